// @vitest-environment node
/**
 * The site's feeds and the structured data of the agenda and of the works' images: /agenda.ics
 * read back with ical.js, /flux.xml validated against RFC 4287's RELAX NG schema
 * (tests/feeds/atom.rng) with xmllint, the ExhibitionEvent and licence JSON-LD.
 */
import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { validateXML } from 'xmllint-wasm';
import { describe, expect, it } from 'vitest';
import { ARTIST } from '@/content/artist';
import { DEFAULT_SITE_CONTENT } from '@/content/site-seed';
import type { Artwork, ArtworkType } from '@/domain/artwork';
import type { DatedExhibition } from '@/domain/exhibitions';
import type { SiteContent } from '@/domain/site-content';
import { inquiryMailto } from '@/features/gallery/work-inquiry';
import { exhibitionEventJsonLd } from '../agenda-json-ld';
import {
  AGENDA_PATH,
  FEED_PATH,
  FEED_TITLE,
  agendaIcs,
  atomFeed,
  clippingUploadTime,
  feedEntries,
  MAX_FEED_ENTRIES,
  upcomingEvents,
} from '../feeds';
import { headTags, imageLicenceJsonLd, workJsonLd } from '../head-tags';

const SITE = ARTIST.siteUrl.replace(/\/+$/, '');
const SCHEMA = readFileSync(new URL('../../../../tests/feeds/atom.rng', import.meta.url), 'utf8');
const NOW = new Date('2026-06-12T09:00:00Z');

const EXPO: DatedExhibition = {
  title: 'Lumières de la côte',
  place: 'Abbaye',
  town: 'Jumièges',
  start: '2026-07-01',
  end: '2026-07-14',
  link: 'https://abbaye.example.fr/agenda',
  text: 'Vernissage le 1er juillet.',
};
const PAST: DatedExhibition = { title: 'Salon', place: 'Halle', town: 'Caen', start: '2025-03-01' };
const SOON: DatedExhibition = { title: 'Atelier', place: 'Médiathèque', town: 'Dieppe', start: '2026-06-20' };
const SITE_CONTENT: SiteContent = { ...DEFAULT_SITE_CONTENT, exhibitions: ['Salon de Caen', EXPO, PAST, SOON] };

function work(key: string, created: number | undefined, overrides: Partial<Artwork> = {}): Artwork {
  return {
    key,
    type: 'Aquarelles',
    title: `Falaises ${key}`,
    subtitle: key,
    description: 'Aquarelle & encre <sur> papier.',
    image: `/images/oeuvres/aquarelle-${key}-1200.webp`,
    dimensions: null,
    ...(created !== undefined && { created }),
    ...overrides,
  };
}

const WORKS: Partial<Record<ArtworkType, Artwork[]>> = {
  Aquarelles: [
    work('3', Date.UTC(2026, 4, 1)),
    work('undefined7', Date.UTC(2026, 5, 1), { title: 'Falaises 7', subtitle: '7' }),
    work('9', undefined),
  ],
  'Peinture sur Toile': [work('12', Date.UTC(2026, 3, 1), { type: 'Peinture sur Toile' })],
};
const UPLOADED_CLIPPING = {
  ...DEFAULT_SITE_CONTENT.press[0]!,
  image: 'https://firebasestorage.googleapis.com/v0/b/x/o/1780000000000?alt=media&token=t',
  source: 'Ouest-France',
  date: 'mai 2026',
};

async function atomErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'flux.xml', contents: xml }],
    schema: [{ fileName: 'atom.rng', contents: SCHEMA }],
    extension: 'relaxng',
  });
  return result.errors.map((error) => error.rawMessage);
}

describe("every page's head", () => {
  it('links the Atom feed and the calendar (index.html, the template of every page)', () => {
    const html = readFileSync(new URL('../../../../index.html', import.meta.url), 'utf8');
    expect(html).toContain(
      `<link rel="alternate" type="application/atom+xml" title="${FEED_TITLE}" href="${FEED_PATH}" />`,
    );
    expect(html).toContain(`type="text/calendar" title="Agenda des expositions" href="${AGENDA_PATH}"`);
  });
});

describe('/agenda.ics', () => {
  const ics = agendaIcs(SITE_CONTENT, NOW);
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));

  it('holds every dated event, past ones too, by first day, and no legacy text', () => {
    expect(events.map((e) => e.summary)).toEqual(['Salon', 'Atelier', 'Lumières de la côte']);
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  });

  it('gives each event its days, place and address', () => {
    const expo = events[2]!;
    expect(expo.startDate.toString()).toBe('2026-07-01');
    expect(expo.endDate.toString()).toBe('2026-07-15');
    expect(expo.location).toBe('Abbaye, Jumièges');
    expect(expo.component.getFirstPropertyValue('url')).toBe(EXPO.link);
    expect(events[1]!.component.getFirstPropertyValue('url')).toBe(`${SITE}/`);
    expect(new Set(events.map((e) => e.uid)).size).toBe(3);
  });
});

