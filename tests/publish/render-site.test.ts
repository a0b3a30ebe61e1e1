import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import * as server from '@/entry-server';
import { ARTIST } from '@/content/artist';
import { publicDataOf } from '@/backend/public-data';
import { dataVersion } from '@/domain/data-version';
import { readExportFile, type PublicNodes } from '../../scripts/build/build-data.mjs';
import { renderSite, type RenderedSite } from '../../scripts/build/render-site.mjs';

/*
 * The prerender's data-to-pages step on a database export, before and after the painter removes
 * a work and a press clipping: what the next publication deploys. No production build needed.
 */

const EXPORT_FILE = path.join(process.cwd(), 'tests/publish/fixtures/database-export.json');
const TEMPLATE =
  '<!doctype html><html lang="fr"><head><title></title></head>' +
  '<body><div id="root" data-entry="/assets/index.js"></div></body></html>';
const NOW = new Date('2026-11-23T14:00:00.000Z');

const REMOVED_WORK = { type: 'Aquarelles', key: 'undefined15', title: 'Pommiers en fleurs 15', page: 'aquarelles/15' };
const KEPT_WORK = { title: 'Falaises', page: 'aquarelles/14' };
const REMOVED_CLIPPING = 'Entretien dans Paris-Normandie';
const KEPT_CLIPPING = 'Article du Courrier cauchois';

function withoutRemoved(nodes: PublicNodes): PublicNodes {
  const changed = structuredClone(nodes) as {
    articles: Record<string, Record<string, unknown>>;
    site: { press: unknown[] };
  };
  delete changed.articles[REMOVED_WORK.type]![REMOVED_WORK.key];
  changed.site.press = changed.site.press.slice(0, 1);
  return changed;
}

const file = (site: RenderedSite, name: string) => {
  const content = site.files.get(name);
  if (content === undefined) throw new Error(`${name} was not rendered`);
  return content;
};

/** The JSON-LD blocks of a page, parsed. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join('\n');

const sitemapLocs = (site: RenderedSite) =>
  [...file(site, 'sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);

let before: RenderedSite;
let after: RenderedSite;
let nodes: PublicNodes;

beforeAll(async () => {
  nodes = await readExportFile(EXPORT_FILE);
  before = await renderSite(server, nodes, { template: TEMPLATE, now: NOW });
  after = await renderSite(server, withoutRemoved(nodes), { template: TEMPLATE, now: NOW });
}, 60_000);

describe('the pages rendered from an export', () => {
  it('prerender each work present: its page, its JSON-LD and its sitemap entry', () => {
    const page = file(before, `${REMOVED_WORK.page}.html`);
    expect(page).toContain(REMOVED_WORK.title);
    expect(jsonLd(page)).toContain(REMOVED_WORK.title);
    expect(jsonLd(file(before, 'aquarelles.html'))).toContain(REMOVED_WORK.title);
    expect(sitemapLocs(before)).toContain(`/${REMOVED_WORK.page}`);
    expect(sitemapLocs(before)).toContain('/peinture-sur-toile/7');
  });

  it('leave out a removed work: no page, nothing of it in the gallery HTML, JSON-LD or sitemap', () => {
    expect(after.files.has(`${REMOVED_WORK.page}.html`)).toBe(false);
    expect(file(after, 'aquarelles.html')).not.toContain(REMOVED_WORK.title);
    expect(sitemapLocs(after)).not.toContain(`/${REMOVED_WORK.page}`);
    // The work kept is still there, in all three.
    expect(file(after, `${KEPT_WORK.page}.html`)).toContain(KEPT_WORK.title);
    expect(jsonLd(file(after, 'aquarelles.html'))).toContain(KEPT_WORK.title);
    expect(sitemapLocs(after)).toContain(`/${KEPT_WORK.page}`);
  });

  it("show the site node's press clippings, and a removed one is gone from the press page", () => {
    expect(file(before, 'presse.html')).toContain(REMOVED_CLIPPING);
    expect(file(after, 'presse.html')).not.toContain(REMOVED_CLIPPING);
    expect(file(after, 'presse.html')).toContain(KEPT_CLIPPING);
  });

  it("show the site node's texts on the home page, and embed them for hydration", () => {
    const home = file(before, 'index.html');
    for (const text of ['Peindre la lumière normande', '2025 : Galerie du Port, Honfleur', 'Carnets de Caux']) {
      expect(home).toContain(text);
    }
    expect(home).toContain(`id="${server.INITIAL_SITE_CONTENT_ELEMENT_ID}"`);
  });

  it('ignore the trash, which is not public', () => {
    for (const content of before.files.values()) expect(content).not.toContain('Une œuvre à la corbeille');
  });

  it('come with the version of the data they were rendered from', async () => {
    const deployed = JSON.parse(file(before, 'data-version.json')) as { version: string; publishedAt: string };
    expect(deployed).toEqual({ version: await dataVersion(publicDataOf(nodes)), publishedAt: NOW.toISOString() });
    expect(after.version).not.toBe(before.version);
  });

  it('have no data version when the data could not be read', async () => {
    const unknown = await renderSite(server, null, { template: TEMPLATE, now: NOW });
    expect(unknown.files.has('data-version.json')).toBe(false);
    expect(unknown.version).toBeNull();
  });
});

describe('the agenda, the feed and the rights page rendered with the pages', () => {
  const UPCOMING = {
    title: 'Rétrospective',
    place: 'Abbaye',
    town: 'Jumièges',
    start: '2026-12-05',
    end: '2027-01-10',
  };
  const OVER = { title: 'Salon de printemps', place: 'Halle aux grains', town: 'Évreux', start: '2026-04-02' };
  let dated: RenderedSite;

  beforeAll(async () => {
    const changed = structuredClone(nodes) as { site: { exhibitions: unknown[] } };
    changed.site.exhibitions = [...changed.site.exhibitions, UPCOMING, OVER];
    dated = await renderSite(server, changed as PublicNodes, { template: TEMPLATE, now: NOW });
  }, 60_000);

  it('write /agenda.ics with every dated event', () => {
    const ics = file(dated, 'agenda.ics');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('SUMMARY:Rétrospective\r\n');
    expect(ics).toContain('SUMMARY:Salon de printemps\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20270111\r\n');
  });

  it('show what is coming under "Prochainement", give it as an ExhibitionEvent, and keep the rest in the list', () => {
    const home = file(dated, 'index.html');
    expect(home).toContain('Prochainement');
    expect(home).toContain('Ajouter à mon agenda');
    const events = [...home.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
      .filter((item) => item['@type'] === 'ExhibitionEvent');
    expect(events.map((e) => e.name)).toEqual(['Rétrospective']);
    expect(home).toContain(
      '2025 : Galerie du Port, Honfleur / 2024 : Salon d&#x27;automne, Rouen / Salon de printemps',
    );
    // Without dated events the home page shows no "Prochainement".
    expect(file(before, 'index.html')).not.toContain('Prochainement');
  });

  it('write /flux.xml with the works whose date is known, linked to their pages', () => {
    const feed = file(before, 'flux.xml');
    expect(feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    expect(feed).toContain(`href="${new URL('/aquarelles/14', ARTIST.siteUrl).href}"`);
  });

  it('prerender /droits and list it in the sitemap', () => {
    expect(file(before, 'droits.html')).toContain('Droits de reproduction');
    expect(sitemapLocs(before)).toContain('/droits');
  });
});
