// What search engines and link previews read, in the
// prerendered production build: each public page's <head> as served (JavaScript off, as a
// crawler first sees it) and after hydration, the JSON-LD, sitemap.xml and robots.txt in dist/
// and as served, the favicon, the web app manifest and its icons.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { ARTIST } from '../src/content/artist';
import { GALLERIES } from '../src/domain/galleries';
import { PUBLIC_PATHS } from '../src/app/seo/head-tags';
import { workPath, workSlugs } from '../src/domain/work-address';
import { seedArtworksOf } from './support/seed-artworks';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/hydration';

const DIST = fileURLToPath(new URL('../dist', import.meta.url));
const SITE = ARTIST.siteUrl.replace(/\/+$/, '');

function absolute(path: string): string {
  return new URL(path, `${SITE}/`).href;
}

/** The prerendered HTML file of a route: dist/index.html, dist/{route}.html or dist/{route}/index.html. */
function distHtmlFile(path: string): string | undefined {
  if (path === '/') return join(DIST, 'index.html');
  const name = path.replace(/^\/+|\/+$/g, '');
  return [join(DIST, `${name}.html`), join(DIST, name, 'index.html')].find((file) => existsSync(file));
}

/** The <head> tags a crawler reads, each with the attribute that carries its value. */
const HEAD_TAGS = {
  'meta[name="description"]': 'content',
  'link[rel="canonical"]': 'href',
  'meta[property="og:url"]': 'content',
  'meta[property="og:type"]': 'content',
  'meta[property="og:locale"]': 'content',
  'meta[property="og:site_name"]': 'content',
  'meta[property="og:title"]': 'content',
  'meta[property="og:description"]': 'content',
  'meta[property="og:image"]': 'content',
  'meta[property="og:image:width"]': 'content',
  'meta[property="og:image:height"]': 'content',
  'meta[property="og:image:alt"]': 'content',
  'meta[name="twitter:card"]': 'content',
  'meta[name="twitter:image"]': 'content',
  'meta[name="twitter:title"]': 'content',
  'meta[name="theme-color"]': 'content',
  'link[rel="manifest"]': 'href',
  'link[rel="apple-touch-icon"]': 'href',
  'link[rel="icon"]': 'href',
} as const;

/** How many of each of HEAD_TAGS the page's <head> holds, and the first one's value. */
function readHead(page: Page): Promise<Record<string, { count: number; value: string | null }>> {
  return page.evaluate(
    (wanted) =>
      Object.fromEntries(
        Object.entries(wanted).map(([selector, attribute]) => {
          const found = document.head.querySelectorAll(selector);
          return [selector, { count: found.length, value: found[0]?.getAttribute(attribute) ?? null }];
        }),
      ),
    HEAD_TAGS as Record<string, string>,
  );
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** Width and height of a PNG (IHDR) or JPEG (first SOF marker), from its bytes. */
function imageSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.subarray(1, 4).toString('latin1') === 'PNG') {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    let offset = 2;
    while (offset + 9 < bytes.length) {
      if (bytes[offset] !== 0xff) return null;
      const marker = bytes[offset + 1]!;
      const length = bytes.readUInt16BE(offset + 2);
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
      }
      offset += 2 + length;
    }
  }
  return null;
}

async function fetchOk(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return response;
}