describe('ExhibitionEvent JSON-LD', () => {
  it('describes an event with its dates and its place with an address', () => {
    expect(exhibitionEventJsonLd(EXPO)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ExhibitionEvent',
      name: 'Lumières de la côte',
      startDate: '2026-07-01',
      endDate: '2026-07-14',
      location: {
        '@type': 'Place',
        name: 'Abbaye',
        address: { '@type': 'PostalAddress', addressLocality: 'Jumièges', addressCountry: 'FR' },
      },
      url: EXPO.link,
      description: EXPO.text,
    });
    expect(exhibitionEventJsonLd(SOON)).toMatchObject({ startDate: '2026-06-20', endDate: '2026-06-20' });
  });

  it("is in the home page's head for each event still to come, and for none that is past", () => {
    const html = headTags({ path: '/', kind: 'home', upcoming: upcomingEvents(SITE_CONTENT, NOW) });
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    expect(scripts.map((s) => s['@type'])).toEqual(['Person', 'ExhibitionEvent', 'ExhibitionEvent']);
    expect(scripts.slice(1).map((s) => s.name)).toEqual(['Atelier', 'Lumières de la côte']);
  });
});

describe("the licence metadata of a work's image", () => {
  const artwork = work('3', undefined);
  const url = `${SITE}/aquarelles/3`;

  it('names the creator, the credit, the notice, the rights page and the inquiry', () => {
    const image = (workJsonLd(artwork, '/aquarelles/3') as { image: Record<string, unknown> }).image;
    expect(image).toMatchObject({
      creator: { '@type': 'Person', name: ARTIST.name },
      creditText: ARTIST.name,
      copyrightNotice: `© ${ARTIST.name}, tous droits réservés`,
      license: `${SITE}/droits`,
      acquireLicensePage: inquiryMailto(ARTIST.email, artwork, url),
    });
    expect(String(image.acquireLicensePage)).toMatch(/^mailto:/);
    expect(decodeURIComponent(String(image.acquireLicensePage))).toContain(url);
  });

  it("gives every work of a gallery's JSON-LD its own page in the inquiry", () => {
    const html = headTags({ path: '/aquarelles', kind: 'gallery', title: 'Aquarelle', artworks: WORKS.Aquarelles });
    const gallery = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!) as {
      hasPart: { image: Record<string, unknown> }[];
    };
    const pages = gallery.hasPart.map((item) => decodeURIComponent(String(item.image.acquireLicensePage)));
    expect(pages[1]).toContain(`${SITE}/aquarelles/7`);
    expect(gallery.hasPart.every((item) => item.image.license === `${SITE}/droits`)).toBe(true);
  });

  it('is the same function the pages use', () => {
    expect(imageLicenceJsonLd(artwork, url).acquireLicensePage).toBe(inquiryMailto(ARTIST.email, artwork, url));
  });
});

describe('/flux.xml', { timeout: 60_000 }, () => {
  const site = { ...SITE_CONTENT, press: [...DEFAULT_SITE_CONTENT.press, UPLOADED_CLIPPING] };
  const entries = feedEntries(WORKS, site);

  it('lists the works and clippings whose date is known, newest first, with their page and image', () => {
    expect(entries.map((e) => e.title)).toEqual([
      'Falaises (n° 7) · Aquarelle',
      'Presse · Ouest-France · mai 2026',
      'Falaises (n° 3) · Aquarelle',
      'Falaises (n° 12) · Peinture sur toile',
    ]);
    expect(entries[0]).toMatchObject({
      url: `${SITE}/aquarelles/7`,
      image: { url: `${SITE}/images/oeuvres/aquarelle-undefined7-1200.webp`, type: 'image/webp' },
    });
    expect(entries[1]!.url).toBe(`${SITE}/presse#slide${DEFAULT_SITE_CONTENT.press.length}`);
    expect(clippingUploadTime(DEFAULT_SITE_CONTENT.press[0]!)).toBeNull();
  });

  it('is valid Atom (RFC 4287), escaped, with an entry per item', async () => {
    const xml = atomFeed(entries, NOW);
    expect(await atomErrors(xml)).toEqual([]);
    expect(xml.split('<entry>')).toHaveLength(5);
    expect(xml).toContain('Aquarelle &amp; encre &lt;sur&gt; papier.');
    expect(xml).toContain('<link rel="self" type="application/atom+xml"');
    // The feed is as recent as its newest entry.
    expect(xml).toMatch(/<\/title>\n(?:.*\n)?\s*<updated>2026-06-01T00:00:00Z<\/updated>/);
  });

  it('stays valid with no entry at all (a fresh site), dated by the publication', async () => {
    const xml = atomFeed([], NOW);
    expect(await atomErrors(xml)).toEqual([]);
    expect(xml).toContain('<updated>2026-06-12T09:00:00Z</updated>');
  });

  it('keeps at most MAX_FEED_ENTRIES entries', () => {
    const many = Array.from({ length: MAX_FEED_ENTRIES + 5 }, (_, i) => work(String(i + 1), Date.UTC(2026, 0, i + 1)));
    expect(feedEntries({ Aquarelles: many }, DEFAULT_SITE_CONTENT)).toHaveLength(MAX_FEED_ENTRIES);
  });

  it('the schema refuses what RFC 4287 refuses (the check can fail)', async () => {
    const xml = atomFeed(entries, NOW);
    expect(await atomErrors(xml.replace(/<id>[^<]*<\/id>\n {2}<title>/, '<title>'))).not.toEqual([]);
    expect(await atomErrors(xml.replace('<updated>2026-06-01T00:00:00Z', '<updated>01/06/2026'))).not.toEqual([]);
    expect(await atomErrors(xml.replace('</feed>', '<entry><title>x</title></entry></feed>'))).not.toEqual([]);
    expect(await atomErrors(xml.replace('<rights>', '<droits>').replace('</rights>', '</droits>'))).not.toEqual([]);
  });
});
