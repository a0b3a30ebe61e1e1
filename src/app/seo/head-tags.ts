/**
 * What search engines and link previews read: the tags the build-time prerendering inserts in
 * each public page's <head>, and the sitemap.xml and robots.txt it writes beside the pages.
 * Pure TypeScript (no React, no DOM), so that both the prerender script and the tests use it.
 */
import { ARTIST } from '@/content/artist';
import { SEED_IDENTITY, titleWith } from '@/content/identity-seed';
import { RIGHTS_TITLE } from '@/content/rights';
import type { DatedExhibition } from '@/domain/exhibitions';
import { inquiryMailto } from '@/features/gallery/work-inquiry';
import type { Artwork, ArtworkType } from '@/domain/artwork';
import { offerOf } from '@/domain/availability';
import { parseDimensions } from '@/domain/dimensions';
import { GALLERIES, galleryOf } from '@/domain/galleries';
import { PATHS } from '@/domain/paths';
import type { SiteIdentity } from '@/domain/site-content';
import { workLabel } from '@/domain/title';
import { workPath, workSlugs } from '@/domain/work-address';
import { exhibitionEventJsonLd } from './agenda-json-ld';

export interface HeadPage {
  /** The route's path, as in the routes table ("/", "/aquarelles", "/presse"). */
  path: string;
  kind: 'home' | 'gallery' | 'press' | 'work' | 'rights';
  /** The page's own title (a gallery's title, e.g. "Aquarelle"). */
  title?: string;
  /** A gallery's works, for its JSON-LD. */
  artworks?: readonly Artwork[];
  /** A work's own page (kind "work", path the work's address): the work. */
  artwork?: Artwork;
  /** Who she is: the `site` node's identity (the seed's when absent, e.g. in tests). */
  identity?: HeadIdentity;
  /** The home page: the events still to come, each given as an ExhibitionEvent. */
  upcoming?: readonly DatedExhibition[];
}

/** What the head says of her: her name, her email (licences) and her social links (JSON-LD's sameAs). */
export type HeadIdentity = Pick<SiteIdentity, 'name' | 'email' | 'social'>;

function artistOf(page: Pick<HeadPage, 'identity'>): HeadIdentity {
  return page.identity ?? SEED_IDENTITY;
}

/** Every public route, in the order of the routes table: the sitemap's and the prerender's list. */
export const PUBLIC_PATHS: readonly string[] = [PATHS.home, PATHS.press, PATHS.rights, ...GALLERIES.map((g) => g.path)];

/** Routes kept out of search engines: the sign-in page and the admin. */
export const PRIVATE_PATHS: readonly string[] = [PATHS.signIn, PATHS.admin, PATHS.studio];

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

/**
 * What an image preload names: one URL, or a srcset (see srcsetOf) with its sizes; `media`, for
 * an art-directed picture, the query of the <source> it matches (the hero's, docs/identity.md).
 */
export type PreloadedImage = { href: string } | { srcset: string; sizes: string; type?: string; media?: string };

/** A <link rel="preload" as="image"> fetched at high priority, with the page's HTML. */
export function imagePreloadTag(image: PreloadedImage): string {
  const target = 'href' in image ? { href: image.href } : { imagesrcset: image.srcset, imagesizes: image.sizes };
  const type = 'type' in image ? image.type : undefined;
  const media = 'media' in image ? image.media : undefined;
  return startTag('link', { rel: 'preload', as: 'image', type, ...target, media, fetchpriority: 'high' });
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
  const { name } = artistOf(page);
  switch (page.kind) {
    case 'home':
      return name;
    case 'gallery':
      return page.title ? titleWith(page.title, name) : name;
    case 'press':
      return titleWith('Presse', name);
    case 'work':
      return page.artwork ? titleWith(workLabel(page.artwork), name) : name;
    case 'rights':
      return titleWith(RIGHTS_TITLE, name);
  }
}

/**
 * The document's <title>: the artist's name (the spec's title of the site), but on a work's own
 * page the work's, so that a tab, a bookmark or a shared link names it.
 */
export function documentTitle(page: HeadPage): string {
  return page.kind === 'work' ? pageTitle(page) : artistOf(page).name;
}

/** The longest meta description search engines show whole. */
const DESCRIPTION_MAX_LENGTH = 160;