/** What the JSON-LD of some pages says, checked on the same load as their head. */
const STRUCTURED_DATA: Record<string, { title: string; check: (page: Page) => Promise<void> }> = {
  '/': {
    title: 'the home page describes the artist as a Person',
    check: async (page) => {
      const items = await jsonLd(page);
      const person = items.find((item) => item['@type'] === 'Person');
      expect(person, JSON.stringify(items)).toBeDefined();
      expect(person).toMatchObject({
        '@context': 'https://schema.org',
        name: ARTIST.name,
        url: `${SITE}/`,
        jobTitle: 'Artiste peintre',
        sameAs: [ARTIST.social.url],
        address: { addressRegion: 'Normandie', addressCountry: 'FR' },
      });
    },
  },
  '/aquarelles': {
    title: '/aquarelles is an ImageGallery of VisualArtwork items',
    check: async (page) => {
      const items = await jsonLd(page);
      const gallery = items.find((item) => item['@type'] === 'ImageGallery');
      expect(gallery, JSON.stringify(items)).toBeDefined();
      expect(gallery).toMatchObject({ '@context': 'https://schema.org', url: `${SITE}/aquarelles` });
      const works = gallery!.hasPart as Record<string, unknown>[];
      expect(Array.isArray(works) && works.length, 'works listed in the JSON-LD').toBeGreaterThanOrEqual(8);
      for (const work of works) {
        expect(work).toMatchObject({ '@type': 'VisualArtwork', artform: 'Aquarelle' });
        expect(typeof work.name === 'string' && work.name.length > 0, JSON.stringify(work)).toBe(true);
        const image = work.image as Record<string, unknown>;
        expect(String(image.contentUrl), 'absolute image URL').toMatch(/^https?:\/\//);
      }
      // The works named in the JSON-LD are those the page shows.
      const firstName = String(works[0]!.name).replace(/\s*\d+\s*$/, '');
      await expect(page.locator('main figure').filter({ hasText: firstName }).first()).toBeAttached();
    },
  },
  '/peinture-sur-toile': {
    title: '/peinture-sur-toile dates its works',
    check: async (page) => {
      const gallery = (await jsonLd(page)).find((item) => item['@type'] === 'ImageGallery');
      const works = (gallery?.hasPart ?? []) as Record<string, unknown>[];
      expect(works.length).toBeGreaterThan(0);
      expect(works.filter((work) => /^\d{4}$/.test(String(work.dateCreated))).length, 'works with a year').toBe(
        works.length,
      );
    },
  },
  '/presse': {
    title: 'the press page has no gallery JSON-LD',
    check: async (page) => {
      const types = (await jsonLd(page)).map((item) => item['@type']);
      expect(types).not.toContain('ImageGallery');
    },
  },
};

test.describe('each public page as served, before any JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of PUBLIC_PATHS) {
    test(`${path} has its language, description, canonical URL, Open Graph and Twitter card tags`, async ({ page }) => {
      // The head and the page's text are read once the HTML is parsed: its pictures need not have
      // arrived (public-site.spec.ts loads every page's pictures, with JavaScript).
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page).toHaveTitle(ARTIST.name);

      // Every tag read in one round trip (on a busy machine each round trip costs about 0.1 s).
      const head = await readHead(page);
      for (const [selector, { count }] of Object.entries(head)) expect(count, `one ${selector} in <head>`).toBe(1);
      const tag = (selector: keyof typeof HEAD_TAGS) => head[selector]!.value;

      const description = tag('meta[name="description"]');
      expect(description?.length ?? 0, 'description length').toBeGreaterThan(50);
      expect(description?.length ?? 0, 'description length').toBeLessThanOrEqual(160);
      expect(description).toContain(ARTIST.name);

      const canonical = absolute(path);
      expect(tag('link[rel="canonical"]')).toBe(canonical);
      expect(tag('meta[property="og:url"]')).toBe(canonical);
      expect(tag('meta[property="og:type"]')).toBe('website');
      expect(tag('meta[property="og:locale"]')).toBe('fr_FR');
      expect(tag('meta[property="og:site_name"]')).toBe(ARTIST.name);
      expect(tag('meta[property="og:title"]')).toContain(ARTIST.name);
      expect(tag('meta[property="og:description"]')).toBe(description);
      expect(tag('meta[property="og:image"]')).toBe(`${SITE}/images/og-image.jpg`);
      expect(tag('meta[property="og:image:width"]')).toBe('1200');
      expect(tag('meta[property="og:image:height"]')).toBe('630');
      expect(tag('meta[property="og:image:alt"]')).toBeTruthy();
      expect(tag('meta[name="twitter:card"]')).toBe('summary_large_image');
      expect(tag('meta[name="twitter:image"]')).toBe(`${SITE}/images/og-image.jpg`);
      expect(tag('meta[name="twitter:title"]')).toBeTruthy();
      expect(tag('meta[name="theme-color"]')).toBe('#1f2a2e');
      expect(tag('link[rel="manifest"]')).toBe('/manifest.webmanifest');
      expect(tag('link[rel="apple-touch-icon"]')).toBe('/apple-touch-icon.png');
      expect(tag('link[rel="icon"]')).toBe('/favicon.svg');
      // The page's text is in the HTML itself (prerendered), not only after JavaScript.
      await expect(page.locator('main h1')).toHaveCount(1);

      const structuredData = STRUCTURED_DATA[path];
      if (structuredData) await test.step(structuredData.title, () => structuredData.check(page));
    });
  }
});

test.describe('after hydration', () => {
  for (const path of ['/', '/aquarelles']) {
    test(`${path} keeps one description, one canonical URL and its JSON-LD`, async ({ page }) => {
      await page.goto(path);
      if (path === '/') {
        await test.step("the home page preloads each crop of its hero with exactly the picture's srcset, sizes and media, so the browser reuses it", async () => {
          // Art direction (issue 32): a portrait crop for upright screens, the landscape photo
          // otherwise; one preload for each, under the same media query as its <source> or <img>.
          const preloads = page.locator('head link[rel="preload"][as="image"]');
          const portrait = page.locator('picture source');
          const hero = page.locator('img[fetchpriority="high"]');
          await expect(preloads).toHaveCount(2);
          await expect(portrait).toHaveCount(1);
          await expect(hero).toHaveCount(1);
          const media = await portrait.getAttribute('media');
          const [upright, wide] = [preloads.nth(0), preloads.nth(1)];
          expect(await upright.getAttribute('media')).toBe(media);
          expect(await upright.getAttribute('imagesrcset')).toBe(await portrait.getAttribute('srcset'));
          expect(await upright.getAttribute('imagesizes')).toBe(await portrait.getAttribute('sizes'));
          expect(await wide.getAttribute('media')).toBe(`not all and ${media}`);
          expect(await wide.getAttribute('imagesrcset')).toBe(await hero.getAttribute('srcset'));
          expect(await wide.getAttribute('imagesizes')).toBe(await hero.getAttribute('sizes'));
        });
      }
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absolute(path));
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    });
  }
});

