/**
 * The site's feeds, written at build time and at publication beside the prerendered pages
 * (scripts/build/render-site.mjs), from the same data: /agenda.ics, the dated exhibitions as a
 * calendar (RFC 5545) any calendar can subscribe to, and /flux.xml, an Atom feed (RFC 4287) of
 * new works and press clippings. Pure TypeScript (no React, no DOM), like head-tags.ts.
 */
import { ARTIST } from '@/content/artist';
import type { Artwork, ArtworkType } from '@/domain/artwork';
import { agendaAt, isDated, type DatedExhibition } from '@/domain/exhibitions';
import { GALLERIES } from '@/domain/galleries';
import { calendarIcs } from '@/domain/ical';
import { PATHS, pressSlideHref } from '@/domain/paths';
import type { PressClipping, SiteContent } from '@/domain/site-content';
import { workLabel } from '@/domain/title';
import { workPath, workSlugs } from '@/domain/work-address';
import { absoluteUrl } from './head-tags';

export const AGENDA_FILE = 'agenda.ics';
export const FEED_FILE = 'flux.xml';
export const AGENDA_PATH = `/${AGENDA_FILE}`;
export const FEED_PATH = `/${FEED_FILE}`;
export const FEED_TITLE = 'Nouvelles œuvres et articles de presse';
/** The most entries the feed holds: readers keep what they have already read. */
export const MAX_FEED_ENTRIES = 50;

// ---- The calendar ------------------------------------------------------------------------------

/**
 * /agenda.ics: every dated event, past ones included (a subscribed calendar keeps its history),
 * in the order of their first day.
 */
export function agendaIcs(site: SiteContent, now: Date): string {
  const events = site.exhibitions.filter(isDated).sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  return calendarIcs(events, { name: `Expositions · ${ARTIST.name}`, siteUrl: absoluteUrl('/'), now });
}

/** The events still to come at `now`, nearest first: the home page's ExhibitionEvent JSON-LD. */
export function upcomingEvents(site: SiteContent, now: Date): DatedExhibition[] {
  return agendaAt(site.exhibitions, now).upcoming;
}

// ---- The Atom feed -----------------------------------------------------------------------------

/** One entry of the feed, whatever it tells. */
export interface FeedEntry {
  /** A tag: URI (RFC 4151) that stays the entry's id whatever its address becomes. */
  id: string;
  title: string;
  /** The page it leads to (absolute). */
  url: string;
  /** Its picture (absolute), when it has one on the web. */
  image?: { url: string; type?: string };
  summary?: string;
  /** When it appeared: a work's creation, a clipping's upload. */
  updated: Date;
}

const host = () => new URL(absoluteUrl('/')).hostname;
const tagUri = (date: Date, specific: string) => `tag:${host()},${date.toISOString().slice(0, 10)}:${specific}`;

