// Backups in the studio (src/features/admin/publication/), on the demo backend: a backup exported,
// the data wiped and changed again, the file restored, and the galleries, the trash and the home
// page are as they were, the photos byte for byte. Every test starts from a fresh context.
import type { Page } from '@playwright/test';
import type { DemoBackend } from '../src/backend/demo/demo-backend';
import { ARTWORK_TYPES, type Artwork } from '../src/domain/artwork';
import { galleryOf } from '../src/domain/galleries';
import { PATHS } from '../src/domain/paths';
import { STUDIO_PATHS } from '../src/domain/studio-paths';
import { signInAsAdmin } from './support/admin-pages';
import { addArtworkThroughDemo, deleteArtworkThroughDemo, waitForDemoBackend } from './support/demo-backend';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { hydrateDeferredParts } from './support/hydration';
import { cardName, seedArtworksOf } from './support/seed-artworks';

type DemoWindow = Window & { portfolioDemo?: DemoBackend };

const INTERVENTIONS = 'Ateliers de pâte à papier au printemps, sur inscription à la mairie.';

/**
 * Everything the pages read (every gallery, the trash, the site), image fields aside: the demo
 * shows its uploaded images through object URLs, new on every read. The images are compared
 * apart, byte for byte (storedImages).
 */
async function readData(page: Page): Promise<unknown> {
  return page.evaluate(
    async (types) => {
      const backend = (window as DemoWindow).portfolioDemo!;
      const once = <T>(subscribe: (onData: (value: T) => void, onError: (error: Error) => void) => () => void) =>
        new Promise<T>((resolve, reject) => {
          const stop = subscribe((value) => {
            queueMicrotask(() => stop());
            resolve(value);
          }, reject);
        });
      const withoutImages = (value: unknown) =>
        JSON.parse(
          JSON.stringify(value, (key, item: unknown) => (['image', 'thumbnail', 'zoom'].includes(key) ? '·' : item)),
        ) as unknown;
      const works = await Promise.all(
        types.map((type) => once<unknown>((onData, onError) => backend.subscribeArtworks(type, onData, onError))),
      );
      const trash = await once<{ type: string; key: string }[]>((onData, onError) =>
        backend.subscribeTrash(onData, onError),
      );
      trash.sort((a, b) => `${a.type}/${a.key}`.localeCompare(`${b.type}/${b.key}`));
      const site = await once<unknown>((onData, onError) => backend.subscribeSite(onData, onError));
      return withoutImages({ works, trash, site });
    },
    [...ARTWORK_TYPES],
  );
}

/** The demo's stored images (IndexedDB), by name, as SHA-256 of their bytes. */
async function storedImages(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('portfolio-demo');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
    });
    const read = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
      });
    const store = db.transaction('images').objectStore('images');
    const [keys, blobs] = await Promise.all([read(store.getAllKeys()), read(store.getAll() as IDBRequest<Blob[]>)]);
    db.close();
    const hashes: Record<string, string> = {};
    for (const [i, key] of keys.entries()) {
      const digest = await crypto.subtle.digest('SHA-256', await blobs[i]!.arrayBuffer());
      hashes[String(key)] = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
    }
    return hashes;
  });
}

/** The studio's "Publication" screen, where the backups are. */
async function openBackups(page: Page): Promise<void> {
  await page.goto(STUDIO_PATHS.publication);
  await waitForDemoBackend(page);
  await expect(page.getByRole('region', { name: 'Sauvegardes', exact: true })).toBeVisible();
}

function backupSection(page: Page) {
  const section = page.getByRole('region', {
    name: 'Sauvegardes',
    exact: true,
  });
  return {
    section,
    exportButton: section.getByRole('button', {
      name: 'Exporter une sauvegarde',
      exact: true,
    }),
    file: section.getByLabel('Fichier de sauvegarde (.zip)', { exact: true }),
    changes: section.getByRole('table', {
      name: 'Œuvres que la restauration changerait',
    }),
    confirm: section.getByRole('checkbox', {
      name: 'Je veux remplacer les données actuelles par celles de cette sauvegarde.',
    }),
    replace: section.getByRole('button', {
      name: 'Remplacer les données actuelles',
      exact: true,
    }),
    alert: section.getByRole('alert'),
  };
}

/** The counts of a gallery's row in the table of changes: added, changed, removed. */
async function rowCounts(page: Page, label: string): Promise<string[]> {
  const row = backupSection(page).changes.getByRole('row', {
    name: new RegExp(`^${label} `),
  });
  return row.getByRole('cell').allInnerTexts();
}

