// The agenda (docs/agenda-and-feeds.md): an exhibition to come, added in the studio on the demo
// backend, appears under "Prochainement" on the home page open in another page, and its
// "Ajouter à mon agenda" gives an .ics file a calendar reads (parsed with ical.js); the built
// /agenda.ics and /flux.xml are served by Hosting with their content types; the exhibitions
// screen passes axe on a phone and on a wide screen.
import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { signInAsAdmin, toast } from './support/admin-pages';
import { waitForDemoBackend } from './support/demo-backend';
import { hydrateDeferredParts } from './support/hydration';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

const SCREEN = '/studio/textes/expositions';

/** A day `days` after today, as the date input takes it (YYYY-MM-DD). */
function dayFromNow(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test.describe('the agenda', () => {
  test.setTimeout(120_000);

  test('an exhibition to come added in the studio is under "Prochainement" with a working .ics; the exhibitions screen with one added passes axe at 1440 and 390 px', async ({
    page,
  }) => {
    // Two pages, axe at two widths: a bound for a busy machine, not a timing.
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAsAdmin(page);
    const home = await page.context().newPage();
    await home.goto('/');
    await hydrateDeferredParts(home);
    await waitForDemoBackend(home);

    await page.goto(SCREEN);
    const section = page.getByRole('region', { name: 'Les expositions', exact: true });
    await expect(page.getByRole('group', { name: 'Exposition 1', exact: true })).toBeVisible();
    await section.getByRole('button', { name: 'Ajouter une exposition' }).click();
    const added = section.getByRole('group', { name: 'Exposition 11' });
    await expect(added.getByLabel(/^Titre/)).toBeFocused();
    await test.step('the exhibitions screen, one exhibition added, passes axe at 1440 and 390 px', async () => {
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 390, height: 900 });
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 1440, height: 900 });
      await expect(added.getByLabel(/^Titre/)).toBeFocused();
    });
    await page.keyboard.type('Lumières de la côte');
    await added.getByLabel(/^Lieu/).fill('Abbaye');
    await added.getByLabel(/^Ville/).fill('Jumièges');
    const [start, end] = [dayFromNow(20), dayFromNow(34)];
    await added.getByLabel(/^Date de début/).fill(start);
    // An end before the start is refused in French, nothing lost.
    await added.getByLabel(/^Date de fin/).fill(dayFromNow(10));
    await section.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(added.getByText('La date de fin ne peut pas précéder la date de début')).toBeVisible();
    await added.getByLabel(/^Date de fin/).fill(end);
    await added.getByLabel(/^Lien/).fill('https://abbaye.example.fr/agenda');
    await section.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Enregistré')).toBeVisible();

    const upcoming = home.getByRole('region', { name: 'Prochainement' });
    await expect(upcoming.getByRole('heading', { name: 'Lumières de la côte' })).toBeVisible();
    await expect(upcoming).toContainText('Abbaye, Jumièges');
    // The legacy entries stay in the slash-separated list below.
    const list = home.getByRole('region', { name: 'Principales expositions et événements' });
    await expect(list).toContainText('Festival des arts de la rue, Dieppe / Salon de printemps, Évreux');

    const downloading = home.waitForEvent('download');
    await upcoming.getByRole('button', { name: /Ajouter à mon agenda/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`lumieres-de-la-cote-${start}.ics`);
    const ics = await readFile((await download.path())!, 'utf8');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe('Lumières de la côte');
    expect(event.location).toBe('Abbaye, Jumièges');
    expect(event.startDate.toString()).toBe(start);
    const dayAfterEnd = new Date(`${end}T00:00:00Z`);
    dayAfterEnd.setUTCDate(dayAfterEnd.getUTCDate() + 1);
    expect(event.endDate.toString()).toBe(dayAfterEnd.toISOString().slice(0, 10));
    expect(event.uid).toMatch(/@/);
  });

  test('/agenda.ics and /flux.xml are served with their content types and linked in the head', async ({
    page,
    request,
  }) => {
    const agenda = await request.get('/agenda.ics');
    expect(agenda.status()).toBe(200);
    expect(agenda.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(new ICAL.Component(ICAL.parse(await agenda.text())).name).toBe('vcalendar');

    const feed = await request.get('/flux.xml');
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(await feed.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');

    for (const path of ['/', '/aquarelles', '/droits']) {
      await page.goto(path);
      await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
        'href',
        '/flux.xml',
      );
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Droits de reproduction' })).toBeVisible();
  });
});
