import { ARTWORK_TYPES } from '@/domain/artwork';
import { GALLERIES, galleryOf, type Gallery } from '@/domain/galleries';
import { STUDIO_PATHS } from '@/domain/studio-paths';

/** What an address under /studio/oeuvres asks for. */
export type WorksRoute =
  /** A gallery's works (/studio/oeuvres itself shows the first type's, as the tabs list them). */
  | { kind: 'gallery'; gallery: Gallery }
  /** One work's editor, by its gallery and its database key. */
  | { kind: 'work'; gallery: Gallery; key: string }
  /** An address of no gallery, or deeper than a work. */
  | { kind: 'unknown' };

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Reads an address of the works: "/studio/oeuvres/aquarelles" is the watercolours' grid,
 * "/studio/oeuvres/aquarelles/undefined12" the editor of the work stored under that key (the
 * key, not the public slug: a legacy key is the only name the database has for its record).
 * The gallery's part ignores letter case, as the public galleries do; the key keeps it.
 */
export function worksRouteAt(pathname: string): WorksRoute {
  const rest = pathname.replace(/\/+$/, '');
  const base = STUDIO_PATHS.works;
  if (rest.toLowerCase() === base) return { kind: 'gallery', gallery: galleryOf(ARTWORK_TYPES[0]) };
  if (!rest.toLowerCase().startsWith(`${base}/`)) return { kind: 'unknown' };
  const [galleryPart = '', key, ...deeper] = rest.slice(base.length + 1).split('/');
  const gallery = GALLERIES.find((g) => g.path.slice(1) === galleryPart.toLowerCase());
  if (!gallery || deeper.length > 0) return { kind: 'unknown' };
  if (key === undefined) return { kind: 'gallery', gallery };
  return key === '' ? { kind: 'unknown' } : { kind: 'work', gallery, key: decoded(key) };
}
