import { matchPath } from 'react-router-dom';
import type { ComponentType } from 'react';
import { GALLERIES, type Gallery } from '@/domain/galleries';
import { PATHS } from '@/domain/paths';
import { HomePage } from '@/features/home/home-page';
import { deferredPart } from '@/components/ui/deferred-part';
import { lazyPage } from './lazy-page';

/**
 * The route table. Paths match case-insensitively (react-router's default), so /Admin works.
 * Pages other than the home page load on demand, each with what it alone needs.
 */
export interface AppRoute {
  path: string;
  Page: ComponentType;
  /** Loads the page's code ahead of rendering (before hydrating a prerendered page). */
  preload?: () => Promise<void>;
}

// On the home page the press section sits below the fold: hydrated when the visitor comes near.
const homePress = deferredPart(async () => (await import('@/features/press/press-section')).PressSection);
const press = lazyPage(async () => (await import('@/features/press/press-page')).PressPage);
const rights = lazyPage(async () => (await import('@/app/rights-page')).RightsPage);
const gallery = lazyPage<{ gallery: Gallery }>(
  async () => (await import('@/features/gallery/gallery-page')).GalleryPage,
);
// A private selection: only its link leads there; never prerendered (docs/selections.md).
const selection = lazyPage(async () => (await import('./selection-route')).SelectionRoute);
const signIn = lazyPage(async () => (await import('@/features/admin/account/sign-in-page')).SignInPage);
// /addArticle and the studio share one module: one import, so one list of chunks to preload.
const adminModule = () => import('@/features/admin/shell/admin-page');
const admin = lazyPage(async () => (await adminModule()).AdminPage);
const studio = lazyPage(async () => (await adminModule()).StudioPage);

export const ROUTES: readonly AppRoute[] = [
  { path: PATHS.home, Page: () => <HomePage pressSection={<homePress.Part />} /> },
  { path: PATHS.press, Page: press.Page, preload: press.preload },
  { path: PATHS.rights, Page: rights.Page, preload: rights.preload },
  // A gallery, and each of its works at its own address (src/domain/work-address.ts).
  ...GALLERIES.map((g) => ({
    path: `${g.path}/:work?`,
    Page: () => <gallery.Page gallery={g} />,
    preload: gallery.preload,
  })),
  // A private selection at /selection/<id> (its id checked by the page: any other shows a notice).
  { path: `${PATHS.selection}/*`, Page: selection.Page, preload: selection.preload },
  { path: PATHS.signIn, Page: signIn.Page, preload: signIn.preload },
  { path: PATHS.admin, Page: admin.Page, preload: admin.preload },
  // The studio's screens, each at its own address below /studio (src/features/admin/shell/).
  { path: `${PATHS.studio}/*`, Page: studio.Page, preload: studio.preload },
];

/** The route a pathname reaches, or undefined for the 404. */
export function findRoute(pathname: string): AppRoute | undefined {
  return ROUTES.find((route) => matchPath({ path: route.path, caseSensitive: false, end: true }, pathname));
}
