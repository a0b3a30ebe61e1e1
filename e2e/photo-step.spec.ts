// The photo step (docs/photo-step.md) in the production build with the demo backend: a painting
// photographed at an angle on a wall, straightened with the keyboard and with the mouse, and
// stored edge to edge; cropping; a Display P3 photo stored in its true colours, and turned a
// quarter; a HEIC photo accepted in Chromium; axe on the step at a phone's and a desktop's width.
// What the component test (src/features/admin/photos/__tests__/photo-step.test.tsx) already
// shows is not repeated here: corners that make no quadrilateral refused with the French message,
// the step staying open; "Réinitialiser" putting the handles on the photo's corners.
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { clampRgb, converter, differenceCiede2000 } from 'culori';
import sharp from 'sharp';
import type { DemoBackend } from '../src/backend/demo/demo-backend';
import type { Artwork } from '../src/domain/artwork';
import { adminScreen, closeToasts, PHOTO_SENT, signInAsAdmin, toast } from './support/admin-pages';
import type { PhotoFile } from './support/admin-photos';
import { waitForDemoBackend } from './support/demo-backend';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

// Under 768 px /addArticle stacks its add and delete forms: the add form, and the photo step in
// it, take the page's width, as the studio's editor gives them on a desktop.
test.use({ viewport: { width: 760, height: 1000 } });
// Each test prepares and sends several photos at full resolution: minutes on a loaded machine.
test.describe.configure({ timeout: 300_000 });

const WALL = '#b9b2a3';
/** The painting's border band: what the stored picture's edges must show. */
const BORDER = '#e0a030';
const CENTRE = '#2f5d7c';

/** The painting's corners in the photo (normalised), top left first, as a phone at an angle sees it. */
const PAINTING = [
  [0.19, 0.14],
  [0.81, 0.19],
  [0.785, 0.86],
  [0.215, 0.835],
] as const;
/**
 * Where the handles go: just inside the painting's corners, on multiples of a Shift + arrow step
 * (2.5 %), so that the keyboard gets there exactly.
 */
const HANDLES = [
  [0.2, 0.15],
  [0.8, 0.2],
  [0.775, 0.85],
  [0.225, 0.825],
] as const;
const CORNERS = ['Coin supérieur gauche', 'Coin supérieur droit', 'Coin inférieur droit', 'Coin inférieur gauche'];
const BIG_STEP = 0.025;

