import { ARTIST } from '../../src/content/artist';

/*
 * The spec's route table (SPEC section 2), written out here rather than read from the app's own
 * tables, so that the browser tests check the app against the spec.
 */

/** The six galleries and their titles. */
export const SPEC_GALLERIES = [
  { path: '/pate-a-papier', title: 'Pâte à papier' },
  { path: '/aquarelles', title: 'Aquarelle' },
  { path: '/peinture-sur-toile', title: 'Peinture sur toile' },
  { path: '/vrac', title: 'Photos en vrac' },
  { path: '/peintures-sur-papier', title: 'Peinture sur papier' },
  { path: '/ateliers', title: 'Interventions' },
] as const;

export const PRESS_TITLE = 'Articles de presse';
export const NOT_FOUND = '404: Not Found';
/**
 * What Chromium logs when a page answers with a 404 status, as unknown paths do: tests that
 * visit one allow it (the network fixture still fails on any missing image, script or style).
 */
export const NOT_FOUND_STATUS_LOGGED = 'the server responded with a status of 404 (Not Found)';

/** Every public route and the level-1 heading it shows. */
export const SPEC_PUBLIC_ROUTES: ReadonlyArray<{ path: string; h1: string }> = [
  { path: '/', h1: ARTIST.name },
  { path: '/presse', h1: PRESS_TITLE },
  ...SPEC_GALLERIES.map((g) => ({ path: g.path, h1: g.title })),
];