function shortened(text: string, max = DESCRIPTION_MAX_LENGTH): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s,;:.]+$/, '')}…`;
}

/** A work's page: what it is, by whom, its size, then its own description. */
function workDescription(artwork: Artwork, name: string): string {
  const parts = [
    `${workLabel(artwork)}, ${artformOf(artwork.type).toLowerCase()} de ${name}, artiste peintre en ${REGION}.`,
  ];
  if (galleryOf(artwork.type).showsDimensions && artwork.dimensions) parts.push(`${artwork.dimensions.trim()}.`);
  if (artwork.description.trim()) parts.push(artwork.description.trim());
  return shortened(parts.join(' '));
}

/** The French meta description of a page. */
export function pageDescription(page: HeadPage): string {
  const { name } = artistOf(page);
  switch (page.kind) {
    case 'home':
      return (
        `${name}, artiste peintre en ${REGION} et intervenant intergénérationnel : ` +
        'aquarelles, peintures sur toile et sur papier, pâte à papier, livres.'
      );
    case 'gallery':
      return (
        `${page.title ?? 'Galerie'} : les œuvres de ${name}, artiste peintre en ${REGION}, ` +
        'en images, avec leur titre, leur numéro et leur description.'
      );
    case 'press':
      return `Articles de presse consacrés à ${name}, artiste peintre en ${REGION} : expositions, ateliers et rencontres.`;
    case 'work':
      return page.artwork ? workDescription(page.artwork, name) : pageDescription({ ...page, kind: 'gallery' });
    case 'rights':
      return `Les œuvres de ${name} et leurs images sont protégées : tous droits réservés. Comment demander une autorisation de reproduction.`;
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
export function personJsonLd(identity: HeadIdentity = SEED_IDENTITY): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': PERSON_ID,
    name: identity.name,
    url: `${SITE_URL}/`,
    jobTitle: 'Artiste peintre',
    image: absoluteUrl(OG_IMAGE.path),
    sameAs: identity.social.map((link) => link.url),
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
 * The licence metadata of a work's image, as search engines read it for licensable images
 * (schema.org ImageObject: creator, creditText, copyrightNotice, license, acquireLicensePage):
 * the rights are reserved (/droits says so), and a licence is asked for through the work's own
 * "Demander des informations" message (src/features/gallery/work-inquiry.ts), naming its page.
 */
export function imageLicenceJsonLd(
  artwork: Artwork,
  workUrl: string,
  identity: HeadIdentity = SEED_IDENTITY,
): Record<string, unknown> {
  return {
    creator: { '@type': 'Person', '@id': PERSON_ID, name: identity.name },
    creditText: identity.name,
    copyrightNotice: `© ${identity.name}, tous droits réservés`,
    license: absoluteUrl(PATHS.rights),
    acquireLicensePage: inquiryMailto(identity.email, artwork, workUrl),
  };
}

/**
 * One work as a schema.org VisualArtwork. `width` and `height` of a work are in pixels (the
 * size of its image), so they go on its ImageObject: on the VisualArtwork itself they would
 * mean the physical size of the painting.
 */
export function visualArtworkJsonLd(
  artwork: Artwork,
  identity: HeadIdentity = SEED_IDENTITY,
  workUrl?: string,
): Record<string, unknown> | null {
  const imageUrl = artworkImageUrl(artwork);
  if (!imageUrl) return null;
  const image: Record<string, unknown> = {
    '@type': 'ImageObject',
    contentUrl: imageUrl,
    url: imageUrl,
    ...imageLicenceJsonLd(artwork, workUrl ?? absoluteUrl(galleryOf(artwork.type).path), identity),
  };
  if (artwork.width && artwork.height) {
    image.width = artwork.width;
    image.height = artwork.height;
  }
  const item: Record<string, unknown> = {
    '@type': 'VisualArtwork',
    name: artwork.title.trim() || artformOf(artwork.type),
    image,
    artform: artformOf(artwork.type),
    creator: { '@type': 'Person', '@id': PERSON_ID, name: identity.name },
  };
  if (artwork.description.trim()) item.description = artwork.description.trim();
  if (artwork.years !== undefined) item.dateCreated = String(artwork.years);
  // Whether it can be bought, and its price where she shows it; none without a status.
  const offer = workUrl ? offerOf(artwork, workUrl) : null;
  if (offer) item.offers = offer;
  return item;
}

/** A gallery page: an ImageGallery whose parts are its works (at most `maxItems` of them). */
export function imageGalleryJsonLd(page: HeadPage, maxItems = MAX_JSON_LD_ARTWORKS): Record<string, unknown> {
  const artworks = page.artworks ?? [];
  const artist = artistOf(page);
  const slugs = workSlugs(artworks.map((a) => a.key));
  const items = artworks
    .map((artwork) =>
      visualArtworkJsonLd(artwork, artist, absoluteUrl(workPath(page.path, slugs.get(artwork.key) ?? artwork.key))),
    )
    .filter((item): item is Record<string, unknown> => item !== null)
    .slice(0, Math.max(0, maxItems));
  return {
    '@context': 'https://schema.org',
    '@type': 'ImageGallery',
    name: page.title ?? artist.name,
    description: pageDescription(page),
    url: absoluteUrl(page.path),
    inLanguage: 'fr',
    author: { '@type': 'Person', '@id': PERSON_ID, name: artist.name, url: `${SITE_URL}/` },
    numberOfItems: artworks.length,
    hasPart: items,
  };
}

/**
 * A work's own page: the work as a VisualArtwork, with its physical size (schema.org's `width`
 * and `height` on a VisualArtwork) when its dimensions read as two sides.
 */
export function workJsonLd(
  artwork: Artwork,
  path: string,
  identity: HeadIdentity = SEED_IDENTITY,
): Record<string, unknown> | null {
  const item = visualArtworkJsonLd(artwork, identity, absoluteUrl(path));
  if (!item) return null;
  const size = parseDimensions(artwork.dimensions, artwork);
  const side = (value: number) => ({ '@type': 'QuantitativeValue', value, unitCode: size?.unitCode });
  return {
    '@context': 'https://schema.org',
    ...item,
    url: absoluteUrl(path),
    inLanguage: 'fr',
    ...(size && { width: side(size.width), height: side(size.height) }),
  };
}

function jsonLdOf(page: HeadPage): Record<string, unknown> | null {
  switch (page.kind) {
    case 'home':
      return personJsonLd(artistOf(page));
    case 'gallery':
      return imageGalleryJsonLd(page);
    case 'press':
    case 'rights':
      return null;
    case 'work':
      return page.artwork ? workJsonLd(page.artwork, page.path, artistOf(page)) : null;
  }
}

/** The picture a link preview shows: the work itself on its page, else the site's image. */
function previewImage(page: HeadPage): { url: string; type?: string; width?: number; height?: number; alt: string } {
  const artwork = page.kind === 'work' ? page.artwork : undefined;
  const url = artwork ? artworkImageUrl(artwork) : null;
  if (!artwork || !url) {
    return {
      ...OG_IMAGE,
      url: absoluteUrl(OG_IMAGE.path),
      alt: `Une œuvre de ${artistOf(page).name}, artiste peintre en ${REGION}`,
    };
  }
  const type = IMAGE_TYPES[/\.(\w+)$/.exec(new URL(url).pathname)?.[1]?.toLowerCase() ?? ''];
  return { url, type, width: artwork.width, height: artwork.height, alt: workLabel(artwork) };
}

const IMAGE_TYPES: Record<string, string | undefined> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
};

/**
 * The HTML to insert in a prerendered page's <head> (after the charset and viewport metas and
 * the <title>, which index.html has): description, canonical link, Open Graph, Twitter card,
 * manifest, theme colour, touch icon and, on the home page and galleries, JSON-LD.
 */
export function headTags(page: HeadPage): string {
  const title = pageTitle(page);
  const description = pageDescription(page);
  const url = absoluteUrl(page.path);
  const image = previewImage(page);
  const tags = [
    meta('name', 'description', description),
    link('canonical', url),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', artistOf(page).name),
    meta('property', 'og:locale', 'fr_FR'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image.url),
    ...(image.type ? [meta('property', 'og:image:type', image.type)] : []),
    ...(image.width && image.height
      ? [meta('property', 'og:image:width', image.width), meta('property', 'og:image:height', image.height)]
      : []),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image.url),
    meta('name', 'twitter:image:alt', image.alt),
    link('manifest', '/manifest.webmanifest'),
    meta('name', 'theme-color', THEME_COLOR),
    link('apple-touch-icon', '/apple-touch-icon.png'),
  ];
  const jsonLd = jsonLdOf(page);
  if (jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`);
  for (const event of page.kind === 'home' ? (page.upcoming ?? []) : []) {
    tags.push(`<script type="application/ld+json">${jsonForScript(exhibitionEventJsonLd(event))}</script>`);
  }
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
