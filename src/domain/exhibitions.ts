/*
 * The exhibitions and events of the `site` node (site/exhibitions): each entry is either a text
 * (what the earlier site and the first studio stored: "Salon d'automne, Paris", no date) or a
 * dated event with its place. The home page shows the dated ones still to come under
 * "Prochainement", and every other entry in the spec's slash-separated list; the calendar
 * (/agenda.ics), the "Ajouter à mon agenda" files and the ExhibitionEvent JSON-LD are made from
 * the dated ones (src/domain/ical.ts, src/app/seo/agenda-json-ld.ts).
 */

/** An exhibition or event with its dates. Dates are calendar days, `YYYY-MM-DD`. */
export interface DatedExhibition {
  title: string;
  /** The venue: a gallery, an abbey, a hall. */
  place: string;
  town: string;
  /** The first day. */
  start: string;
  /** The last day (included), when it lasts more than one day. */
  end?: string;
  /** A page about it elsewhere (https). */
  link?: string;
  /** A few words about it. */
  text?: string;
}

/** One entry of site/exhibitions: a legacy text, or a dated event. */
export type Exhibition = string | DatedExhibition;

export const EXHIBITION_LIMITS = {
  /** A legacy entry, written whole. */
  legacy: 300,
  title: 200,
  place: 200,
  town: 100,
  link: 500,
  text: 1000,
} as const;

/** A calendar day as the rules accept it: four-digit year, month 01–12, day 01–31. */
export const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function isDated(entry: Exhibition): entry is DatedExhibition {
  return typeof entry !== 'string';
}

/** Whether `text` is a real calendar day (2025-02-30 has the shape but is no day). */
export function isCalendarDay(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The last day of an event: its end, or its only day. */
export function lastDayOf(event: DatedExhibition): string {
  return event.end ?? event.start;
}

/** The day after `day` (YYYY-MM-DD), as iCalendar's exclusive DTEND of an all-day event wants it. */
export function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The painter's time zone: "today" on the site is today in Normandy, whoever looks. */
export const SITE_TIME_ZONE = 'Europe/Paris';

/** The calendar day `now` falls on in the site's time zone, YYYY-MM-DD. */
export function dayOf(now: Date, timeZone = SITE_TIME_ZONE): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export interface Agenda {
  /** Dated events not over at `now` (running or to come), the nearest first. */
  upcoming: DatedExhibition[];
  /** Every other entry (legacy texts and dated events that are over), in the painter's order. */
  past: Exhibition[];
}

/** Splits the entries into what is coming and what is past, at the day `now` falls on. */
export function agendaAt(entries: readonly Exhibition[], now: Date): Agenda {
  const today = dayOf(now);
  const upcoming: DatedExhibition[] = [];
  const past: Exhibition[] = [];
  for (const entry of entries) {
    if (isDated(entry) && lastDayOf(entry) >= today) upcoming.push(entry);
    else past.push(entry);
  }
  // ISO days compare as texts; the stable sort keeps the painter's order for equal days.
  upcoming.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  return { upcoming, past };
}

/** An entry as the slash-separated list writes it: the legacy text, or "title, place, town". */
export function exhibitionLabel(entry: Exhibition): string {
  if (!isDated(entry)) return entry;
  return [entry.title, entry.place, entry.town].filter((part) => part.trim() !== '').join(', ');
}

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

function frenchDay(day: string, withYear: boolean): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const d = date === 1 ? '1er' : String(date);
  return `${d} ${MONTHS[month - 1]}${withYear ? ` ${year}` : ''}`;
}

/** The dates of an event in French: "12 juin 2026", "du 3 au 28 mai 2026", "du 30 mai au 2 juin 2026". */
export function frenchDates(event: DatedExhibition): string {
  const { start } = event;
  const end = lastDayOf(event);
  if (end === start) return `le ${frenchDay(start, true)}`;
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  if (sameYear && start.slice(5, 7) === end.slice(5, 7)) {
    return `du ${frenchDay(start, false).split(' ')[0]} au ${frenchDay(end, true)}`;
  }
  return `du ${frenchDay(start, !sameYear)} au ${frenchDay(end, true)}`;
}

// ---- The studio's form -----------------------------------------------------------------------

/** One entry as the studio's form holds it: every field a text, "" for none. */
export interface ExhibitionFormEntry {
  /** A legacy entry is edited as one text until the painter gives it dates. */
  kind: 'legacy' | 'dated';
  legacy: string;
  title: string;
  place: string;
  town: string;
  start: string;
  end: string;
  link: string;
  text: string;
}

export function toFormEntry(entry: Exhibition): ExhibitionFormEntry {
  if (!isDated(entry)) {
    return { kind: 'legacy', legacy: entry, title: '', place: '', town: '', start: '', end: '', link: '', text: '' };
  }
  return {
    kind: 'dated',
    legacy: '',
    title: entry.title,
    place: entry.place,
    town: entry.town,
    start: entry.start,
    end: entry.end ?? '',
    link: entry.link ?? '',
    text: entry.text ?? '',
  };
}

/** A form entry as stored: trimmed, empty optional fields left out, a one-day end dropped. */
export function fromFormEntry(entry: ExhibitionFormEntry): Exhibition {
  if (entry.kind === 'legacy') return entry.legacy.trim();
  const event: DatedExhibition = {
    title: entry.title.trim(),
    place: entry.place.trim(),
    town: entry.town.trim(),
    start: entry.start,
  };
  if (entry.end && entry.end !== entry.start) event.end = entry.end;
  if (entry.link.trim()) event.link = entry.link.trim();
  if (entry.text.trim()) event.text = entry.text.trim();
  return event;
}

export const EXHIBITION_MESSAGES = {
  dateInvalid: 'Indiquez une date valide (jour, mois, année)',
  endBeforeStart: 'La date de fin ne peut pas précéder la date de début',
  linkInvalid: 'Indiquez une adresse complète commençant par https://',
} as const;

/** What is wrong with an event's link ("" is none), or undefined. */
export function linkProblem(value: string): string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  if (!text.startsWith('https://')) return EXHIBITION_MESSAGES.linkInvalid;
  try {
    const url = new URL(text);
    return url.hostname.includes('.') && !/\s/.test(text) ? undefined : EXHIBITION_MESSAGES.linkInvalid;
  } catch {
    return EXHIBITION_MESSAGES.linkInvalid;
  }
}