test.describe('backups in the studio', () => {
  // Photos drawn and stored in the browser, four page loads: room for a busy machine.
  test.setTimeout(150_000);
  test.use({ viewport: { width: 1440, height: 900 } });

  // The studio logs what it refused (console.error), as for every failure: the bad file's step
  // checks that it logged that one error, and the fixture that nothing else was logged.
  test.use({ allowedConsoleErrors: [/BackupError/] });

  test('a file that is not a backup is refused with a French message, and nothing changes; export, wipe, change, restore: the galleries, the trash, the home page and the photos are as before', async ({
    page,
    consoleErrors,
  }) => {
    await signInAsAdmin(page);
    await openBackups(page);
    const backup = backupSection(page);

    await test.step('a file that is not a backup is refused with a French message, and nothing changes', async () => {
      const before = await readData(page);
      await backup.file.setInputFiles({
        name: 'vacances.zip',
        mimeType: 'application/zip',
        buffer: Buffer.from('photos'),
      });
      await expect(backup.alert).toHaveText(
        "Ce fichier n'est pas une sauvegarde : ce n'est pas une archive ZIP lisible.",
      );
      await expect(backup.changes).toHaveCount(0);
      expect(await readData(page)).toEqual(before);
      await expectNoAxeViolations(page, {
        include: 'section[aria-labelledby="sauvegardes"]',
      });
      await expect.poll(() => consoleErrors.filter((error) => /BackupError/.test(error.text)).length).toBe(1);
    });

    await test.step('export, wipe, change, restore: the galleries, the trash, the home page and the photos are as before', async () => {
      const [first, second] = seedArtworksOf('Aquarelles') as [Artwork, Artwork];

      // Data the seed does not hold: a work with its photo, a seed work in the trash, a new text.
      const added = await addArtworkThroughDemo(page, {
        title: 'Brume sur la Seine',
        subtitle: '901',
        type: 'Aquarelles',
        description: 'Matin de novembre.',
        dimensions: '30 x 40',
      });
      await deleteArtworkThroughDemo(page, first);
      await page.evaluate(async (text) => {
        const demo = (window as DemoWindow).portfolioDemo!;
        // The save states what it starts from: the text stored now (none yet: the seed's, which
        // the write path takes for a missing section).
        const stored = await new Promise<string | undefined>((resolve, reject) => {
          const stop = demo.subscribeSite((site) => {
            resolve(site?.interventions);
            queueMicrotask(() => stop());
          }, reject);
        });
        await demo.saveSiteSection('interventions', text, stored as string);
      }, INTERVENTIONS);
      const before = await readData(page);
      const imagesBefore = await storedImages(page);
      expect(Object.keys(imagesBefore)).toHaveLength(3);

      // Export: one ZIP downloaded.
      const downloading = page.waitForEvent('download');
      await backup.exportButton.click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^sauvegarde-portfolio-\d{4}-\d{2}-\d{2}-\d{4}\.zip$/);
      const file = test.info().outputPath(download.suggestedFilename());
      await download.saveAs(file);
      await expect(backup.section.getByText(/^Sauvegarde téléchargée/)).toBeVisible();

      // Wipe: the seed again, no uploaded photo left; then another change on top of it.
      await page.evaluate(() => (window as DemoWindow).portfolioDemo!.reset());
      await deleteArtworkThroughDemo(page, second);
      expect(await storedImages(page)).toEqual({});
      expect(await readData(page)).not.toEqual(before);

      // Restore: the file is checked and what it would change is shown before anything changes.
      await backup.file.setInputFiles(file);
      await expect(backup.changes).toBeVisible();
      // Aquarelles: the added work and `second` come back, `first` goes (it is in the backup's trash).
      expect(await rowCounts(page, 'Aquarelles')).toEqual(['2', '0', '1']);
      expect(await rowCounts(page, 'Corbeille')).toEqual(['1', '0', '1']);
      await expect(backup.section.getByText('La carte « Interventions » : modifiée')).toBeVisible();
      await expect(backup.replace).toBeDisabled();

      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await backup.section.scrollIntoViewIfNeeded();
        // Nothing wider than the section (a long file name wraps), and the table fits a phone.
        expect(await backup.section.evaluate((section) => section.scrollWidth <= section.clientWidth)).toBe(true);
        expect(
          await backup.changes.evaluate(
            (table) => table.parentElement!.scrollWidth <= table.parentElement!.clientWidth,
          ),
        ).toBe(true);
        await expectNoAxeViolations(page, {
          include: 'section[aria-labelledby="sauvegardes"]',
        });
        await backup.section.screenshot({
          path: test.info().outputPath(`backup-${width}.png`),
        });
      }

      await backup.confirm.check();
      await backup.replace.click();
      await expect(backup.section.getByText(/^Sauvegarde restaurée : /)).toBeVisible();
      await expect(backup.alert).toHaveCount(0);

      // `second` was in the trash: back in its gallery it is created afresh, and a seed work (no
      // creation time, like the earlier site's) gets one, since database.rules.json creates no work
      // without it (docs/backups.md).
      const after = (await readData(page)) as {
        works: { key: string; created?: number }[][];
      };
      const putBack = after.works[ARTWORK_TYPES.indexOf('Aquarelles')]!.find((work) => work.key === second.key)!;
      expect(putBack.created).toEqual(expect.any(Number));
      delete putBack.created;
      expect(after).toEqual(before);
      expect(await storedImages(page)).toEqual(imagesBefore);

      // As a visitor sees it: the trash in the studio, the gallery, the home page.
      await page.goto(STUDIO_PATHS.trash);
      const trash = page.getByRole('region', {
        name: 'Corbeille',
        exact: true,
      });
      await expect(trash.getByText(first.title, { exact: false }).first()).toBeVisible();
      await page.goto(galleryOf('Aquarelles').path);
      await waitForDemoBackend(page);
      await expect(page.getByRole('link', { name: cardName(added), exact: true })).toBeAttached();
      await expect(page.getByRole('link', { name: cardName(second), exact: true })).toBeAttached();
      await expect(page.getByRole('link', { name: cardName(first), exact: true })).toHaveCount(0);
      await page.goto(PATHS.home);
      await hydrateDeferredParts(page);
      await expect(page.getByText(INTERVENTIONS)).toBeVisible();
    });
  });
});
