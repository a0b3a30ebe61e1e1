import { dayAfter, lastDayOf, type DatedExhibition } from './exhibitions';

/*
 * iCalendar (RFC 5545) for the dated exhibitions: the site's /agenda.ics, which a calendar
 * subscribes to, and the one-event files of "Ajouter à mon agenda". Pure: no DOM, no clock (the
 * stamp is given), so the build, the browser and the tests make the same text.
 */

export interface CalendarOptions {
  /** The calendar's name, shown by the calendar that subscribes (X-WR-CALNAME). */
  name: string;
  /** The site's address, e.g. "https://exemple.fr": the events' URL when they have no link, and the UIDs' domain. */
  siteUrl: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
}

export const PRODID = '-//Portfolio du peintre//Agenda//FR';

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * A content line folded at 75 octets (RFC 5545 §3.1): each continuation starts with a space and
 * no UTF-8 character is cut in two.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; a continuation 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDay = (day: string) => day.replace(/-/g, '');

/** A UTC date-time as iCalendar writes it: 20260115T093000Z. */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** FNV-1a, 32 bits, in hexadecimal: a short stable digest for the UIDs. */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (const byte of encoder.encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * An event's UID: the same event keeps it from one publication to the next (a calendar updates
 * it rather than adding a copy), made from its first day, title, place and town.
 */
export function eventUid(event: DatedExhibition, siteUrl: string): string {
  const host = new URL(siteUrl).hostname;
  return `${compactDay(event.start)}-${digest([event.title, event.place, event.town].join('\n'))}@${host}`;
}

function eventLines(event: DatedExhibition, { siteUrl, now }: CalendarOptions): string[] {
  const location = [event.place, event.town].filter((part) => part.trim() !== '').join(', ');
  const lines = [
    'BEGIN:VEVENT',
    `UID:${eventUid(event, siteUrl)}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;VALUE=DATE:${compactDay(event.start)}`,
    // All-day: DTEND is the day after the last one (exclusive).
    `DTEND;VALUE=DATE:${compactDay(dayAfter(lastDayOf(event)))}`,
    `SUMMARY:${escapeText(event.title)}`,
  ];
  if (location) lines.push(`LOCATION:${escapeText(location)}`);
  if (event.text?.trim()) lines.push(`DESCRIPTION:${escapeText(event.text.trim())}`);
  // URL is a URI value, not TEXT: written as it is.
  lines.push(`URL:${event.link ?? siteUrl}`);
  lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  return lines;
}

/** A VCALENDAR holding `events`, with CRLF line ends and folded lines. */
export function calendarIcs(events: readonly DatedExhibition[], options: CalendarOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    ...events.flatMap((event) => eventLines(event, options)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** The file name of one event's "Ajouter à mon agenda" download. */
export function eventFileName(event: DatedExhibition): string {
  const slug = event.title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'evenement'}-${event.start}.ics`;
}