/** A 1600 × 1200 JPEG: a wall, and on it a painting seen at an angle with a bright border band. */
async function paintingOnWall(name: string): Promise<PhotoFile> {
  const [w, h] = [1600, 1200];
  const points = (inset: number) => {
    // The band: the inner quad is the outer one pulled towards its centre.
    const cx = PAINTING.reduce((s, p) => s + p[0], 0) / 4;
    const cy = PAINTING.reduce((s, p) => s + p[1], 0) / 4;
    return PAINTING.map(([x, y]) => `${(x + (cx - x) * inset) * w},${(y + (cy - y) * inset) * h}`).join(' ');
  };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <rect width="${w}" height="${h}" fill="${WALL}"/>
    <polygon points="${points(0)}" fill="${BORDER}"/>
    <polygon points="${points(0.25)}" fill="${CENTRE}"/>
    <rect x="40" y="40" width="120" height="120" fill="#c02020"/>
  </svg>`;
  return { name, mimeType: 'image/jpeg', buffer: await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer() };
}

type DemoWindow = Window & { portfolioDemo?: DemoBackend };

interface StoredPixels {
  width: number;
  height: number;
  /** [r, g, b] of the pixels asked for, in the order asked. */
  samples: [number, number, number][];
}

/**
 * The stored large image of the work of this numéro (Aquarelles), decoded in the page, and the
 * colours at the given normalised points.
 */
async function storedPixels(page: Page, numero: string, points: (readonly [number, number])[]): Promise<StoredPixels> {
  await waitForDemoBackend(page);
  return page.evaluate(
    async ({ numero, points }) => {
      const demo = (window as DemoWindow).portfolioDemo!;
      const works = await new Promise<Artwork[]>((resolve, reject) => {
        const stop = demo.subscribeArtworks(
          'Aquarelles',
          (list) => {
            resolve(list);
            setTimeout(() => stop());
          },
          reject,
        );
      });
      const work = works.find((artwork) => artwork.subtitle === numero);
      if (!work) throw new Error(`No work ${numero}`);
      const image = new Image();
      image.src = work.image;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(image, 0, 0);
      const samples = points.map(([x, y]) => {
        const px = Math.min(canvas.width - 1, Math.max(0, Math.round(x * (canvas.width - 1))));
        const py = Math.min(canvas.height - 1, Math.max(0, Math.round(y * (canvas.height - 1))));
        const d = ctx.getImageData(px, py, 1, 1).data;
        return [d[0]!, d[1]!, d[2]!] as [number, number, number];
      });
      return { width: canvas.width, height: canvas.height, samples };
    },
    { numero, points },
  );
}

const hex = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
const distance = (a: readonly number[], b: readonly number[]) =>
  Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);

/** Points along the four edges of the picture, a few pixels in (the encoders blur the very edge). */
function edgePoints(inset = 0.006): [number, number][] {
  const points: [number, number][] = [];
  for (let t = 0.05; t <= 0.951; t += 0.1) {
    points.push([t, inset], [t, 1 - inset], [inset, t], [1 - inset, t]);
  }
  return points;
}

function photoStep(page: Page) {
  const step = page.getByRole('region', { name: 'Retouche de la photo', exact: true });
  return {
    step,
    handle: (name: string) => step.getByRole('slider', { name, exact: true }),
    skip: step.getByRole('button', { name: 'Utiliser telle quelle', exact: true }),
    apply: step.getByRole('button', { name: 'Appliquer les retouches', exact: true }),
    stage: step.getByRole('img', { name: 'La photo à redresser', exact: true }),
  };
}

async function startWork(page: Page, numero: string, photo: PhotoFile, dimensions = '') {
  const add = adminScreen(page).add;
  await add.type.selectOption({ label: 'Aquarelles' });
  await add.title.fill(`Essai ${numero}`);
  await add.numero.fill(numero);
  if (dimensions) await add.dimensions.fill(dimensions);
  await add.photo.setInputFiles(photo);
  return add;
}

async function save(page: Page, add: ReturnType<typeof adminScreen>['add']) {
  await expect(photoStep(page).step).toHaveCount(0);
  // The toast of an earlier save, shown for 5 s, may still be there on a quick machine: closed
  // first, the one awaited is this save's.
  await closeToasts(page);
  await add.submit.click();
  await expect(toast(page, 'Bien envoyer')).toBeVisible(PHOTO_SENT);
  await expect(add.title).toHaveValue('', PHOTO_SENT);
}

async function moveWithKeys(handle: Locator, from: readonly [number, number], to: readonly [number, number]) {
  await handle.focus();
  const dx = Math.round((to[0] - from[0]) / BIG_STEP);
  const dy = Math.round((to[1] - from[1]) / BIG_STEP);
  for (let i = 0; i < Math.abs(dx); i++) await handle.press(dx > 0 ? 'Shift+ArrowRight' : 'Shift+ArrowLeft');
  for (let i = 0; i < Math.abs(dy); i++) await handle.press(dy > 0 ? 'Shift+ArrowDown' : 'Shift+ArrowUp');
}

/** A handle's place (normalised), read from the text it gives assistive technologies. */
async function handleAt(handle: Locator): Promise<[number, number]> {
  const text = (await handle.getAttribute('aria-valuetext')) ?? '';
  const [x, y] = [...text.matchAll(/([\d,]+) %/g)].map((m) => Number(m[1]!.replace(',', '.')) / 100);
  return [x!, y!];
}

/** The element's box once it has stopped moving (a scroll or a layout change under way). */
async function steadyBox(target: Locator) {
  let last = '';
  await expect
    .poll(async () => {
      const box = JSON.stringify(await target.boundingBox());
      const steady = box === last && box !== 'null';
      last = box;
      return steady;
    })
    .toBe(true);
  return JSON.parse(last) as { x: number; y: number; width: number; height: number };
}

function expectEdgeToEdge(pixels: StoredPixels) {
  const border = hex(BORDER);
  const wall = hex(WALL);
  for (const [i, sample] of pixels.samples.entries()) {
    expect(distance(sample, border), `edge sample ${i} ${sample.join(',')} is the painting's border`).toBeLessThan(45);
    expect(distance(sample, wall), `edge sample ${i} is not the wall`).toBeGreaterThan(60);
  }
}

