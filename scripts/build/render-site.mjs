// @ts-check
/**
 * The data-to-pages step of the prerender (scripts/build/prerender.mjs writes the files): from the
 * database's public nodes, every public page's HTML, the 404 page, the app shell, the sitemap,
 * robots.txt, the feeds and the data version. It touches no disk: tests/publish/ run it on an export.
 */
const NOINDEX = '<meta name="robots" content="noindex">';
const NOT_FOUND_PATH = '/404';
/** The image a `<link rel="preload" as="image">` names: its srcset, else its URL (attribute case aside). */
const PRELOADED_IMAGE = /<link rel="preload" as="image"[^>]*?\s(?:imagesrcset|href)="([^"]*)"[^>]*>/gi;

/**
 * React writes its own preload, in the body, for an image rendered with fetchPriority="high"; where
 * the head preloads that image already (heroPreloads, artworkPreload), React's copy is only bytes.
 * @param {string} appHtml
 * @param {string} head
 */
function withoutPreloadsInHead(appHtml, head) {
  const inHead = new Set([...head.matchAll(PRELOADED_IMAGE)].map((match) => match[1]));
  return appHtml.replace(PRELOADED_IMAGE, (tag, image) => (inHead.has(image) ? '' : tag));
}

/**
 * The build-time entry's module, typed from its source, so that every call into it is checked.
 * @typedef {typeof import('../../src/entry-server.tsx')} ServerEntry
 * @typedef {import('../../src/entry-server.tsx').Artwork} Artwork
 * @typedef {{ files: Map<string, string>, pages: number, works: number, version: string | null }} RenderedSite
 * @typedef {{ path: string, kind: import('../../src/entry-server.tsx').HeadPage['kind'], file: string,
 *   gallery?: import('../../src/entry-server.tsx').Gallery, artworks?: Artwork[], artwork?: Artwork }} Page
 *   a page to render, and its file under dist/; `artworks`: its gallery's works, when known
 * @typedef {{ route: string, appHtml: string, head: string, title?: string,
 *   initialArtworks?: import('../../src/entry-server.tsx').InitialArtworks,
 *   initialSite?: import('../../src/entry-server.tsx').SiteContent }} PageParts what goes into the template
 */

/**
 * @param {ServerEntry} server the module of src/entry-server.tsx
 * @param {import('../../src/entry-server.tsx').RawPublicNodes | null} nodes the raw public nodes, or null
 *   when they could not be read (galleries then load their works in the browser)
 * @param {{ template: string, now: Date, onlyWorks?: ReadonlySet<string> }} options `template`: index.html
 *   made ready (stylesheet inlined, entry deferred); `onlyWorks`: the only work pages to render, the
 *   others left to the app shell (the browser tests' 1,000-work build)
 * @returns {Promise<RenderedSite>}
 */
