// What the galleries should show on a fresh demo backend, computed from the seed file and the
// domain rules (docs/sort-orders.md) rather than written out by hand.
import { readFileSync } from 'node:fs';
import type { Artwork, ArtworkFields, ArtworkType } from '../../src/domain/artwork';
import { toArtwork } from '../../src/domain/database-reader';
import { compareDatabaseKeys } from '../../src/domain/keys';

const SEED_FILE = new URL('../../src/backend/demo/seed-artworks.json', import.meta.url);

/** Every seeded work, as the database holds it. */
export function seedArtworks(): Artwork[] {
  const raw = JSON.parse(readFileSync(SEED_FILE, 'utf8')) as Array<Record<string, unknown> & { key: string }>;
  return raw.map((record) => {
    const artwork = toArtwork(record.key, record);
    if (!artwork) throw new Error(`Invalid seed record ${record.key}`);
    return artwork;
  });
}

/** The seeded works of one type, in database key order (what the backend returns). */
export function seedArtworksOf(type: ArtworkType): Artwork[] {
  return seedArtworks()
    .filter((artwork) => artwork.type === type)
    .sort((a, b) => compareDatabaseKeys(a.key, b.key));
}

/** The accessible name of a work's card button: "{title}, n° {numéro}". */
export function cardName(artwork: Pick<Artwork, 'title' | 'subtitle'>): string {
  return artwork.subtitle ? `${artwork.title}, n° ${artwork.subtitle}` : artwork.title;
}

/** A new watercolour for the admin's tests: Aquarelles has no numéro 214 in the seed. */
export const NEW_WORK = {
  type: 'Aquarelles',
  title: 'Brise de mer 214',
  subtitle: '214',
  dimensions: '30 x 40 cm',
  description: 'Aquarelle peinte au Tréport, un matin de septembre.',
} as const satisfies ArtworkFields;