/** Screenshots for a review, written only where PHOTO_STEP_SHOTS names a folder. */
async function shoot(page: Page, name: string) {
  const folder = process.env.PHOTO_STEP_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, name), fullPage: true });
}

test.beforeEach(async ({ page }) => {
  // The spec's add form at /addArticle, where the sign-in leaves the page: the studio's "Ajouter"
  // is the same photo field in the work editor, which the studio's own tests cover.
  await signInAsAdmin(page);
  await expect(adminScreen(page).add.photo).toBeVisible();
});

test('straightened with the keyboard: each corner handle named and announced, the stored picture the painting edge to edge, its proportions from the corners; axe at 390 and 1440 px', async ({
  page,
}) => {
  const add = await startWork(page, '901', await paintingOnWall('atelier-de-biais.jpg'));
  const step = photoStep(page);
  await expect(step.stage).toBeVisible();
  // The handles start on the painting's corners, found in the photo (within 1.5 %).
  await expect(step.step.getByText(/Les coins ont été placés sur les bords du tableau/)).toBeVisible();
  for (const [i, name] of CORNERS.entries()) {
    const [x, y] = await handleAt(step.handle(name));
    expect(Math.abs(x - PAINTING[i]![0]), `${name} x`).toBeLessThan(0.015);
    expect(Math.abs(y - PAINTING[i]![1]), `${name} y`).toBeLessThan(0.015);
  }
  // From the photo's corners, to place them with the keyboard exactly.
  await step.step.getByRole('button', { name: 'Réinitialiser', exact: true }).click();

  const starts = [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, 1],
  ] as const;
  for (const [i, name] of CORNERS.entries()) {
    await moveWithKeys(step.handle(name), starts[i]!, HANDLES[i]!);
  }
  await expect(step.handle('Coin supérieur gauche')).toHaveAttribute(
    'aria-valuetext',
    '20 % depuis la gauche, 15 % depuis le haut',
  );
  await expect(
    step.step.getByText('Coin inférieur gauche : 22,5 % depuis la gauche, 82,5 % depuis le haut'),
  ).toBeAttached();

  // axe at a desktop's and a phone's width (the spec's 760 px lies between the two).
  await page.setViewportSize({ width: 1440, height: 1000 });
  await expect(step.stage).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'photo-step-1440.png');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(step.stage).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'photo-step-390.png');
  await page.setViewportSize({ width: 760, height: 1000 });

  // Before and after, side by side.
  await step.step.getByRole('button', { name: 'Avant / après', exact: true }).click();
  await expect(step.step.getByRole('img', { name: 'La photo après retouche', exact: true })).toBeVisible();
  await expect(step.step.getByRole('img', { name: 'La photo avant retouche', exact: true })).toBeVisible();
  await shoot(page, 'photo-step-avant-apres-1440.png');

  await step.apply.click();
  await save(page, add);

  const pixels = await storedPixels(page, '901', edgePoints());
  // The mean of opposite edges between the handles, in the photo's 1600 × 1200 pixels. (The typed
  // dimensions' proportions are PhotoField's `dimensions`, which the works forms do not pass yet:
  // the unit tests check them.)
  const at = HANDLES.map(([x, y]) => [x * 1600, y * 1200] as const);
  const side = (a: number, b: number) => Math.hypot(at[a]![0] - at[b]![0], at[a]![1] - at[b]![1]);
  expect(pixels.width / pixels.height).toBeCloseTo((side(0, 1) + side(3, 2)) / (side(0, 3) + side(1, 2)), 2);
  expectEdgeToEdge(pixels);
});

