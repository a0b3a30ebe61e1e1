import type { Artwork, ArtworkType } from '@/domain/artwork';
import { toArtwork } from '@/domain/database-reader';
import seedArtworks from './seed-artworks.json';

/**
 * The sample works the demo backend starts with: at least eight of every type, canvas works
 * over several years, numbers that exercise every sort order, some legacy keys ("undefined12"),
 * some works without dimensions, and two without a stored size, as the earlier site wrote them.
 * Their images are committed in public/images/oeuvres/ (docs/images.md): a large one, a thumbnail
 * and, for works with a size, a zoom version twice the large one's size. `type`: those of one
 * gallery only (the browser makes a gallery's on its first read).
 */
export function seedRecords(type?: ArtworkType): Artwork[] {
  const records: Artwork[] = [];
  for (const seed of seedArtworks) {
    if (type !== undefined && seed.type !== type) continue;
    const base = `/images/oeuvres/${seed.image}`;
    const artwork = toArtwork(seed.key, {
      ...seed,
      image: `${base}-1200.webp`,
      thumbnail: `${base}-800.webp`,
      ...(seed.width &&
        seed.height && { zoom: `${base}-2400.webp`, zoomWidth: seed.width * 2, zoomHeight: seed.height * 2 }),
    });
    if (!artwork) throw new Error(`Invalid seed artwork ${seed.key}`);
    records.push(artwork);
  }
  return records;
}

/**
 * A larger seed for the benchmark (VITE_DEMO_SEED_SIZE=200): the same works repeated under new
 * numbers, to show that a long gallery costs no more bytes before scrolling than a short one.
 */
export function scaledSeedRecords(perType: number): Artwork[] {
  const types = [...new Set(seedRecords().map((artwork) => artwork.type))];
  return types.flatMap((type) => [...scaledSeedOfType(type, perType)]);
}

/**
 * The larger seed's works of one type, made only when asked, one by one: the browser makes a
 * gallery's works when a page first reads that gallery (createDemoBackend's `seed` as a function),
 * in slices, not the thousands of the other galleries too.
 */
export function* scaledSeedOfType(type: ArtworkType, perType: number): Generator<Artwork> {
  const list = seedRecords(type);
  for (let i = 0; i < perType && list.length > 0; i++) {
    const model = list[i % list.length]!;
    if (i < list.length) yield model;
    else {
      const numero = String(1000 + i);
      yield {
        ...model,
        key: numero,
        subtitle: numero,
        title: `${model.title.replace(/\d+/g, '').trim()} ${numero}`,
      };
    }
  }
}