export async function renderSite(server, nodes, { template, now, onlyWorks }) {
  const data = nodes ? server.publicDataOf(nodes) : null;
  const site = data ? data.site : server.siteOrSeed(null);
  const files = new Map();

  // Every value written into the HTML goes through the escaping helpers of src/app/seo/head-tags.ts.
  // Who she is, embedded alone in the pages that do not embed the whole site content (null: the seed's).
  const identity = server.identityOrSeed(site);
  const embeddedIdentity = server.jsonScriptTag(server.INITIAL_IDENTITY_ELEMENT_ID, site.identity ?? null);

  /**
   * A gallery's first work, its largest paint on a phone, fetched with the HTML too; on a work's
   * page, the work, drawn alone over the gallery (WorkPoster) at `sizes`.
   * @param {Artwork} artwork
   * @param {string} sizes
   */
  const artworkPreload = (artwork, sizes) => {
    const srcset = server.artworkSrcSet(artwork);
    return server.imagePreloadTag(srcset ? { srcset, sizes } : { href: artwork.image });
  };

  /** @param {PageParts} parts */
  const pageHtml = ({ route, appHtml, head, title, initialArtworks, initialSite }) => {
    const embedded =
      (initialArtworks ? server.jsonScriptTag(server.INITIAL_ARTWORKS_ELEMENT_ID, initialArtworks) : '') +
      (initialSite ? server.jsonScriptTag(server.INITIAL_SITE_CONTENT_ELEMENT_ID, initialSite) : embeddedIdentity);
    const titleTag = () => `<title>${server.escapeHtml(title ?? '')}</title>`;
    const titled = title === undefined ? template : template.replace(/<title>[^<]*<\/title>/, titleTag);
    return titled
      .replace('</head>', () => `${head}</head>`)
      .replace(
        /<div id="root" (data-entry="[^"]+")><\/div>/,
        (_, entry) =>
          `<div id="root" ${entry} data-route="${server.escapeHtml(route)}">${withoutPreloadsInHead(appHtml, head)}</div>${embedded}`,
      );
  };

  // The page a host serves for the routes that are not prerendered (the admin, the 404, another
  // letter case): the bare app, rather than the home page's HTML that would show until it loads.
  files.set('app-shell.html', template.replace('</head>', NOINDEX + '</head>'));

  // What Firebase Hosting serves with a 404 status: the app's "404: Not Found", readable at once.
  const notFound = await server.renderPage(NOT_FOUND_PATH, { artworks: {}, site });
  files.set('404.html', pageHtml({ route: NOT_FOUND_PATH, appHtml: notFound, head: NOINDEX }));

  /** @type {Page[]} */
  const pages = [
    { path: server.PATHS.home, kind: 'home', file: 'index.html' },
    { path: server.PATHS.press, kind: 'press', file: `${server.PATHS.press.slice(1)}.html` },
    { path: server.PATHS.rights, kind: 'rights', file: `${server.PATHS.rights.slice(1)}.html` },
  ];
  for (const gallery of server.GALLERIES) {
    const artworks = data?.works[gallery.type].toSorted((a, b) => server.compareDatabaseKeys(a.key, b.key));
    pages.push({ path: gallery.path, kind: 'gallery', gallery, artworks, file: `${gallery.path.slice(1)}.html` });
    const slugs = server.workSlugs((artworks ?? []).map((a) => a.key));
    for (const artwork of artworks ?? []) {
      const slug = slugs.get(artwork.key);
      // A slug that is not a plain path segment is left to the app shell: its file name could be
      // served under another address than the one the app links to.
      if (slug === undefined || encodeURIComponent(slug) !== slug) continue;
      const workPath = server.workPath(gallery.path, slug);
      if (onlyWorks && !onlyWorks.has(workPath)) continue;
      pages.push({ path: workPath, kind: 'work', gallery, artworks, artwork, file: `${workPath.slice(1)}.html` });
    }
  }

  for (const page of pages) {
    const { gallery, artworks, artwork } = page;
    const shownFirst = gallery && artworks ? server.worksShownFirst(gallery, artworks) : undefined;
    // A work's page embeds the work and its neighbours too, wherever it comes in the gallery, for
    // the viewer to open at once.
    const embedded = artwork && gallery && artworks ? server.worksOfWorkPage(gallery, artworks, artwork) : shownFirst;
    const initialArtworks = embedded && gallery ? { [gallery.type]: embedded } : undefined;
    const appHtml = await server.renderPage(page.path, { artworks: initialArtworks ?? {}, site });
    // The pages that show the site's content embed what they were rendered from, for hydration.
    const initialSite = page.kind === 'home' || page.kind === 'press' ? site : undefined;
    // The home page's head gives each event still to come as an ExhibitionEvent.
    const upcoming = page.kind === 'home' ? server.upcomingEvents(site, now) : undefined;
    const headPage = { path: page.path, kind: page.kind, title: gallery?.title, artworks, artwork, identity, upcoming };
    let head = server.headTags(headPage);
    if (page.kind === 'home') head += server.heroPreloads(site); // its largest image, fetched with the HTML
    if (artwork) head += artworkPreload(artwork, server.WORK_POSTER_SIZES);
    else if (shownFirst?.[0]) head += artworkPreload(shownFirst[0], server.MASONRY_CARD_SIZES);
    const route = server.routePatternOf(page.path);
    if (route === undefined) throw new Error(`prerender: no route renders ${page.path}`);
    const title = server.documentTitle(headPage);
    files.set(page.file, pageHtml({ route, appHtml, head, title, initialArtworks, initialSite }));
  }

  const workPaths = pages.filter((p) => p.kind === 'work').map((p) => p.path);
  files.set('sitemap.xml', server.sitemapXml([...server.PUBLIC_PATHS, ...workPaths], now.toISOString().slice(0, 10)));
  files.set('robots.txt', server.robotsTxt());

  // The calendar and the Atom feed, from the same data as the pages (docs/agenda-and-feeds.md).
  // Unknown works (no data) make a feed without works, the site's texts a calendar from the seed.
  const feeds = server.siteFeeds(data ? data.works : {}, site, now);
  files.set(server.AGENDA_FILE, feeds.agenda);
  files.set(server.FEED_FILE, feeds.feed);

  // What the pages were rendered from, deployed with them: `npm run publish` and the studio
  // compare it with the live data. Unknown data has no version: the next publication rebuilds.
  const version = data ? await server.dataVersion(data) : null;
  if (version) {
    files.set(server.DATA_VERSION_FILE, `${JSON.stringify({ version, publishedAt: now.toISOString() }, null, 2)}\n`);
  }
  return { files, pages: pages.length, works: workPaths.length, version };
}