test('straightened with the mouse, and cropped to a square', async ({ page }) => {
  let add = await startWork(page, '902', await paintingOnWall('atelier-souris.jpg'));
  let step = photoStep(page);
  await expect(step.stage).toBeVisible();
  // Centred, so that the site's sticky header covers none of the handles; at once, since the site
  // scrolls smoothly and a box measured while it scrolls puts every handle off by the distance
  // left to go (the cause of this test's "LU matrix is singular": targets past the picture's
  // edge, clamped onto one line).
  await step.stage.evaluate((image) => image.scrollIntoView({ block: 'center', behavior: 'instant' }));
  // The handles start on the painting's corners: from the photo's, the drags below are known.
  await step.step.getByRole('button', { name: 'Réinitialiser', exact: true }).click();
  const drag = async (name: string, to: readonly [number, number]) => {
    const box = await steadyBox(step.stage);
    const handle = (await step.handle(name).boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + to[0] * box.width, box.y + to[1] * box.height, { steps: 5 });
    await page.mouse.up();
  };

  for (const [i, name] of CORNERS.entries()) await drag(name, HANDLES[i]!);
  await expect(step.step.getByRole('alert')).toHaveCount(0);
  // Each handle where it was dropped, to a pixel of the picture's box (about 0.2 %).
  for (const [i, name] of CORNERS.entries()) {
    const [x, y] = await handleAt(step.handle(name));
    expect(x, `${name} x`).toBeCloseTo(HANDLES[i]![0], 2);
    expect(y, `${name} y`).toBeCloseTo(HANDLES[i]![1], 2);
  }
  await step.apply.click();
  await save(page, add);
  const straightened = await storedPixels(page, '902', edgePoints());
  expectEdgeToEdge(straightened);

  // Cropped: a square, its top left corner moved in with the keyboard.
  add = await startWork(page, '904', await paintingOnWall('atelier-carre.jpg'));
  step = photoStep(page);
  await expect(step.stage).toBeVisible();
  await step.step.getByRole('radio', { name: 'Recadrer', exact: true }).check({ force: true });
  await step.step.getByLabel('Proportions du recadrage').selectOption({ label: 'Carré (1:1)' });
  await moveWithKeys(step.handle('Coin inférieur droit du recadrage'), [0, 0], [-0.1, 0]);
  await step.apply.click();
  await save(page, add);
  const square = await storedPixels(page, '904', [[0.5, 0.5]]);
  expect(Math.abs(square.width - square.height)).toBeLessThanOrEqual(1);
  expect(square.width).toBeLessThan(1200);
});