/** An image URL as an absolute http(s) URL, or null (a demo upload kept in the browser). */
function webUrl(pathOrUrl: string): string | null {
  try {
    const url = new URL(absoluteUrl(pathOrUrl));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function imageOf(pathOrUrl: string): FeedEntry['image'] {
  const url = webUrl(pathOrUrl);
  if (!url) return undefined;
  const extension = /\.(\w+)$/.exec(new URL(url).pathname)?.[1]?.toLowerCase();
  const type = { webp: 'image/webp', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' }[extension ?? ''];
  return type ? { url, type } : { url };
}

/**
 * The moment a clipping was uploaded: the studio stores it under a name that is the upload's
 * time in milliseconds (…/o/1700000000000?alt=media…). The site's own clippings (/images/…) carry
 * none: they are not news.
 */
export function clippingUploadTime(clipping: PressClipping): Date | null {
  const match = /\/o\/(\d{13})(?:\?|$)/.exec(clipping.image);
  return match ? new Date(Number(match[1])) : null;
}

/**
 * The entries of /flux.xml: the works whose creation time is known (a work added through the
 * studio; the earlier site's records carry none) and the clippings uploaded through the studio,
 * newest first, at most MAX_FEED_ENTRIES.
 */
export function feedEntries(
  works: Readonly<Partial<Record<ArtworkType, readonly Artwork[]>>>,
  site: SiteContent,
): FeedEntry[] {
  const entries: FeedEntry[] = [];
  for (const gallery of GALLERIES) {
    const artworks = works[gallery.type] ?? [];
    const slugs = workSlugs(artworks.map((a) => a.key));
    for (const artwork of artworks) {
      if (artwork.created === undefined) continue;
      const updated = new Date(artwork.created);
      const entry: FeedEntry = {
        id: tagUri(updated, `oeuvre/${encodeURIComponent(gallery.type)}/${encodeURIComponent(artwork.key)}`),
        title: `${workLabel(artwork)} · ${gallery.title}`,
        url: absoluteUrl(workPath(gallery.path, slugs.get(artwork.key) ?? artwork.key)),
        updated,
      };
      const image = imageOf(artwork.image);
      if (image) entry.image = image;
      if (artwork.description.trim()) entry.summary = artwork.description.trim();
      entries.push(entry);
    }
  }
  site.press.forEach((clipping, index) => {
    const updated = clippingUploadTime(clipping);
    if (!updated) return;
    const title = ['Presse', clipping.source, clipping.date].filter(Boolean).join(' · ');
    const entry: FeedEntry = {
      id: tagUri(updated, `presse/${updated.getTime()}`),
      title,
      url: absoluteUrl(pressSlideHref(index)),
      updated,
    };
    const image = imageOf(clipping.image);
    if (image) entry.image = image;
    if (clipping.alt.trim()) entry.summary = clipping.alt.trim();
    entries.push(entry);
  });
  return entries.sort((a, b) => b.updated.getTime() - a.updated.getTime()).slice(0, MAX_FEED_ENTRIES);
}

/** The control characters XML 1.0 forbids even escaped (all but tab, line feed and carriage return). */
function withoutForbiddenCharacters(text: string): string {
  return [...text]
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
    })
    .join('');
}

function escapeXml(text: string): string {
  return withoutForbiddenCharacters(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const rfc3339 = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

function entryXml(entry: FeedEntry): string {
  const lines = [
    '  <entry>',
    `    <id>${escapeXml(entry.id)}</id>`,
    `    <title>${escapeXml(entry.title)}</title>`,
    `    <updated>${rfc3339(entry.updated)}</updated>`,
    `    <published>${rfc3339(entry.updated)}</published>`,
    `    <link rel="alternate" type="text/html" href="${escapeXml(entry.url)}"/>`,
  ];
  if (entry.image) {
    const type = entry.image.type ? ` type="${escapeXml(entry.image.type)}"` : '';
    lines.push(`    <link rel="enclosure"${type} href="${escapeXml(entry.image.url)}"/>`);
  }
  if (entry.summary) lines.push(`    <summary>${escapeXml(entry.summary)}</summary>`);
  // The picture and the words as HTML, for the readers that show a post rather than a title.
  const html =
    (entry.image
      ? `<p><a href="${escapeXml(entry.url)}"><img src="${escapeXml(entry.image.url)}" alt="${escapeXml(entry.title)}"></a></p>`
      : '') + (entry.summary ? `<p>${escapeXml(entry.summary)}</p>` : '');
  if (html) lines.push(`    <content type="html">${escapeXml(html)}</content>`);
  lines.push('  </entry>');
  return lines.join('\n');
}

/** /flux.xml: an Atom feed (RFC 4287) of `entries`; `now` dates it when it has none. */
export function atomFeed(entries: readonly FeedEntry[], now: Date): string {
  const updated = entries[0]?.updated ?? now;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fr">',
    `  <id>${escapeXml(absoluteUrl('/'))}</id>`,
    `  <title>${escapeXml(`${ARTIST.name} · ${FEED_TITLE}`)}</title>`,
    `  <subtitle>${escapeXml(`Les œuvres et les articles de presse ajoutés au site de ${ARTIST.name}`)}</subtitle>`,
    `  <updated>${rfc3339(updated)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(absoluteUrl(FEED_PATH))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(absoluteUrl(PATHS.home))}"/>`,
    `  <author><name>${escapeXml(ARTIST.name)}</name><uri>${escapeXml(absoluteUrl('/'))}</uri></author>`,
    `  <rights>${escapeXml(`© ${ARTIST.name}, tous droits réservés`)}</rights>`,
    ...entries.map(entryXml),
    '</feed>',
    '',
  ].join('\n');
}

/** Both feeds from the data the pages are rendered from. */
export function siteFeeds(
  works: Readonly<Partial<Record<ArtworkType, readonly Artwork[]>>>,
  site: SiteContent,
  now: Date,
): { agenda: string; feed: string } {
  return { agenda: agendaIcs(site, now), feed: atomFeed(feedEntries(works, site), now) };
}
