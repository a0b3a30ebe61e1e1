import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { DatedExhibition } from '../exhibitions';
import { calendarIcs, escapeText, eventFileName, eventUid, foldLine } from '../ical';

const SITE = 'https://portfolio.example.com';
const NOW = new Date('2026-06-01T08:30:00Z');
const LONG: DatedExhibition = {
  title: 'Exposition « Lumières de la côte d’Albâtre » ; aquarelles, huiles et pâtes à papier — rétrospective',
  place: 'Abbaye de Jumièges, salle capitulaire',
  town: 'Jumièges',
  start: '2026-07-01',
  end: '2026-07-14',
  link: 'https://abbayedejumieges.example.fr/agenda/2026/lumieres',
  text: 'Vernissage le 1er juillet à 18 h.\nEntrée libre, ouvert tous les jours.',
};
const ONE_DAY: DatedExhibition = { title: 'Atelier', place: 'Médiathèque', town: 'Dieppe', start: '2026-06-20' };

function parse(ics: string) {
  const component = new ICAL.Component(ICAL.parse(ics));
  return { component, events: component.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

describe('calendarIcs (RFC 5545), read back with ical.js', () => {
  const ics = calendarIcs([LONG, ONE_DAY], { name: 'Prénom Nom', siteUrl: SITE, now: NOW });
  const { component, events } = parse(ics);

  it('is a VCALENDAR with its version and product id', () => {
    expect(component.name).toBe('vcalendar');
    expect(component.getFirstPropertyValue('version')).toBe('2.0');
    expect(component.getFirstPropertyValue('prodid')).toMatch(/^-\/\//);
    expect(events).toHaveLength(2);
  });

  it('gives all-day events their first day and the day after their last (DTEND exclusive)', () => {
    const [long, day] = events as [ICAL.Event, ICAL.Event];
    expect(long.startDate.isDate).toBe(true);
    expect(long.startDate.toString()).toBe('2026-07-01');
    expect(long.endDate.toString()).toBe('2026-07-15');
    expect(day.startDate.toString()).toBe('2026-06-20');
    expect(day.endDate.toString()).toBe('2026-06-21');
    expect(ics).toContain('DTSTART;VALUE=DATE:20260701\r\n');
  });

  it('keeps the texts whole through escaping and folding', () => {
    const [long] = events as [ICAL.Event];
    expect(long.summary).toBe(LONG.title);
    expect(long.location).toBe(`${LONG.place}, ${LONG.town}`);
    expect(long.description).toBe(LONG.text);
    expect(long.component.getFirstPropertyValue('url')).toBe(LONG.link);
    expect(events[1]!.component.getFirstPropertyValue('url')).toBe(SITE);
    expect(long.uid).toBe(eventUid(LONG, SITE));
    expect(long.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-06-01T08:30:00Z');
  });

  it('folds every line at 75 octets, with CRLF line ends', () => {
    const lines = ics.split('\r\n');
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('gives the same event the same UID at every publication, another event another', () => {
    expect(eventUid({ ...LONG, text: 'autre texte' }, SITE)).toBe(eventUid(LONG, SITE));
    expect(eventUid(ONE_DAY, SITE)).not.toBe(eventUid(LONG, SITE));
  });
});

describe('the pieces', () => {
  it('escapes TEXT values', () => {
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
  });

  it('never cuts a UTF-8 character when folding', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(80)}`);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(`SUMMARY:${'é'.repeat(80)}`);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
  });

  it('names the download after the event', () => {
    expect(eventFileName(ONE_DAY)).toBe('atelier-2026-06-20.ics');
    expect(eventFileName({ ...ONE_DAY, title: 'Été à l’abbaye !' })).toBe('ete-a-l-abbaye-2026-06-20.ics');
  });
});
