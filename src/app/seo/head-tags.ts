/**
 * What search engines and link previews read: the tags the build-time prerendering inserts in
 * each public page's <head>, and the sitemap.xml and robots.txt it writes beside the pages.
 * Pure TypeScript (no React, no DOM), so that both the prerender script and the tests use it.
 */
import { ARTIST } from '@/content/artist';
import type { Artwork, ArtworkType } from '@/domain/artwork';
import { GALLERIES } from '@/domain/galleries';
import { PATHS } from '@/domain/paths';

export interface HeadPage {
  /** The route's path, as in the routes table ("/", "/aquarelles", "/presse"). */
  path: string;
  kind: 'home' | 'gallery' | 'press';
  /** The page's own title (a gallery's title, e.g. "Aquarelle"). */
  title?: string;
  /** A gallery's works, for its JSON-LD. */
  artworks?: readonly Artwork[];
}

/** Every public route, in the order of the routes table: the sitemap's and the prerender's list. */
export const PUBLIC_PATHS: readonly string[] = [PATHS.home, PATHS.press, ...GALLERIES.map((g) => g.path)];

/** Routes kept out of search engines: the sign-in page and the admin. */
export const PRIVATE_PATHS: readonly string[] = [PATHS.signIn, PATHS.admin];

export const THEME_COLOR = '#1f2a2e';
export const OG_IMAGE = { path: '/images/og-image.jpg', width: 1200, height: 630, type: 'image/jpeg' } as const;

/**
 * The most works a gallery's JSON-LD lists. A gallery's HTML must not grow with the number of
 * works (a gallery of 200 costs no more bytes before scrolling than one of 20); the total is
 * still given as `numberOfItems`.
 */
export const MAX_JSON_LD_ARTWORKS = 12;

const SITE_URL = ARTIST.siteUrl.replace(/\/+$/, '');
const REGION = 'Normandie';

/** The absolute URL of a path of the site (or of an already absolute URL, unchanged). */
export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, `${SITE_URL}/`).href;
}

/** Escapes text for an HTML attribute value or element content. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * JSON for a <script type="application/ld+json">: `<`, `>` and `&` as \u escapes, so that no
 * value can close the script element or open a comment; U+2028/2029 too, for old parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/*
 * The build writes every value into HTML through the helpers below (and meta/link further down),
 * each escaping for its context: an attribute value, a URL inside a srcset, JSON in a script.
 * A value from the database can then never close its attribute or element.
 */

type AttributeValue = string | number | undefined;

/** An HTML start tag with each attribute value escaped; undefined values are left out. */
export function startTag(name: string, attributes: Record<string, AttributeValue>): string {
  const written = Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeHtml(String(value))}"`);
  return `<${name}${written.join('')}>`;
}

/** What an image preload names: one URL, or a srcset (see srcsetOf) with its sizes. */
export type PreloadedImage = { href: string } | { srcset: string; sizes: string; type?: string };

/** A <link rel="preload" as="image"> fetched at high priority, with the page's HTML. */
export function imagePreloadTag(image: PreloadedImage): string {
  const target = 'href' in image ? { href: image.href } : { imagesrcset: image.srcset, imagesizes: image.sizes };
  const type = 'type' in image ? image.type : undefined;
  return startTag('link', { rel: 'preload', as: 'image', type, ...target, fetchpriority: 'high' });
}

/** A <script type="application/json"> holding `value`, for JSON.parse(textContent). */
export function jsonScriptTag(id: string, value: unknown): string {
  return `${startTag('script', { id, type: 'application/json' })}${jsonForScript(value)}</script>`;
}

/** The artform schema.org's VisualArtwork is given for each type, in French. */
const ARTFORMS: Record<ArtworkType, string> = {
  Aquarelles: 'Aquarelle',
  'Peinture sur Toile': 'Peinture sur toile',
  'Pâte à papier': 'Pâte à papier',
  'Peintures sur papier': 'Peinture sur papier',
  'Photos en vrac': 'Photographie',
  ateliers: 'Atelier',
};

export function artformOf(type: ArtworkType): string {
  return ARTFORMS[type];
}

function pageTitle(page: HeadPage): string {
  switch (page.kind) {
    case 'home':
      return ARTIST.name;
    case 'gallery':
      return page.title ? `${page.title} · ${ARTIST.name}` : ARTIST.name;
    case 'press':
      return `Presse · ${ARTIST.name}`;
  }
}

/** The French meta description of a page. */
export function pageDescription(page: HeadPage): string {
  switch (page.kind) {
    case 'home':
      return (
        `${ARTIST.name}, artiste peintre en ${REGION} et intervenant intergénérationnel : ` +
        'aquarelles, peintures sur toile et sur papier, pâte à papier, livres.'
      );
    case 'gallery':
      return (
        `${page.title ?? 'Galerie'} : les œuvres de ${ARTIST.name}, artiste peintre en ${REGION}, ` +
        'en images, avec leur titre, leur numéro et leur description.'
      );
    case 'press':
      return `Articles de presse consacrés à ${ARTIST.name}, artiste peintre en ${REGION} : expositions, ateliers et rencontres.`;
  }
}

