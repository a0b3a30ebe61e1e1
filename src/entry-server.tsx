import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from '@/app/app-routes';
import { findRoute } from '@/app/routes';
import { preloadDeferredParts } from '@/components/ui/deferred-part';
import { InitialArtworksProvider, type InitialArtworks } from '@/features/gallery/initial-artworks';
import { InitialSiteContentProvider } from '@/hooks/initial-site-content';
import type { SiteContent } from '@/domain/site-content';
import { identityOrSeed } from '@/content/identity-seed';
import { cropSrcSet, PORTRAIT_MEDIA } from '@/domain/hero-crop';
import { imagePreloadTag } from '@/app/seo/head-tags';
import { HERO_SIZES } from '@/features/home/hero';

/*
 * Build-time rendering of the public pages (scripts/build/prerender.mjs), so that their text and
 * images do not wait for JavaScript. The browser then hydrates the same tree (src/main.tsx).
 */

export { GALLERIES } from '@/domain/galleries';
export { PATHS } from '@/domain/paths';
export { toArtwork } from '@/domain/database-reader';
export { seedRecords, scaledSeedRecords } from '@/backend/demo/seed';
export { backendKind, firebaseConfig, useEmulators } from '@/backend/config';
export { INITIAL_ARTWORKS_ELEMENT_ID } from '@/features/gallery/initial-artworks';
export { INITIAL_SITE_CONTENT_ELEMENT_ID } from '@/hooks/initial-site-content';
export { DEFAULT_SITE_CONTENT, siteOrSeed } from '@/content/site-seed';
export { identityOrSeed } from '@/content/identity-seed';
export { INITIAL_IDENTITY_ELEMENT_ID } from '@/hooks/use-identity';

/** What a page is rendered from: the works and the site's content known at build time. */
export interface InitialData {
  artworks: InitialArtworks;
  site: SiteContent;
}

export async function renderPage(path: string, initial: InitialData): Promise<string> {
  // The page's code, and the parts a page hydrates later, so that the HTML holds them.
  await Promise.all([findRoute(path)?.preload?.(), preloadDeferredParts()]);
  return renderToString(
    <StrictMode>
      <InitialSiteContentProvider value={initial.site}>
        <InitialArtworksProvider value={initial.artworks}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </InitialArtworksProvider>
      </InitialSiteContentProvider>
    </StrictMode>,
  );
}

export { compareDatabaseKeys } from '@/domain/keys';
export {
  headTags,
  documentTitle,
  sitemapXml,
  robotsTxt,
  PUBLIC_PATHS,
  escapeHtml,
  imagePreloadTag,
  jsonScriptTag,
} from '@/app/seo/head-tags';
export { workPath, workSlugs } from '@/domain/work-address';
export { AGENDA_FILE, FEED_FILE, siteFeeds, upcomingEvents } from '@/app/seo/feeds';

/**
 * The home page's hero preloads, one per <source> of the art-directed <picture> (hero.tsx), each
 * with its media query: the browser fetches, with the HTML, the very file the picture will pick.
 */
export function heroPreloads(site: SiteContent): string {
  const { landscape, portrait } = identityOrSeed(site).hero;
  return (
    imagePreloadTag({ srcset: cropSrcSet(portrait.sources), sizes: HERO_SIZES, media: PORTRAIT_MEDIA }) +
    imagePreloadTag({
      srcset: cropSrcSet(landscape.sources),
      sizes: HERO_SIZES,
      media: `not all and ${PORTRAIT_MEDIA}`,
    })
  );
}

/** The route pattern a path renders (a work's address renders its gallery's route). */
export function routePatternOf(path: string): string | undefined {
  return findRoute(path)?.path;
}
export { worksOfWorkPage, worksShownFirst } from '@/features/gallery/display-order';
export { MASONRY_CARD_SIZES } from '@/features/gallery/masonry';
export { WORK_POSTER_SIZES } from '@/features/gallery/work-poster';
export { artworkSrcSet, generatedImageSrcSet } from '@/domain/image-sizes';
export { dataVersion, DATA_VERSION_FILE } from '@/domain/data-version';
export { publicDataOf } from '@/backend/public-data';

/* The types scripts/build/render-site.mjs checks its calls with (it is typed through JSDoc). */
export type { RawPublicNodes } from '@/domain/data-version';
export type { Artwork } from '@/domain/artwork';
export type { Gallery } from '@/domain/galleries';
export type { HeadPage } from '@/app/seo/head-tags';
export type { InitialArtworks } from '@/features/gallery/initial-artworks';
export type { SiteContent } from '@/domain/site-content';
