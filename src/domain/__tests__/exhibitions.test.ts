import { describe, expect, it } from 'vitest';
import {
  agendaAt,
  dayOf,
  exhibitionLabel,
  frenchDates,
  fromFormEntry,
  isCalendarDay,
  linkProblem,
  toFormEntry,
  type DatedExhibition,
  type Exhibition,
} from '../exhibitions';
import { toSiteContent } from '../database-reader';

const event = (title: string, start: string, end?: string): DatedExhibition => ({
  title,
  place: 'Galerie du port',
  town: 'Honfleur',
  start,
  ...(end && { end }),
});

const ENTRIES: Exhibition[] = [
  "Salon d'automne, Paris",
  event('Passé', '2026-03-01', '2026-03-31'),
  event('Lointain', '2026-09-10'),
  event('En cours', '2026-05-20', '2026-06-20'),
  event('Ce jour', '2026-06-12'),
  event('Hier', '2026-06-11'),
];

describe('agendaAt: what is coming and what is past, at a given moment', () => {
  it('puts running and future events under "upcoming", nearest first, the rest in the stored order', () => {
    const { upcoming, past } = agendaAt(ENTRIES, new Date('2026-06-12T10:00:00Z'));
    expect(upcoming.map((e) => e.title)).toEqual(['En cours', 'Ce jour', 'Lointain']);
    expect(past).toEqual([ENTRIES[0], ENTRIES[1], ENTRIES[5]]);
  });

  it('counts the day in Normandy: 23:30 UTC on 11 June is already 12 June in Paris', () => {
    const late = new Date('2026-06-11T23:30:00Z');
    expect(dayOf(late)).toBe('2026-06-12');
    expect(agendaAt(ENTRIES, late).upcoming.map((e) => e.title)).not.toContain('Hier');
  });

  it('moves an event to the past the day after its last day', () => {
    expect(agendaAt(ENTRIES, new Date('2026-06-20T12:00:00Z')).upcoming.map((e) => e.title)).toContain('En cours');
    expect(agendaAt(ENTRIES, new Date('2026-06-21T12:00:00Z')).upcoming.map((e) => e.title)).not.toContain('En cours');
  });

  it('keeps legacy entries in the list whatever the date', () => {
    for (const at of ['2000-01-01T00:00:00Z', '2100-01-01T00:00:00Z']) {
      expect(agendaAt(ENTRIES, new Date(at)).past).toContain("Salon d'automne, Paris");
    }
  });
});

describe('the words of the list and of "Prochainement"', () => {
  it('writes a dated entry as "title, place, town" in the slash-separated list', () => {
    expect(exhibitionLabel(event('Rétrospective', '2020-01-01'))).toBe('Rétrospective, Galerie du port, Honfleur');
    expect(exhibitionLabel('Salon de Caen')).toBe('Salon de Caen');
  });

  it('writes the dates in French', () => {
    expect(frenchDates(event('a', '2026-06-01'))).toBe('le 1er juin 2026');
    expect(frenchDates(event('a', '2026-05-03', '2026-05-28'))).toBe('du 3 au 28 mai 2026');
    expect(frenchDates(event('a', '2026-05-30', '2026-06-02'))).toBe('du 30 mai au 2 juin 2026');
    expect(frenchDates(event('a', '2026-12-20', '2027-01-05'))).toBe('du 20 décembre 2026 au 5 janvier 2027');
  });
});

describe('checks', () => {
  it('knows a calendar day from a shape', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-2-3')).toBe(false);
  });

  it('accepts only https links', () => {
    expect(linkProblem('')).toBeUndefined();
    expect(linkProblem('https://musee.example.fr/expo')).toBeUndefined();
    expect(linkProblem('http://musee.example.fr')).toMatch(/https/);
    expect(linkProblem('javascript:alert(1)')).toMatch(/https/);
  });

  it('turns form entries back into what is stored', () => {
    const stored = event('Expo', '2026-06-01', '2026-06-03');
    expect(fromFormEntry(toFormEntry(stored))).toEqual(stored);
    expect(fromFormEntry({ ...toFormEntry(stored), end: '2026-06-01', link: ' ', text: '' })).toEqual(
      event('Expo', '2026-06-01'),
    );
    expect(fromFormEntry(toFormEntry(' Salon '))).toBe('Salon');
  });
});

describe('reading site/exhibitions', () => {
  it('reads legacy texts and dated events side by side, and drops malformed events', () => {
    const site = toSiteContent({
      exhibitions: [
        'Salon',
        { title: 'Expo', place: 'Abbaye', town: 'Jumièges', start: '2026-07-01', end: '2026-07-14' },
        { title: 'Sans date', place: 'x', town: 'y' },
        { title: 'Mauvaise date', place: 'x', town: 'y', start: '2026-13-01' },
        { title: 'Lien', place: 'x', town: 'y', start: '2026-07-01', link: 'http://a.fr' },
        { title: 'Fin avant', place: 'x', town: 'y', start: '2026-07-02', end: '2026-07-01' },
      ],
    });
    expect(site.exhibitions).toEqual([
      'Salon',
      { title: 'Expo', place: 'Abbaye', town: 'Jumièges', start: '2026-07-01', end: '2026-07-14' },
      { title: 'Lien', place: 'x', town: 'y', start: '2026-07-01' },
      { title: 'Fin avant', place: 'x', town: 'y', start: '2026-07-02' },
    ]);
  });
});