test.describe('built files', () => {
  test('every public page is prerendered with its own canonical URL and a description of its own', () => {
    const descriptions = new Map<string, string | undefined>();
    for (const path of PUBLIC_PATHS) {
      const file = distHtmlFile(path);
      expect(file, `a prerendered HTML file for ${path} in dist/`).toBeDefined();
      const html = readFileSync(file!, 'utf8');
      expect(html).toMatch(/<html lang="fr"/);
      expect(html).toContain(`<link rel="canonical" href="${absolute(path)}">`);
      // The files are what Hosting serves: the served pages' heads are checked above, one by one.
      descriptions.set(path, /<meta name="description" content="([^"]*)"/.exec(html)?.[1]);
      // JSON-LD with "<" escaped: nothing in it can close the script element early.
      for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
        expect(json).not.toContain('<');
        expect(() => JSON.parse(json!)).not.toThrow();
      }
    }
    const described = [...descriptions.values()].filter((description) => description);
    expect(new Set(described).size, JSON.stringify(Object.fromEntries(descriptions), null, 2)).toBe(
      PUBLIC_PATHS.length,
    );
  });

  test('sitemap.xml lists every public page and every work page, nothing else, in dist/ and as served', async ({
    request,
  }) => {
    const workPaths = GALLERIES.flatMap((gallery) => {
      const slugs = workSlugs(seedArtworksOf(gallery.type).map((a) => a.key));
      return [...slugs.values()].map((slug) => workPath(gallery.path, slug));
    });
    expect(workPaths).toContain('/aquarelles/31');
    const pagePaths = [...PUBLIC_PATHS, ...workPaths];
    const file = readFileSync(join(DIST, 'sitemap.xml'), 'utf8');
    expect(file.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(file).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...file.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(pagePaths.map(absolute).sort());
    expect(locs).toContain(`${SITE}/aquarelles`);
    for (const gallery of GALLERIES) expect(locs).toContain(absolute(gallery.path));
    expect(file).not.toMatch(/\/admin|\/addArticle/i);
    expect([...file.matchAll(/<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/g)]).toHaveLength(pagePaths.length);

    const response = await fetchOk(request, '/sitemap.xml');
    expect(response.headers()['content-type']).toMatch(/xml/);
    expect(await response.text()).toBe(file);
  });

  test('robots.txt allows the site, keeps the admin out and points to the sitemap', async ({ request }) => {
    const file = readFileSync(join(DIST, 'robots.txt'), 'utf8');
    const lines = file.split(/\r?\n/);
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /addArticle');
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);

    const response = await fetchOk(request, '/robots.txt');
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(file);
  });
});

test.describe('favicon, manifest and images for sharing', () => {
  test('the favicon is served as SVG', async ({ request }) => {
    const response = await fetchOk(request, '/favicon.svg');
    expect(response.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    expect(await response.text()).toContain('<svg');
  });

  test('the web app manifest is served, in French, with its icons', async ({ request }) => {
    const response = await fetchOk(request, '/manifest.webmanifest');
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      lang: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: ARTIST.name, lang: 'fr', start_url: '/', display: 'standalone' });
    expect(manifest.short_name.length).toBeGreaterThan(0);
    const sizes = manifest.icons.map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const iconResponse = await fetchOk(request, icon.src);
      expect(iconResponse.headers()['content-type']).toBe(icon.type);
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(imageSize(await iconResponse.body()), icon.src).toEqual({ width, height });
    }
  });

  test('the touch icon and the link-preview image are served', async ({ request }) => {
    const touch = await fetchOk(request, '/apple-touch-icon.png');
    expect(touch.headers()['content-type']).toBe('image/png');
    const touchSize = imageSize(await touch.body());
    expect(touchSize?.width, 'apple-touch-icon width').toBeGreaterThanOrEqual(180);

    const og = await fetchOk(request, '/images/og-image.jpg');
    expect(og.headers()['content-type']).toBe('image/jpeg');
    expect(imageSize(await og.body())).toEqual({ width: 1200, height: 630 });
  });
});

test.describe('the prerendered preloads', () => {
  // The home page's preloads as the page holds them: the after-hydration test of '/'.
  for (const path of ['/', ...GALLERIES.slice(0, 1).map((gallery) => gallery.path)]) {
    // The home page's hero has two crops, each preloaded under its own media query: one fetched.
    const expected = path === '/' ? 2 : 1;
    test(`${path} preloads its largest image once, in the head, not again in the body`, async ({ request }) => {
      // React writes a preload of its own for an image with fetchPriority="high"; the prerender
      // leaves it out where the head has one (scripts/build/render-site.mjs).
      const html = await (await request.get(path)).text();
      const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/gi)];
      expect(
        preloads.map(([tag]) => tag),
        'image preloads in the served HTML',
      ).toHaveLength(expected);
      for (const preload of preloads)
        expect(preload.index, 'the preload is in the head').toBeLessThan(html.indexOf('</head>'));
    });
  }
});
