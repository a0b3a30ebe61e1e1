// @vitest-environment node
/**
 * The studio's own writes, under database.rules.json: the shared write path
 * (src/backend/write-path.ts) runs on a store whose every write is first put to the rules by
 * targaryen, as the admin, and refused as the Realtime Database would refuse it. Adding,
 * editing, moving, deleting, restoring and purging works, measuring a legacy image, importing
 * and saving every site section must all pass: a rule that refused one of them would lock the
 * painter out of it.
 */
import { describe, expect, it } from 'vitest';
import { createWritePath } from '@/backend/write-path';
import type { Artwork, ArtworkFields, ArtworkType } from '@/domain/artwork';
import { toArtwork } from '@/domain/database-reader';
import { newSelectionId } from '@/domain/selection';
import { DEFAULT_SITE_CONTENT } from '@/content/site-seed';
import type { PressClipping, SiteContent } from '@/domain/site-content';
import { PREPARED } from '@/test/photos';
import { LEGACY, RulesStore, tickingClockInEachTest, type Tree } from './rules-store';

// Every upload gets its own name (its time), on a clock that starts now.
tickingClockInEachTest();

function setUp(tree: Tree = { articles: LEGACY.articles }) {
  const store = new RulesStore(tree);
  return { store, writes: createWritePath(store) };
}

const FIELDS: ArtworkFields = {
  title: 'Falaises au couchant 30',
  subtitle: '30',
  type: 'Peinture sur Toile',
  years: 2024,
  description: 'Huile sur toile.\nSignée en bas à droite.\r\n\tCollection privée.',
  dimensions: '80 x 100 cm',
};

/** The work stored at articles/{type}/{key}, as the studio reads it. */
async function stored(store: RulesStore, type: ArtworkType, key: string): Promise<Artwork> {
  const work = toArtwork(key, await store.read(`articles/${type}/${key}`), type);
  expect(work, `articles/${type}/${key}`).not.toBeNull();
  return work!;
}

