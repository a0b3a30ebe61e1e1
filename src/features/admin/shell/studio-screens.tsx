import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { STUDIO_PATHS } from '@/domain/studio-paths';

/**
 * The studio's screens: each at its own address under /studio, named in the navigation and in
 * the document's title. Each loads on demand, so that opening one screen loads only its code.
 */
export interface StudioScreen {
  /** The screen's address; `/*` when it has addresses of its own below it (a gallery, a work). */
  path: string;
  /** Its name in the navigation and in the document's title. */
  title: string;
  /** The navigation's group, when the screen is one of several under one heading. */
  group?: 'Textes du site';
  Screen: LazyExoticComponent<ComponentType>;
  /** Loads the screen's code ahead (the tests do, so that a screen renders at once). */
  load: () => Promise<unknown>;
}

type Load = () => Promise<{ default: ComponentType }>;
const screen = (load: Load) => ({ Screen: lazy(load), load });

export const STUDIO_SCREENS: readonly StudioScreen[] = [
  { path: `${STUDIO_PATHS.works}/*`, title: 'Œuvres', ...screen(() => import('../works/works-screen')) },
  { path: STUDIO_PATHS.add, title: 'Ajouter', ...screen(() => import('../works/add-screen')) },
  { path: STUDIO_PATHS.batch, title: 'Ajouter plusieurs œuvres', ...screen(() => import('../batch/batch-screen')) },
  { path: `${STUDIO_PATHS.press}/*`, title: 'Presse', ...screen(() => import('../press/press-screen')) },
  {
    path: STUDIO_PATHS.statement,
    title: 'La démarche',
    group: 'Textes du site',
    ...screen(() => import('../site-texts/statement-screen')),
  },
  {
    path: STUDIO_PATHS.exhibitions,
    title: 'Les expositions',
    group: 'Textes du site',
    ...screen(() => import('../site-texts/exhibitions-screen')),
  },
  {
    path: STUDIO_PATHS.books,
    title: 'Les livres et la vidéo',
    group: 'Textes du site',
    ...screen(() => import('../site-texts/books-screen')),
  },
  {
    path: STUDIO_PATHS.interventions,
    title: 'La carte « Interventions »',
    group: 'Textes du site',
    ...screen(() => import('../site-texts/interventions-screen')),
  },
  { path: STUDIO_PATHS.identity, title: 'Identité', ...screen(() => import('../identity/identity-screen')) },
  {
    path: `${STUDIO_PATHS.selections}/*`,
    title: 'Sélections',
    ...screen(() => import('../selections/selections-screen')),
  },
  { path: STUDIO_PATHS.trash, title: 'Corbeille', ...screen(() => import('../works/trash-screen')) },
  {
    path: STUDIO_PATHS.publication,
    title: 'Publication',
    ...screen(() => import('../publication/publication-screen')),
  },
  {
    path: STUDIO_PATHS.dossier,
    title: 'Dossier imprimable',
    ...screen(() => import('../dossier/dossier-screen')),
  },
];

/** The screen an address of the studio shows, or undefined (the studio then shows its works). */
export function studioScreenAt(pathname: string): StudioScreen | undefined {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return STUDIO_SCREENS.find((s) =>
    s.path.endsWith('/*') ? path === s.path.slice(0, -2) || path.startsWith(s.path.slice(0, -1)) : path === s.path,
  );
}
