// The studio's printable dossier (docs/dossier.md) on the demo backend, printed by Chromium's own
// PDF printer (what "Enregistrer en PDF" gives her), then read back with unpdf: a cover with her
// name and contacts, her statement, her CV, and one page per work with its title and its image;
// nothing of the studio around it (navigation, buttons) on paper.
import type { Page } from '@playwright/test';
import { definePDFJSModule, extractText, getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import { SEED_IDENTITY } from '../src/content/identity-seed';
import { DEFAULT_SITE_CONTENT } from '../src/content/site-seed';
import type { Artwork } from '../src/domain/artwork';
import { displaySequence } from '../src/domain/display-order';
import { galleryOf } from '../src/domain/galleries';
import { newSelectionId, type Selection } from '../src/domain/selection';
import { studioDossierPath, type DossierSubject } from '../src/domain/studio-paths';
import { displayTitle } from '../src/domain/title';
import type { DemoBackend } from '../src/backend/demo/demo-backend';
import { signInAsAdmin } from './support/admin-pages';
import { waitForDemoBackend } from './support/demo-backend';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { seedArtworksOf } from './support/seed-artworks';

const PRINT = 'Imprimer ou enregistrer en PDF';

/** What of the studio must not reach the paper: its navigation, its heading, its buttons, the form. */
const STUDIO_TEXTS = [PRINT, 'Se déconnecter', 'Voir le site', 'Corbeille', 'Dossier imprimable', 'Afficher les prix'];

/** Opens the dossier of `subject` in the studio (signed in) and waits until it can be printed. */
async function openDossier(page: Page, subject: DossierSubject): Promise<void> {
  await page.goto(studioDossierPath(subject));
  await expect(page.getByRole('heading', { level: 1, name: 'Dossier imprimable' })).toBeVisible();
  // Enabled once every image of the document has loaded.
  await expect(page.getByRole('button', { name: PRINT })).toBeEnabled({
    timeout: 60_000,
  });
  await expect(page.getByRole('status').filter({ hasText: 'Le dossier est prêt à imprimer.' })).toBeVisible();
}

interface PrintedPage {
  text: string;
  images: number;
}

/** Prints the page as Chromium's PDF printer does, and reads each sheet's text and images back. */
async function printToPdf(page: Page): Promise<PrintedPage[]> {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({
    format: 'A4',
    preferCSSPageSize: true,
    printBackground: true,
  });
  // unpdf 1.0.0 looks for a `resolvePDFJS` that its own PDF.js build no longer exports: it is given
  // that build directly.
  await definePDFJSModule(() => import('unpdf/pdfjs'));
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(proxy, { mergePages: false });
  const { OPS } = await getResolvedPDFJS();
  const drawsImage = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageXObjectRepeat]);
  const sheets: PrintedPage[] = [];
  for (let number = 1; number <= proxy.numPages; number++) {
    const sheet = await proxy.getPage(number);
    // A4 in PostScript points: the size the dossier's @page asks for.
    const [, , width, height] = sheet.view;
    expect([Math.round(width!), Math.round(height!)]).toEqual([595, 842]);
    const operators = await sheet.getOperatorList();
    sheets.push({
      text: (text[number - 1] ?? '').replace(/\s+/g, ' '),
      images: operators.fnArray.filter((op) => drawsImage.has(op)).length,
    });
  }
  return sheets;
}

/** The cover, the statement and the CV first; then one sheet per work, each its title and image. */
function expectDossier(sheets: PrintedPage[], subject: string, works: readonly Artwork[]): void {
  const [cover] = sheets;
  expect(cover!.text).toContain(SEED_IDENTITY.name);
  expect(cover!.text).toContain(SEED_IDENTITY.email);
  expect(cover!.text).toContain(SEED_IDENTITY.phone);
  expect(cover!.text).toContain(subject);
  expect(sheets[1]!.text).toContain(DEFAULT_SITE_CONTENT.statement.title);
  const cvStart = sheets.findIndex((sheet) => sheet.text.includes('Parcours'));
  expect(cvStart).toBe(2);
  expect(sheets[cvStart]!.text).toContain('Expositions');
  const workSheets = sheets.slice(sheets.length - works.length);
  const cvSheets = sheets.slice(cvStart, sheets.length - works.length);
  expect(cvSheets.length).toBeGreaterThanOrEqual(1);
  expect(cvSheets.map((sheet) => sheet.text).join(' ')).toContain('Presse');
  // Neither the cover nor the texts carry a work's image: each work is on its own sheet.
  expect(sheets.slice(0, sheets.length - works.length).map((sheet) => sheet.images)).toEqual(
    sheets.slice(0, sheets.length - works.length).map(() => 0),
  );
  works.forEach((work, index) => {
    const sheet = workSheets[index]!;
    expect(sheet.text, `sheet of ${work.title}`).toContain(displayTitle(work.title));
    expect(sheet.images, `image of ${work.title}`).toBe(1);
  });
  for (const sheet of sheets) {
    for (const studioText of STUDIO_TEXTS) expect(sheet.text).not.toContain(studioText);
  }
}

