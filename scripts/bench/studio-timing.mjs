#!/usr/bin/env node
// The studio's main-thread work to show a gallery's grid then one work's editor, with 200 works
// per gallery (issue 29: each within 100 ms; docs/studio-works.md). Run by hand on a quiet
// machine; builds the bench's 200-work seed into dist/ (--no-build reuses it) and serves it as the
// bench does. Each of 5 rounds (after a warm-up) goes from the trash to the grid by the menu, then
// opens a work. "Work": the renderer's main-thread task time (CDP TaskDuration) from the click to
// the paint; "wall": that span. The grid is shown at its count and first card (it draws the rest
// as she scrolls); the cards and elements at that paint and once settled are printed too, as the
// machine's load cannot change them.
import process from 'node:process';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../test/find-chromium.mjs';
import { build, median, ORIGIN, serveDist } from './bench.mjs';

const ROUNDS = 5;
const DEMO_ADMIN = { email: 'admin@example.com', password: 'demo-admin' };

if (!process.argv.includes('--no-build')) build('large');
const stopServing = await serveDist();

/** The grid's cards and the page's elements, in the page. */
const countCards = () => ({
  cards: document.querySelectorAll('ul[aria-label^="Œuvres"] > li').length,
  elements: document.getElementsByTagName('*').length,
});

try {
  const browser = await chromium.launch({ executablePath: await findChromium(), args: [...chromiumArgs] });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');

  /** Main-thread task time (ms) and wall time (ms) from `act` until all of `done` show, painted; then
   * the task time until the page has settled (half a second after the paint, the quiet included). */
  async function measure(name, act, done) {
    const taskTime = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value * 1000;
    await page.evaluate((n) => performance.mark(`${n}-start`), name);
    const before = await taskTime();
    await act();
    for (const locator of [done].flat()) await locator.waitFor();
    await page.evaluate(
      (n) =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.measure(n, `${n}-start`)))),
        ),
      name,
    );
    const work = (await taskTime()) - before;
    const wall = await page.evaluate((n) => performance.getEntriesByName(n, 'measure').at(-1).duration, name);
    const drawn = await page.evaluate(countCards);
    await page.waitForTimeout(500);
    const settled = (await taskTime()) - before;
    return { work, wall, settled, drawn, drawnSettled: await page.evaluate(countCards) };
  }

  await page.goto(`${ORIGIN}/admin`);
  await page.getByPlaceholder('Identifiant').fill(DEMO_ADMIN.email);
  await page.getByPlaceholder('Mot de passe').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Se Connecter' }).click();
  await page.waitForURL(/\/addArticle\?token=/);

  const nav = page.getByRole('navigation', { name: 'Atelier' });
  const cards = page.locator('ul[aria-label="Œuvres : Aquarelles"] > li');
  // The count of all 200, and the first card: the grid as she first sees it.
  const count = page.getByRole('region', { name: 'Catalogue' }).getByText('200 œuvres', { exact: true });
  const showGrid = () => nav.getByRole('link', { name: 'Œuvres', exact: true }).click();
  // A card of the third row at 1440 px: the click scrolls to it first, as she would.
  const openWork = () => cards.nth(12).getByRole('link').click();
  const save = page.getByRole('button', { name: 'Enregistrer', exact: true });
  const results = { grid: [], editor: [] };
  for (let round = 0; round < ROUNDS + 1; round++) {
    await nav.getByRole('link', { name: 'Corbeille', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Corbeille' }).waitFor();
    const grid = await measure(`grid-${round}`, showGrid, [count, cards.first()]);
    const editor = await measure(`editor-${round}`, openWork, save);
    // The first round loads the screens' code and the thumbnails: a warm-up, not counted.
    if (round === 0) continue;
    results.grid.push(grid);
    results.editor.push(editor);
  }
  await browser.close();
  for (const [step, rounds] of Object.entries(results)) {
    const ms = (key) => `${median(rounds.map((r) => r[key])).toFixed(0)} ms`;
    const { drawn, drawnSettled } = rounds.at(-1);
    console.log(
      `${step.padEnd(7)} main-thread work median ${ms('work')} (${rounds.map((r) => r.work.toFixed(0)).join(', ')}); ` +
        `wall median ${ms('wall')}; settled median ${ms('settled')}; ` +
        `at the paint ${drawn.cards} cards, ${drawn.elements} elements; settled ${drawnSettled.cards} cards`,
    );
  }
} finally {
  await stopServing();
}