function meta(attribute: 'name' | 'property', key: string, content: string | number): string {
  return `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(String(content))}">`;
}

function link(rel: string, href: string): string {
  return `<link rel="${escapeHtml(rel)}" href="${escapeHtml(href)}">`;
}

const PERSON_ID = `${SITE_URL}/#artiste`;

/** The artist, for the home page's JSON-LD (and referenced by id from the galleries). */
export function personJsonLd(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': PERSON_ID,
    name: ARTIST.name,
    url: `${SITE_URL}/`,
    jobTitle: 'Artiste peintre',
    image: absoluteUrl(OG_IMAGE.path),
    sameAs: [ARTIST.social.url],
    address: { '@type': 'PostalAddress', addressRegion: REGION, addressCountry: 'FR' },
  };
}

/** An artwork's image as an absolute http(s) URL, or null (e.g. a demo upload kept in the browser). */
function artworkImageUrl(artwork: Artwork): string | null {
  try {
    const url = new URL(artwork.image, `${SITE_URL}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * One work as a schema.org VisualArtwork. `width` and `height` of a work are in pixels (the
 * size of its image), so they go on its ImageObject: on the VisualArtwork itself they would
 * mean the physical size of the painting.
 */
export function visualArtworkJsonLd(artwork: Artwork): Record<string, unknown> | null {
  const imageUrl = artworkImageUrl(artwork);
  if (!imageUrl) return null;
  const image: Record<string, unknown> = { '@type': 'ImageObject', contentUrl: imageUrl, url: imageUrl };
  if (artwork.width && artwork.height) {
    image.width = artwork.width;
    image.height = artwork.height;
  }
  const item: Record<string, unknown> = {
    '@type': 'VisualArtwork',
    name: artwork.title.trim() || artformOf(artwork.type),
    image,
    artform: artformOf(artwork.type),
    creator: { '@id': PERSON_ID },
  };
  if (artwork.description.trim()) item.description = artwork.description.trim();
  if (artwork.years !== undefined) item.dateCreated = String(artwork.years);
  return item;
}

/** A gallery page: an ImageGallery whose parts are its works (at most `maxItems` of them). */
export function imageGalleryJsonLd(page: HeadPage, maxItems = MAX_JSON_LD_ARTWORKS): Record<string, unknown> {
  const artworks = page.artworks ?? [];
  const items = artworks
    .map(visualArtworkJsonLd)
    .filter((item): item is Record<string, unknown> => item !== null)
    .slice(0, Math.max(0, maxItems));
  return {
    '@context': 'https://schema.org',
    '@type': 'ImageGallery',
    name: page.title ?? ARTIST.name,
    description: pageDescription(page),
    url: absoluteUrl(page.path),
    inLanguage: 'fr',
    author: { '@type': 'Person', '@id': PERSON_ID, name: ARTIST.name, url: `${SITE_URL}/` },
    numberOfItems: artworks.length,
    hasPart: items,
  };
}

function jsonLdOf(page: HeadPage): Record<string, unknown> | null {
  switch (page.kind) {
    case 'home':
      return personJsonLd();
    case 'gallery':
      return imageGalleryJsonLd(page);
    case 'press':
      return null;
  }
}

/**
 * The HTML to insert in a prerendered page's <head> (after the charset and viewport metas and
 * the <title>, which index.html has): description, canonical link, Open Graph, Twitter card,
 * manifest, theme colour, touch icon and, on the home page and galleries, JSON-LD.
 */
export function headTags(page: HeadPage): string {
  const title = pageTitle(page);
  const description = pageDescription(page);
  const url = absoluteUrl(page.path);
  const image = absoluteUrl(OG_IMAGE.path);
  const imageAlt = `Une œuvre de ${ARTIST.name}, artiste peintre en ${REGION}`;
  const tags = [
    meta('name', 'description', description),
    link('canonical', url),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', ARTIST.name),
    meta('property', 'og:locale', 'fr_FR'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', OG_IMAGE.type),
    meta('property', 'og:image:width', OG_IMAGE.width),
    meta('property', 'og:image:height', OG_IMAGE.height),
    meta('property', 'og:image:alt', imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', imageAlt),
    link('manifest', '/manifest.webmanifest'),
    meta('name', 'theme-color', THEME_COLOR),
    link('apple-touch-icon', '/apple-touch-icon.png'),
  ];
  const jsonLd = jsonLdOf(page);
  if (jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`);
  return tags.join('\n');
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** sitemap.xml for the given paths; `lastmod` is a W3C date (e.g. "2025-01-31"). */
export function sitemapXml(paths: readonly string[], lastmod: string): string {
  const urls = paths.map(
    (path) =>
      `  <url>\n    <loc>${escapeXml(absoluteUrl(path))}</loc>\n    <lastmod>${escapeXml(lastmod)}</lastmod>\n  </url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything but the sign-in page and the admin, and where the sitemap is. */
export function robotsTxt(): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml')}`,
    '',
  ].join('\n');
}
