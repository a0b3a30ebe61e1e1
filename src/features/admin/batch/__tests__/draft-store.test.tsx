import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STUDIO_PATHS } from '@/domain/studio-paths';
import { PREPARED, stubObjectUrls } from '@/test/photos';
import { createTestBackend, TEST_ADMIN } from '@/test/test-backend';
import { renderAdminForms, STUDIO_RENDER } from '../../__tests__/admin-test-utils';
import { openDraftStore, type DraftStore, type StoredDraft } from '../draft-store';
import { photo } from '../../__tests__/studio-fakes';

/*
 * jsdom's Blob is not one that Node's structured clone (which fake-indexeddb uses) knows: it would
 * come back as a plain object. Node's own Blob and File come back as a browser's do.
 */
beforeEach(() => {
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('File', NodeFile);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stored(
  owner: string,
  created: number,
  name: string,
  fields: Partial<StoredDraft['fields']> = {},
): StoredDraft {
  return {
    id: crypto.randomUUID(),
    owner,
    created,
    fields: { title: '', subtitle: '', years: '', dimensions: '', ...fields },
    photo: new File([`bytes of ${name}`], name, { type: 'image/jpeg', lastModified: 1_700_000_000_000 }),
  };
}

describe('the drafts store', () => {
  let store: DraftStore;
  beforeEach(async () => {
    store = openDraftStore(`drafts-test-${crypto.randomUUID()}`);
  });
  afterEach(() => store.close());

  it('gives back her drafts, oldest first, with their photos whole', async () => {
    const later = stored('painter', 2, 'Port 2.jpg', { title: 'Port 2', subtitle: '2' });
    const earlier = stored('painter', 1, 'Port 1.jpg');
    await store.add([later, earlier, stored('someone-else', 0, 'Autre 3.jpg')]);

    const drafts = await store.list('painter');
    expect(drafts.map((d) => d.photo.name)).toEqual(['Port 1.jpg', 'Port 2.jpg']);
    expect(drafts[1]!.fields).toEqual(later.fields);
    expect(drafts[1]!.photo.type).toBe('image/jpeg');
    expect(drafts[1]!.photo.lastModified).toBe(1_700_000_000_000);
    expect(await drafts[1]!.photo.text()).toBe('bytes of Port 2.jpg');
    expect(drafts[1]!.prepared).toBeUndefined();
  });

  it('keeps what she types, the prepared photo, the batch gallery, and forgets what she removes', async () => {
    const [a, b] = [stored('painter', 1, 'a.jpg'), stored('painter', 2, 'b.jpg')];
    await store.add([a, b]);
    await store.saveFields(a.id, { title: 'Brume 4', subtitle: '4', years: '2024', dimensions: '30 x 40' });
    const prepared = { ...PREPARED, large: new Blob(['large']), thumbnail: new Blob(['t']), zoom: new Blob(['z']) };
    await store.savePrepared(a.id, prepared);
    await store.setBatchType('painter', 'Peinture sur Toile');

    const [first] = await store.list('painter');
    expect(first!.fields).toEqual({ title: 'Brume 4', subtitle: '4', years: '2024', dimensions: '30 x 40' });
    expect(first!.prepared?.width).toBe(PREPARED.width);
    expect(await first!.prepared?.thumbnail.text()).toBe('t');
    expect(await store.batchType('painter')).toBe('Peinture sur Toile');
    expect(await store.batchType('someone-else')).toBeUndefined();

    await store.remove(a.id);
    expect((await store.list('painter')).map((d) => d.id)).toEqual([b.id]);
    await store.add([stored('someone-else', 3, 'c.jpg')]);
    await store.removeAll('painter');
    expect(await store.list('painter')).toEqual([]);
    expect(await store.list('someone-else')).toHaveLength(1);
  });
});

describe('Ajouter plusieurs œuvres after a reload', STUDIO_RENDER, () => {
  it('shows the drafts kept in the store, as she left them', async () => {
    stubObjectUrls();
    photo.preparePhoto.mockResolvedValue(PREPARED);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = openDraftStore();
    await store.removeAll(TEST_ADMIN.uid);
    await store.setBatchType(TEST_ADMIN.uid, 'Peinture sur Toile');
    await store.add([
      stored(TEST_ADMIN.uid, 1, 'Brume 4.jpg', { title: 'Brume 4', subtitle: '4', years: '2023' }),
      stored(TEST_ADMIN.uid, 2, 'IMG_2041.jpg', { title: 'Le verger', subtitle: '' }),
      stored('another-admin', 3, 'Autre 9.jpg', { title: 'Autre 9', subtitle: '9' }),
    ]);
    store.close();

    await renderAdminForms(createTestBackend(), { at: STUDIO_PATHS.batch });
    expect(
      await screen.findByText('2 brouillons · photos prêtes : 2 sur 2 · 1 complet.', {}, STUDIO_RENDER),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Galerie du lot')).toHaveValue('Peinture sur Toile');
    const titles = screen.getAllByLabelText('Titre').map((input) => (input as HTMLInputElement).value);
    expect(titles).toEqual(['Brume 4', 'Le verger']);
    expect(screen.getAllByLabelText('Année').map((input) => (input as HTMLInputElement).value)).toEqual(['2023', '']);
    expect(screen.queryByDisplayValue('Autre 9')).not.toBeInTheDocument();
    // The kept photos are prepared again, from the original files.
    expect(photo.preparePhoto.mock.calls.map(([file]) => (file as File).name)).toEqual(['Brume 4.jpg', 'IMG_2041.jpg']);
  });
});
