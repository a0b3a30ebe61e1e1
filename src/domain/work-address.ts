/**
 * A work's own address: its gallery's path and a slug made from its database key
 * ("/aquarelles/12"). The key never changes when a title or description is edited, so neither
 * does the address; keys are unique within a type, and so are slugs.
 *
 * Records of the earlier site carry keys such as "undefined12": their slug drops the prefix
 * ("12") unless another work of the gallery is stored under "12" (a legacy duplicate), in which
 * case it keeps its key whole. The admin refuses a new numéro whose key, or legacy key, exists
 * (keysForNumero in keys.ts), so a slug cannot be taken over by a work added later.
 */

const LEGACY_KEY_PREFIX = 'undefined';

/** Each key's slug, for the keys of one gallery. */
export function workSlugs(keys: Iterable<string>): Map<string, string> {
  const all = new Set(keys);
  const slugs = new Map<string, string>();
  for (const key of all) {
    const rest = key.startsWith(LEGACY_KEY_PREFIX) ? key.slice(LEGACY_KEY_PREFIX.length) : '';
    slugs.set(key, rest !== '' && !all.has(rest) ? rest : key);
  }
  return slugs;
}

/** The address of a work with this slug in the gallery at `galleryPath`. */
export function workPath(galleryPath: string, slug: string): string {
  return `${galleryPath}/${encodeURIComponent(slug)}`;
}

/**
 * The slug a pathname asks for within the gallery at `galleryPath` (letter case aside), or null
 * when it asks for the gallery itself or for something else.
 */
export function slugFromPath(galleryPath: string, pathname: string): string | null {
  const prefix = `${galleryPath.toLowerCase()}/`;
  if (!pathname.toLowerCase().startsWith(prefix)) return null;
  const segment = pathname.slice(prefix.length).replace(/\/$/, '');
  if (segment === '' || segment.includes('/')) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The key of the work a slug names among a gallery's keys, or undefined when none does: its
 * slug, else its whole key (an address written before a duplicate disappeared, or by hand),
 * else either of them in another letter case when that is unambiguous.
 */
export function keyForSlug(keys: Iterable<string>, slug: string): string | undefined {
  const entries = [...workSlugs(keys)];
  const folded = slug.toLowerCase();
  const namings: ReadonlyArray<(key: string, keySlug: string) => boolean> = [
    (_, keySlug) => keySlug === slug,
    (key) => key === slug,
    (_, keySlug) => keySlug.toLowerCase() === folded,
    (key) => key.toLowerCase() === folded,
  ];
  for (const names of namings) {
    const matches = entries.filter(([key, keySlug]) => names(key, keySlug));
    if (matches.length === 1) return matches[0]![0];
  }
  return undefined;
}
