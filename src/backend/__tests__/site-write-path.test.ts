/**
 * The shared write path (src/backend/write-path.ts) for the `site` node, on the in-memory store
 * the unit tests use: sections written whole, pictures uploaded first and removed when no
 * longer shown, the import of src/content/ on a fresh project, and nothing half-done on failure.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_CONTENT } from '@/content/site-seed';
import type { PressClipping, SiteContent } from '@/domain/site-content';
import { PREPARED } from '@/test/photos';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

let clock = 1_700_000_000_000;

beforeEach(() => {
  // Every upload gets its own name (its time), as on a real clock.
  vi.spyOn(Date, 'now').mockImplementation(() => ++clock);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const SITE: SiteContent = structuredClone(DEFAULT_SITE_CONTENT);

/** The names queued at imageDeletions/, waiting to be deleted. */
function queuedImages(backend: TestBackend): string[] {
  return [...backend.persistence.changes]
    .filter(([path, value]) => path.startsWith('imageDeletions/') && value !== null)
    .map(([path]) => path.slice('imageDeletions/'.length))
    .sort();
}

const appendClipping = (alt: string) => ({
  photo: PREPARED,
  into: (press: PressClipping[], picture: Omit<PressClipping, 'alt'>) => [...press, { ...picture, alt }],
});

describe('the write path: site sections', () => {
  it('writes a section whole and the pages read it back', async () => {
    const backend = createTestBackend({ site: SITE });
    await backend.saveSiteSection('exhibitions', ['Salon de Caen', 'Biennale de Rouen'], SITE.exhibitions);
    const site = await backend.readSite();
    expect(site?.exhibitions).toEqual(['Salon de Caen', 'Biennale de Rouen']);
    expect(site?.statement).toEqual(SITE.statement);
  });

  it('stores an empty list as nothing, read back as empty (not the seed)', async () => {
    const backend = createTestBackend({ site: SITE });
    await backend.saveSiteSection('exhibitions', [], SITE.exhibitions);
    expect((await backend.readSite())?.exhibitions).toEqual([]);
  });

  it('uploads a clipping like a work (three pictures, upload-time names), then writes it in place', async () => {
    const backend = createTestBackend({ site: SITE });
    const written = await backend.saveSiteSection('press', SITE.press, SITE.press, appendClipping('Le nouvel article'));
    const added = written.at(-1)!;
    expect(written).toHaveLength(SITE.press.length + 1);
    expect(added).toMatchObject({ alt: 'Le nouvel article', width: 2000, height: 1500, zoomWidth: 3200 });
    expect(added.image).toMatch(/^demo-image:\d{13}$/);
    expect(added.thumbnail).toBe(`${added.image}-thumb`);
    expect(added.zoom).toBe(`${added.image}-zoom`);
    expect(backend.persistence.images.size).toBe(3);
    expect((await backend.readSite())?.press).toHaveLength(SITE.press.length + 1);
  });

  it('queues the pictures of a clipping for deletion once the section without it is written', async () => {
    const backend = createTestBackend({ site: SITE });
    const written = await backend.saveSiteSection('press', SITE.press, SITE.press, appendClipping('À retirer'));
    expect(backend.persistence.images.size).toBe(3);
    await backend.saveSiteSection('press', written.slice(0, -1), written);
    const name = written.at(-1)!.image.replace('demo-image:', '');
    expect(queuedImages(backend)).toEqual([name, `${name}-thumb`, `${name}-zoom`]);
    expect(backend.persistence.images.size).toBe(3);
    expect((await backend.readSite())?.press).toEqual(SITE.press);
  });

  it('keeps the pictures when a clipping only moves', async () => {
    const backend = createTestBackend({ site: SITE });
    const written = await backend.saveSiteSection('press', SITE.press, SITE.press, appendClipping('Déplacé'));
    await backend.saveSiteSection('press', [written.at(-1)!, ...written.slice(0, -1)], written);
    expect(backend.persistence.images.size).toBe(3);
    expect((await backend.readSite())?.press[0]?.alt).toBe('Déplacé');
  });

  it('removes the freshly uploaded pictures and writes nothing when the save is refused', async () => {
    const backend = createTestBackend({ site: SITE });
    backend.store.failNext('transact', 'permission-denied');
    await expect(
      backend.saveSiteSection('press', SITE.press, SITE.press, appendClipping('Refusé')),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(backend.persistence.images.size).toBe(0);
    expect((await backend.readSite())?.press).toEqual(SITE.press);
  });

  it('says the session expired when a refusal comes from a signed-out admin', async () => {
    const backend = createTestBackend({ site: SITE, signedIn: null });
    await expect(backend.saveSiteSection('interventions', 'Texte', SITE.interventions)).rejects.toMatchObject({
      code: 'session-expired',
    });
  });

  it('imports the copy of src/content/ on a fresh project, once', async () => {
    const backend = createTestBackend();
    expect(await backend.readSite()).toBeNull();
    expect(await backend.importSiteContent(DEFAULT_SITE_CONTENT)).toBe(true);
    expect(await backend.readSite()).toEqual(DEFAULT_SITE_CONTENT);
    await backend.saveSiteSection('interventions', 'Modifié', DEFAULT_SITE_CONTENT.interventions);
    expect(await backend.importSiteContent(DEFAULT_SITE_CONTENT)).toBe(false);
    expect((await backend.readSite())?.interventions).toBe('Modifié');
  });
});