test.describe('the printable dossier', () => {
  // A production build printing a dozen A4 pages with their large images, on a busy machine.
  test.setTimeout(180_000);

  // One load of a gallery's dossier for its axe checks and its print: printing lays the pages out
  // on A4 sheets, whatever the window's width.
  test("a gallery's dossier passes axe at 390 and 1440 px, and prints as a cover, the CV and one page per work", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAsAdmin(page);
    await openDossier(page, { gallery: '/aquarelles' });
    for (const width of [1440, 390]) {
      await test.step(`passes axe at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await expectNoAxeViolations(page);
        await page.screenshot({ path: `test-results/dossier-${width}.png` });
      });
    }

    await test.step('prints as a cover, the CV and one page per work', async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const gallery = galleryOf('Aquarelles');
      const works = displaySequence(gallery, seedArtworksOf('Aquarelles'));
      const sheets = await printToPdf(page);
      expectDossier(sheets, gallery.title, works);
    });
  });

  // One sign-in for a work's dossier and a selection's, each opened and printed in turn.
  test("a work's tear sheet prints on one page with her name and contacts; a selection's dossier holds its works, from two galleries, in her order", async ({
    page,
  }) => {
    await signInAsAdmin(page);

    await test.step("a work's tear sheet prints on one page with her name and contacts", async () => {
      const [work] = seedArtworksOf('Peinture sur Toile');
      await openDossier(page, { work: { type: work!.type, key: work!.key } });

      const sheets = await printToPdf(page);
      // What the sheet looks like, in print media, for whoever reviews it.
      await page.screenshot({
        path: 'test-results/dossier-fiche-print.png',
        fullPage: true,
      });
      expect(sheets).toHaveLength(1);
      const [sheet] = sheets;
      expect(sheet!.text).toContain(SEED_IDENTITY.name);
      expect(sheet!.text).toContain(SEED_IDENTITY.email);
      expect(sheet!.text).toContain(SEED_IDENTITY.phone);
      expect(sheet!.text).toContain(displayTitle(work!.title));
      expect(sheet!.images).toBe(1);
      for (const studioText of STUDIO_TEXTS) expect(sheet!.text).not.toContain(studioText);
    });

    await test.step("a selection's dossier holds its works, from two galleries, in her order", async () => {
      // Back to the screen, as the dossier is opened.
      await page.emulateMedia({ media: 'screen' });
      const picked = [
        seedArtworksOf('Peinture sur Toile')[2]!,
        seedArtworksOf('Aquarelles')[0]!,
        seedArtworksOf('Aquarelles')[3]!,
      ];
      const selection: Selection = {
        id: newSelectionId(),
        title: 'Pour la galerie du port',
        showPrices: false,
        disabled: false,
        created: Date.now(),
        works: picked.map(({ type, key }) => ({ type, key })),
      };
      await waitForDemoBackend(page);
      await page.evaluate(async (selection) => {
        const demo = (window as Window & { portfolioDemo?: DemoBackend }).portfolioDemo!;
        await demo.saveSelection(selection, null);
      }, selection);
      await openDossier(page, { selection: selection.id });
      await expect(page.getByRole('combobox', { name: 'Contenu' })).toHaveValue(`s:${selection.id}`);

      const sheets = await printToPdf(page);
      expectDossier(sheets, 'Sélection : Pour la galerie du port', picked);
    });
  });
});
