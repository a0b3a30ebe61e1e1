import { describe, expect, it } from 'vitest';
import { ARTIST } from '@/content/artist';
import type { Artwork } from '@/domain/artwork';
import { GALLERIES } from '@/domain/galleries';
import {
  MAX_JSON_LD_ARTWORKS,
  PUBLIC_PATHS,
  documentTitle,
  escapeHtml,
  headTags,
  imagePreloadTag,
  jsonForScript,
  jsonScriptTag,
  startTag,
  robotsTxt,
  sitemapXml,
  type HeadPage,
} from '../head-tags';

const SITE = ARTIST.siteUrl.replace(/\/+$/, '');

function artwork(overrides: Partial<Artwork> = {}): Artwork {
  return {
    key: '12',
    type: 'Aquarelles',
    title: 'Arbre en hiver 12',
    subtitle: '12',
    description: 'Aquarelle sur papier coton.',
    image: '/images/oeuvres/aquarelle-1-1200.webp',
    width: 1200,
    height: 1500,
    ...overrides,
  };
}

/** Parses the tags with the DOM (jsdom), as a browser would read them in <head>. */
function parse(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
}

function content(doc: Document, selector: string): string | null {
  return doc.head.querySelector(selector)?.getAttribute('content') ?? null;
}

function jsonLd(doc: Document): Record<string, unknown>[] {
  return [...doc.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}

const home: HeadPage = { path: '/', kind: 'home' };
const aquarelles: HeadPage = { path: '/aquarelles', kind: 'gallery', title: 'Aquarelle', artworks: [artwork()] };
const press: HeadPage = { path: '/presse', kind: 'press' };

describe('headTags', () => {
  it('puts everything in <head>, nothing in <body>', () => {
    const doc = parse(headTags(aquarelles));
    expect(doc.body.innerHTML).toBe('');
    expect(doc.head.children.length).toBeGreaterThan(15);
  });

  it('gives each page kind a French description of its own', () => {
    const descriptions = [home, aquarelles, press].map((page) =>
      content(parse(headTags(page)), 'meta[name="description"]'),
    );
    expect(descriptions[0]).toContain(ARTIST.name);
    expect(descriptions[0]).toMatch(/artiste peintre en Normandie/);
    expect(descriptions[1]).toMatch(/^Aquarelle : les œuvres de /);
    expect(descriptions[2]).toMatch(/^Articles de presse/);
    expect(new Set(descriptions).size).toBe(3);
    for (const description of descriptions) expect(description!.length).toBeLessThanOrEqual(155);
  });

  it('builds the canonical URL and og:url from the site URL and the path', () => {
    const doc = parse(headTags(aquarelles));
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/aquarelles`);
    expect(content(doc, 'meta[property="og:url"]')).toBe(`${SITE}/aquarelles`);
    const homeDoc = parse(headTags(home));
    expect(homeDoc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/`);
  });

  it('has the Open Graph and Twitter card tags with a 1200 × 630 image', () => {
    const doc = parse(headTags(press));
    expect(content(doc, 'meta[property="og:type"]')).toBe('website');
    expect(content(doc, 'meta[property="og:locale"]')).toBe('fr_FR');
    expect(content(doc, 'meta[property="og:site_name"]')).toBe(ARTIST.name);
    expect(content(doc, 'meta[property="og:title"]')).toBe(`Presse · ${ARTIST.name}`);
    expect(content(doc, 'meta[property="og:description"]')).toBe(content(doc, 'meta[name="description"]'));
    expect(content(doc, 'meta[property="og:image"]')).toBe(`${SITE}/images/og-image.jpg`);
    expect(content(doc, 'meta[property="og:image:width"]')).toBe('1200');
    expect(content(doc, 'meta[property="og:image:height"]')).toBe('630');
    expect(content(doc, 'meta[property="og:image:alt"]')).toContain(ARTIST.name);
    expect(content(doc, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content(doc, 'meta[name="twitter:image"]')).toBe(`${SITE}/images/og-image.jpg`);
    expect(content(doc, 'meta[name="twitter:title"]')).toBe(`Presse · ${ARTIST.name}`);
  });

  it('links the manifest, the theme colour and the touch icon', () => {
    const doc = parse(headTags(home));
    expect(doc.head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/manifest.webmanifest');
    expect(content(doc, 'meta[name="theme-color"]')).toBe('#1f2a2e');
    expect(doc.head.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href')).toBe('/apple-touch-icon.png');
  });

  it('describes the artist as a Person on the home page', () => {
    const [person, ...others] = jsonLd(parse(headTags(home)));
    expect(others).toEqual([]);
    expect(person).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: ARTIST.name,
      url: `${SITE}/`,
      jobTitle: 'Artiste peintre',
      sameAs: [ARTIST.social.url],
      address: { '@type': 'PostalAddress', addressRegion: 'Normandie', addressCountry: 'FR' },
    });
  });

  it('has no JSON-LD on the press page', () => {
    expect(jsonLd(parse(headTags(press)))).toEqual([]);
  });

  it('describes a gallery as an ImageGallery of VisualArtworks', () => {
    const canvas = artwork({
      key: 'undefined3',
      type: 'Peinture sur Toile',
      title: 'Falaises 3',
      image: 'https://firebasestorage.googleapis.com/v0/b/x/o/1700000000000?alt=media',
      years: 2021,
      width: undefined,
      height: undefined,
      description: '',
    });
    const page: HeadPage = {
      path: '/peinture-sur-toile',
      kind: 'gallery',
      title: 'Peinture sur toile',
      artworks: [artwork(), canvas],
    };
    const [gallery] = jsonLd(parse(headTags(page)));
    expect(gallery).toMatchObject({
      '@type': 'ImageGallery',
      name: 'Peinture sur toile',
      url: `${SITE}/peinture-sur-toile`,
      numberOfItems: 2,
    });
    const [first, second] = gallery!.hasPart as Record<string, unknown>[];
    expect(first).toMatchObject({
      '@type': 'VisualArtwork',
      name: 'Arbre en hiver 12',
      artform: 'Aquarelle',
      description: 'Aquarelle sur papier coton.',
      image: {
        '@type': 'ImageObject',
        contentUrl: `${SITE}/images/oeuvres/aquarelle-1-1200.webp`,
        width: 1200,
        height: 1500,
      },
    });
    expect(first).not.toHaveProperty('dateCreated');
    expect(second).toMatchObject({
      '@type': 'VisualArtwork',
      name: 'Falaises 3',
      artform: 'Peinture sur toile',
      dateCreated: '2021',
      image: { contentUrl: canvas.image },
    });
    expect(second!.image).not.toHaveProperty('width');
    expect(second).not.toHaveProperty('description');
  });

  it('leaves out works whose image has no public URL, and caps the list', () => {
    const many = Array.from({ length: MAX_JSON_LD_ARTWORKS + 30 }, (_, i) =>
      artwork({ key: String(i), title: `Œuvre ${i}` }),
    );
    const page: HeadPage = { ...aquarelles, artworks: [artwork({ image: 'demo-image:123' }), ...many] };
    const [gallery] = jsonLd(parse(headTags(page)));
    const parts = gallery!.hasPart as Record<string, unknown>[];
    expect(parts).toHaveLength(MAX_JSON_LD_ARTWORKS);
    expect(parts[0]).toMatchObject({ name: 'Œuvre 0' });
    expect(gallery!.numberOfItems).toBe(many.length + 1);
  });

  it('escapes HTML in attributes and < in JSON-LD so nothing can break out', () => {
    const evil = '</script><script>alert("x")</script> & \'quote\'';
    const page: HeadPage = { path: '/aquarelles', kind: 'gallery', title: evil, artworks: [artwork({ title: evil })] };
    const html = headTags(page);
    const scripts = html.match(/<script\b/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('\\u003c/script\\u003e');
    const doc = parse(html);
    expect(content(doc, 'meta[property="og:title"]')).toBe(`${evil} · ${ARTIST.name}`);
    const [gallery] = jsonLd(doc);
    expect((gallery!.hasPart as Record<string, unknown>[])[0]!.name).toBe(evil);
  });
});

describe('escaping helpers', () => {
  it('escapes the five HTML special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('keeps JSON-LD valid JSON with the same value', () => {
    const value = { text: '<!-- </script> & \u2028' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('the tags the prerendering writes from database values', () => {
  /** A URL that closes its attribute and adds a tag, as a record once could hold. */
  const PROBE = 'https://h.example/1.webp"><meta http-equiv="refresh" content="0;url=https://evil.example/">\'<x>&amp;';

  it('startTag escapes every attribute value and leaves out undefined ones', () => {
    const doc = parse(startTag('link', { rel: 'preload', href: PROBE, type: undefined, width: 40 }));
    expect(doc.head.children).toHaveLength(1);
    const link = doc.head.querySelector('link')!;
    expect(link.getAttribute('href')).toBe(PROBE);
    expect(link.getAttribute('width')).toBe('40');
    expect(link.hasAttribute('type')).toBe(false);
  });

  it('an image preload by URL is one tag whose href is the URL', () => {
    const doc = parse(imagePreloadTag({ href: PROBE }));
    expect(doc.head.querySelectorAll('*')).toHaveLength(1);
    expect(doc.head.querySelector('meta')).toBeNull();
    const link = doc.head.querySelector('link[rel="preload"][as="image"]')!;
    expect(link.getAttribute('href')).toBe(PROBE);
    expect(link.getAttribute('fetchpriority')).toBe('high');
  });

  it('an image preload by srcset is one tag with the srcset and sizes', () => {
    const html = imagePreloadTag({
      srcset: `${PROBE} 800w`,
      sizes: '(min-width: 768px) 25vw, 100vw',
      type: 'image/webp',
    });
    const doc = parse(html);
    expect(doc.head.querySelectorAll('*')).toHaveLength(1);
    const link = doc.head.querySelector('link')!;
    expect(link.getAttribute('imagesrcset')).toBe(`${PROBE} 800w`);
    expect(link.getAttribute('imagesizes')).toBe('(min-width: 768px) 25vw, 100vw');
    expect(link.getAttribute('type')).toBe('image/webp');
  });

  it('a JSON script holds the value for JSON.parse, and nothing can close it early', () => {
    const value = { Aquarelles: [{ title: '</script><script>alert(1)</script><!--', image: PROBE, note: '\u2028' }] };
    const doc = parse(jsonScriptTag('initial-artworks', value));
    expect(doc.head.querySelectorAll('script')).toHaveLength(1);
    const script = doc.getElementById('initial-artworks')!;
    expect(script.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(script.textContent ?? '')).toEqual(value);
  });
});

describe('PUBLIC_PATHS', () => {
  it('lists the home page, the press page, the rights page and every gallery, and no private route', () => {
    expect(PUBLIC_PATHS).toEqual(['/', '/presse', '/droits', ...GALLERIES.map((g) => g.path)]);
    expect(PUBLIC_PATHS).toContain('/aquarelles');
    expect(PUBLIC_PATHS).toContain('/peinture-sur-toile');
    expect(PUBLIC_PATHS).not.toContain('/admin');
    expect(PUBLIC_PATHS).not.toContain('/addArticle');
  });
});

describe('sitemapXml', () => {
  it('lists every path as an absolute URL with its lastmod', () => {
    const xml = sitemapXml(PUBLIC_PATHS, '2025-01-31');
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent);
    expect(locs).toEqual(PUBLIC_PATHS.map((path) => (path === '/' ? `${SITE}/` : `${SITE}${path}`)));
    const lastmods = [...doc.getElementsByTagName('lastmod')].map((l) => l.textContent);
    expect(new Set(lastmods)).toEqual(new Set(['2025-01-31']));
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('escapes XML special characters', () => {
    expect(sitemapXml(['/a?b=1&c=2'], '2025-01-31')).toContain('/a?b=1&amp;c=2</loc>');
  });
});

describe('robotsTxt', () => {
  it('allows everything but the sign-in page and the admin, and points to the sitemap', () => {
    const lines = robotsTxt().split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /addArticle');
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe('head tags from a given identity', () => {
  const identity = {
    name: 'Jeanne Lefèvre',
    email: 'jeanne@exemple.fr',
    social: [
      { network: 'instagram' as const, label: 'Instagram', url: 'https://www.instagram.com/jeanne' },
      { network: 'web' as const, label: 'Blog', url: 'https://blog.exemple.fr/' },
    ],
  };

  it('names her in the titles, Open Graph and the Person JSON-LD', () => {
    const html = headTags({ path: '/presse', kind: 'press', identity });
    expect(html).toContain('<meta property="og:site_name" content="Jeanne Lefèvre">');
    expect(html).toContain('<meta property="og:title" content="Presse · Jeanne Lefèvre">');
    expect(documentTitle({ path: '/', kind: 'home', identity })).toBe('Jeanne Lefèvre');
    const home = headTags({ path: '/', kind: 'home', identity });
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*)<\/script>/.exec(home)![1]!) as Record<
      string,
      unknown
    >;
    expect(jsonLd).toMatchObject({
      '@type': 'Person',
      name: 'Jeanne Lefèvre',
      sameAs: identity.social.map((s) => s.url),
    });
  });

  it('escapes a name that holds markup', () => {
    const html = headTags({ path: '/', kind: 'home', identity: { ...identity, name: 'Jeanne "<script>' } });
    expect(html).not.toContain('<script>"');
    expect(html).toContain('content="Jeanne &quot;&lt;script&gt;"');
  });

  it('preloads an art-directed picture with its media query', () => {
    expect(imagePreloadTag({ srcset: 'a.webp 414w', sizes: '100vw', media: '(max-aspect-ratio: 3/4)' })).toBe(
      '<link rel="preload" as="image" imagesrcset="a.webp 414w" imagesizes="100vw" media="(max-aspect-ratio: 3/4)" fetchpriority="high">',
    );
  });
});