test('a Display P3 photo is stored in its true colours, as it is and turned a quarter, and a HEIC photo is accepted', async ({
  page,
}) => {
  // Six patches, 200 px each: sRGB colours that sharp converts to Display P3 and tags as such.
  const patches = [
    [230, 20, 20],
    [20, 190, 40],
    [30, 40, 220],
    [250, 140, 10],
    [170, 20, 170],
    [128, 128, 128],
  ];
  const [w, h] = [200 * patches.length, 200];
  const raw = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) raw.set(patches[Math.floor(x / 200)]!, (y * w + x) * 3);
  const jpeg = await sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .withIccProfile('p3')
    .jpeg({ quality: 95 })
    .toBuffer();
  // The file's own values (P3 coordinates) and what a colour-managed conversion makes of them.
  const fileValues = await sharp(jpeg).keepIccProfile().raw().toBuffer();
  const toRgb = converter('rgb');
  const deltaE = differenceCiede2000();
  const centres = patches.map((_, i) => [(i * 200 + 100) / w, 0.5] as const);
  const references = centres.map(([x]) => {
    const o = (100 * w + Math.round(x * w)) * 3;
    const [r, g, b] = [...fileValues.subarray(o, o + 3)].map((n) => n / 255) as [number, number, number];
    return { managed: clampRgb(toRgb({ mode: 'p3', r, g, b })), naive: { mode: 'rgb' as const, r, g, b } };
  });

  for (const [numero, skip] of [
    ['905', true],
    ['906', false],
  ] as const) {
    const add = await startWork(page, numero, { name: `nuancier-${numero}.jpg`, mimeType: 'image/jpeg', buffer: jpeg });
    const step = photoStep(page);
    await expect(step.stage).toBeVisible();
    if (skip) {
      // As it is: the compression library's path.
      await step.skip.click();
    } else {
      // Edited: the full-resolution canvas path. Turned twice to the left and once to the right:
      // a quarter turn to the left, with both buttons (the crop untouched).
      await step.step.getByRole('button', { name: 'Tourner à gauche', exact: true }).click();
      await step.step.getByRole('button', { name: 'Tourner à gauche', exact: true }).click();
      await step.step.getByRole('button', { name: 'Tourner à droite', exact: true }).click();
      await step.apply.click();
    }
    await save(page, add);
    // A quarter turn to the left stands the strip up, its first patch at the bottom: (x, y) of
    // the photo is (y, 1 - x) of the stored picture.
    const stored = await storedPixels(page, numero, skip ? centres : centres.map(([x, y]) => [y, 1 - x] as const));
    expect(stored.width / stored.height, 'the proportions of the photo, turned or not').toBeCloseTo(
      skip ? w / h : h / w,
      2,
    );
    const figures = stored.samples.map((sample, i) => {
      const [r, g, b] = sample.map((n) => n / 255) as [number, number, number];
      const got = { mode: 'rgb' as const, r, g, b };
      return { managed: deltaE(references[i]!.managed, got), naive: deltaE(references[i]!.naive, got) };
    });
    console.log(
      `P3 patches (${skip ? 'as it is' : 'edited'}): ΔE2000`,
      figures.map((f) => f.managed.toFixed(2)).join(' '),
    );
    for (const [i, figure] of figures.entries()) {
      expect(figure.managed, `patch ${i} within ΔE 3 of its colour-managed sRGB value`).toBeLessThan(3);
    }
    // The saturated patches tell a converted image from one whose P3 values were read as sRGB.
    for (const i of [0, 1, 3]) expect(figures[i]!.managed).toBeLessThan(figures[i]!.naive);
  }

  // A HEIC photo (made with libheif's heif-enc: e2e/fixtures/README.md), decoded in the page.
  const add = await startWork(page, '907', {
    name: 'IMG_0907.HEIC',
    mimeType: 'image/heic',
    buffer: await readFile(new URL('./fixtures/tableau.heic', import.meta.url)),
  });
  const step = photoStep(page);
  await expect(step.stage).toBeVisible(PHOTO_SENT);
  await step.skip.click();
  await expect(add.preview).toBeVisible();
  await save(page, add);
  const heic = await storedPixels(page, '907', [
    [0.5, 0.5],
    [0.02, 0.02],
  ]);
  expect([heic.width, heic.height]).toEqual([64, 48]);
  expect(distance(heic.samples[0]!, hex(BORDER))).toBeLessThan(40);
  expect(distance(heic.samples[1]!, hex(CENTRE))).toBeLessThan(40);
});