describe('the write path’s writes pass the rules', { timeout: 60_000 }, () => {
  it('adds, edits, re-photographs, moves, deletes, restores and purges a work', async () => {
    const { store, writes } = setUp();

    const added = await writes.addArtwork(FIELDS, PREPARED);
    expect(added).toMatchObject({ key: '30', created: expect.any(Number) });

    const evening = { ...FIELDS, title: 'Falaises, le soir 30' };
    const edited = await writes.updateArtwork(added, evening, null);
    const rephotographed = await writes.updateArtwork(edited, evening, PREPARED);
    expect(rephotographed.image).not.toBe(added.image);

    const moved = await writes.updateArtwork(
      rephotographed,
      { ...evening, type: 'Aquarelles', years: undefined },
      null,
    );
    expect(await store.read('articles/Peinture sur Toile/30')).toBeNull();

    const trashed = await writes.deleteArtwork(await stored(store, 'Aquarelles', moved.key));
    const restored = await writes.restoreArtwork(trashed);
    expect(restored).toMatchObject({ title: 'Falaises, le soir 30', created: added.created });

    await writes.purgeArtwork(await writes.deleteArtwork(await stored(store, 'Aquarelles', restored.key)));
    expect(await store.read('trash/Aquarelles/30')).toBeNull();
    // The replaced photo's images and the purged work's are queued for deletion, not deleted:
    // the deployed pages may still show them (imageDeletions, under the rules too).
    const queued = Object.keys((await store.read('imageDeletions')) as Record<string, unknown>);
    expect(new Set(queued)).toEqual(new Set(store.images.keys()));
    expect(queued).toHaveLength(6);
    expect(store.refusals).toEqual([]);
  });

  it('sells a work, keeps her notes on it through a move, a deletion and a restore, then purges both', async () => {
    const { store, writes } = setUp();
    const added = await writes.addArtwork({ ...FIELDS, technique: 'Huile sur toile' }, PREPARED);
    const sold = await writes.updateArtwork(
      added,
      { ...FIELDS, technique: 'Huile sur toile', status: 'vendue', price: 2400, priceShown: true },
      null,
    );
    const notes = { notes: 'Vernie.', location: 'Chez l’acheteur', buyer: 'M. Durand', soldOn: '2024-05-17' };
    await writes.savePrivateNotes(sold, notes, null);
    const moved = await writes.updateArtwork(
      sold,
      { ...FIELDS, type: 'Aquarelles', years: 2024, status: 'vendue', price: 2400 },
      null,
    );
    expect(await store.read(`privateNotes/Aquarelles/${moved.key}`)).toEqual(notes);
    const restored = await writes.restoreArtwork(
      await writes.deleteArtwork(await stored(store, 'Aquarelles', moved.key)),
    );
    expect(restored).toMatchObject({ status: 'vendue', price: 2400 });
    await writes.purgeArtwork(await writes.deleteArtwork(await stored(store, 'Aquarelles', restored.key)));
    expect(await store.read(`privateNotes/Aquarelles/${moved.key}`)).toBeNull();
    expect(store.refusals).toEqual([]);
  });

  it('creates, disables and deletes a selection', async () => {
    const { store, writes } = setUp();
    const selection = {
      id: newSelectionId(),
      title: 'Pour Jean',
      message: 'Les aquarelles dont nous avons parlé.\nÀ bientôt.',
      showPrices: false,
      disabled: false,
      created: Date.now(),
      works: [{ type: 'Aquarelles' as const, key: 'undefined12' }],
    };
    await writes.saveSelection(selection, null);
    await writes.saveSelection({ ...selection, disabled: true }, selection);
    await writes.deleteSelection({ ...selection, disabled: true });
    expect(await store.read(`selections/${selection.id}`)).toBeNull();
    expect(store.refusals).toEqual([]);
  });

  it('measures, edits, deletes and restores works of the earlier site, under their legacy keys', async () => {
    const { store, writes } = setUp();
    for (const [type, key] of [
      ['Aquarelles', 'undefined3'],
      ['Peinture sur Toile', '7'],
      ['Pâte à papier', 'undefined11'],
      ['ateliers', 'undefined14'],
    ] as const) {
      const legacy = await stored(store, type, key);
      expect(await writes.recordImageSize(legacy, { width: 4000, height: 3000 })).toBe(true);
      const edited = await writes.updateArtwork(
        await stored(store, type, key),
        { ...legacy, description: 'Retouché.' },
        null,
      );
      const restored = await writes.restoreArtwork(await writes.deleteArtwork(edited));
      // Back in place it is a creation: it gets a creation time.
      expect(restored).toMatchObject({ key, description: 'Retouché.', width: 3200, created: expect.any(Number) });
    }
    expect(store.refusals).toEqual([]);
  });

  it('imports the site, then saves every section as the studio does', async () => {
    const { store, writes } = setUp({});
    expect(await writes.importSiteContent(DEFAULT_SITE_CONTENT)).toBe(true);

    const site: SiteContent = structuredClone(DEFAULT_SITE_CONTENT);
    // Each save starts from what is stored, as the studio's forms do.
    const save = async <S extends keyof SiteContent>(
      section: S,
      value: SiteContent[S],
      picture?: Parameters<typeof writes.saveSiteSection<S>>[3],
    ) => writes.saveSiteSection(section, value, (await store.read(`site/${section}`)) as SiteContent[S], picture);
    await save('statement', {
      title: 'Le temps',
      paragraphs: ['Premier paragraphe,\nsur deux lignes.', 'Second\tparagraphe.'],
    });
    await save('exhibitions', ['Salon de Caen', ...site.exhibitions]);
    await save('exhibitions', []);
    await save('interventions', 'Ateliers dans les écoles.\nEt au musée.');
    await save('books', {
      ...site.books,
      items: [...site.books.items, { title: 'Carnets', year: 2024, text: 'Un carnet.\nDeux carnets.' }],
    });
    await save('books', site.books, {
      photo: PREPARED,
      into: (books, picture) => ({
        ...books,
        items: books.items.map((book, i) =>
          i === 0 ? { ...book, cover: { ...picture, alt: 'La couverture' } } : book,
        ),
      }),
    });
    const press = await save('press', site.press, {
      photo: PREPARED,
      into: (clippings: PressClipping[], picture) => [
        ...clippings,
        { ...picture, alt: 'Article sur l’exposition', source: 'Ouest-France', date: 'mars 2024' },
      ],
    });
    await save('press', press.slice(0, -1));
    expect(store.refusals).toEqual([]);
  });
});
