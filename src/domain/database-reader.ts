import * as v from 'valibot';
import { isArtworkType, type ArtworkType } from './artwork-types';
import type { Artwork, ArtworkImages, ArtworkRecord, TrashedArtwork } from './artwork';
import { catalogueFieldsOf, WORK_STATUSES } from './availability';
import {
  CARD_KEYS,
  isSocialNetwork,
  type CardPicture,
  type HeroCrop,
  type PressClipping,
  type SiteBook,
  type SiteContent,
  type SiteHero,
  type SiteIdentity,
  type SitePicture,
  type SiteStatement,
  type SocialLink,
} from './site-content';
import { isCalendarDay, type DatedExhibition, type Exhibition } from './exhibitions';

/*
 * The one way in from the database: every record (articles/{type}/{key}, trash/{type}/{key}) and
 * the `site` node, from the SDK, the REST API, an export or the demo store, are read here. What
 * the earlier site wrote is read as it is (docs/database.md, src/test/fixtures/legacy-export.json):
 * a numéro stored as a number, no pixel size, dimensions "" or null. Each field is read on its
 * own, so that one malformed field is dropped rather than the whole work, and each normalisation
 * is made once, here: a numéro trimmed, a size or a zoom version kept only when complete.
 *
 * valibot rather than zod: its functions are separate exports the bundler leaves out when unused,
 * and this file runs on the public pages (the galleries, the home and press pages).
 *
 * No `site` node is a fact this module reports (null); what the pages show then, the copy of
 * src/content/, is decided in src/content/site-seed.ts.
 */

/** A value of the given kind, or undefined for anything else (a field the rules would refuse). */
function lenient<const S extends v.GenericSchema>(schema: S) {
  return v.fallback(v.optional(schema), undefined);
}

/** Text a person typed: the earlier site stored some numéros and titles as numbers. */
const Text = v.fallback(v.pipe(v.union([v.string(), v.number()]), v.transform(String)), '');
const NonEmptyText = v.pipe(v.string(), v.nonEmpty());
const Positive = v.pipe(v.number(), v.finite(), v.gtValue(0));
/** A whole number, or a text holding one (an edit form of the earlier site wrote years as text). */
const Whole = v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.integer());
/** Dimensions: blank is none; the text is kept as stored. */
const Dimensions = v.fallback(
  v.nullable(
    v.pipe(
      v.string(),
      v.check((text) => text.trim() !== ''),
    ),
  ),
  null,
);

const StoredWork = v.looseObject({
  type: lenient(v.string()),
  title: Text,
  subtitle: Text,
  description: Text,
  image: v.string(),
  dimensions: Dimensions,
  years: lenient(Whole),
  status: lenient(v.picklist(WORK_STATUSES)),
  price: lenient(v.pipe(v.number(), v.integer(), v.gtValue(0))),
  priceShown: lenient(v.boolean()),
  technique: lenient(v.pipe(v.string(), v.trim(), v.nonEmpty())),
  width: lenient(Positive),
  height: lenient(Positive),
  thumbnail: lenient(NonEmptyText),
  zoom: lenient(NonEmptyText),
  zoomWidth: lenient(Positive),
  zoomHeight: lenient(Positive),
  created: lenient(v.pipe(Positive, v.integer())),
  deletedAt: lenient(v.pipe(v.number(), v.finite())),
});

/** An object's fields, or null when the value is not an object (nothing, a text, a number). */
export function asObject(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

/** The pixel size of a picture, only when both sides are known. */
export function sizeOf(images: Pick<ArtworkImages, 'width' | 'height'>): { width: number; height: number } | undefined {
  const { width, height } = images;
  return width && height ? { width, height } : undefined;
}

/** The zoom version of a picture, only when its URL and both sides are known. */
export function zoomOf(
  images: Pick<ArtworkImages, 'zoom' | 'zoomWidth' | 'zoomHeight'>,
): { zoom: string; zoomWidth: number; zoomHeight: number } | undefined {
  const { zoom, zoomWidth, zoomHeight } = images;
  return zoom && zoomWidth && zoomHeight ? { zoom, zoomWidth, zoomHeight } : undefined;
}

/** A numéro as compared and stored: trimmed. The form, the records and the write path use this. */
export function normalNumero(numero: string | number): string {
  return String(numero).trim();
}

/** The numéro a raw record carries, or null when it carries none. */
export function numeroOf(value: unknown): string | null {
  const subtitle = asObject(value)?.subtitle;
  return typeof subtitle === 'string' || typeof subtitle === 'number' ? normalNumero(subtitle) : null;
}

/** The raw records two levels below a root (articles/{type}/{key}, trash/{type}/{key}). */
export function recordsUnder(root: unknown): Partial<ArtworkRecord>[] {
  return Object.values(asObject(root) ?? {}).flatMap((byType) =>
    Object.values(asObject(byType) ?? {}).map((record) => asObject(record) ?? {}),
  );
}

/**
 * Turns whatever the database returned into an Artwork, or null when it is not one. `pathType`
 * is the type of the path it was read from, articles/{pathType}/{key}: the work's type is then
 * that one, even when its own field says otherwise (a misfiled record of the earlier site).
 */
export function toArtwork(key: string, value: unknown, pathType?: ArtworkType): Artwork | null {
  return readWork(key, value, pathType)?.artwork ?? null;
}

/** Turns what the database holds at trash/{type}/{key} into a TrashedArtwork, or null. */
export function toTrashedArtwork(key: string, value: unknown, type: ArtworkType): TrashedArtwork | null {
  const read = readWork(key, value, type);
  return read && read.deletedAt !== undefined ? { ...read.artwork, deletedAt: read.deletedAt } : null;
}

function readWork(key: string, value: unknown, pathType?: ArtworkType) {
  const parsed = v.safeParse(StoredWork, value);
  if (!parsed.success) return null;
  const stored = parsed.output;
  const type = pathType ?? stored.type;
  if (!isArtworkType(type)) return null;
  // The order of the fields is the order the prerendered pages embed them in.
  const artwork: Artwork = {
    key,
    type,
    title: stored.title,
    subtitle: stored.subtitle,
    description: stored.description,
    image: stored.image,
    dimensions: stored.dimensions,
  };
  if (stored.years !== undefined) artwork.years = stored.years;
  Object.assign(artwork, catalogueFieldsOf(stored));
  Object.assign(artwork, sizeOf(stored));
  if (stored.thumbnail) artwork.thumbnail = stored.thumbnail;
  Object.assign(artwork, zoomOf(stored));
  if (stored.created !== undefined) artwork.created = stored.created;
  return { artwork, deletedAt: stored.deletedAt };
}

// ---- The `site` node ---------------------------------------------------------------------

/**
 * The entries of a Realtime Database list in order: an array (perhaps with holes: null where an
 * entry was removed) or an object with numeric keys (how the REST API returns a sparse list).
 */
export function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.filter((entry) => entry !== null && entry !== undefined);
  const object = asObject(value);
  if (!object) return [];
  return Object.keys(object)
    .filter((key) => /^\d+$/.test(key))
    .sort((a, b) => Number(a) - Number(b))
    .map((key) => object[key])
    .filter((entry) => entry !== null && entry !== undefined);
}

const texts = (value: unknown) => listOf(value).filter((entry): entry is string => typeof entry === 'string');

const StoredPicture = v.looseObject({
  image: NonEmptyText,
  width: Positive,
  height: Positive,
  thumbnail: lenient(NonEmptyText),
  thumbnailWidth: lenient(Positive),
  zoom: lenient(NonEmptyText),
  zoomWidth: lenient(Positive),
  zoomHeight: lenient(Positive),
  alt: lenient(v.string()),
  source: lenient(NonEmptyText),
  date: lenient(NonEmptyText),
});

const StoredBook = v.looseObject({
  title: v.string(),
  year: v.pipe(v.unknown(), v.transform(Number), v.integer()),
  text: lenient(v.string()),
  cover: v.fallback(v.optional(StoredPicture), undefined),
});

function toPicture(stored: v.InferOutput<typeof StoredPicture>): SitePicture {
  const { image, width, height, thumbnail } = stored;
  const picture: SitePicture = { image, thumbnail: thumbnail ?? image, width, height };
  // Without a thumbnail of its own, the picture is its own thumbnail, at its own width.
  const thumbnailWidth = stored.thumbnailWidth ?? (thumbnail ? undefined : width);
  if (thumbnailWidth) picture.thumbnailWidth = thumbnailWidth;
  return Object.assign(picture, zoomOf(stored));
}

function toBook(value: unknown): SiteBook | null {
  const parsed = v.safeParse(StoredBook, value);
  if (!parsed.success) return null;
  const { title, year, text, cover } = parsed.output;
  const book: SiteBook = { title, year, text: text ?? '' };
  if (cover) book.cover = { ...toPicture(cover), alt: cover.alt ?? '' };
  return book;
}

function toClipping(value: unknown): PressClipping | null {
  const parsed = v.safeParse(StoredPicture, value);
  if (!parsed.success) return null;
  const { alt, source, date } = parsed.output;
  const clipping: PressClipping = { ...toPicture(parsed.output), alt: alt ?? '' };
  if (source) clipping.source = source;
  if (date) clipping.date = date;
  return clipping;
}

const CalendarDay = v.pipe(v.string(), v.check(isCalendarDay));

const StoredExhibition = v.looseObject({
  title: NonEmptyText,
  place: v.fallback(v.string(), ''),
  town: v.fallback(v.string(), ''),
  start: CalendarDay,
  end: lenient(CalendarDay),
  link: lenient(v.pipe(v.string(), v.startsWith('https://'))),
  text: lenient(NonEmptyText),
});

/**
 * One entry of site/exhibitions: a legacy text as it is, or a dated event (an end before its
 * start is read as a one-day event: the form refuses it, an import might not).
 */
function toExhibition(value: unknown): Exhibition | null {
  if (typeof value === 'string') return value;
  const parsed = v.safeParse(StoredExhibition, value);
  if (!parsed.success) return null;
  const { title, place, town, start, end, link, text } = parsed.output;
  const event: DatedExhibition = { title, place, town, start };
  if (end && end > start) event.end = end;
  if (link) event.link = link;
  if (text) event.text = text;
  return event;
}

function toStatement(value: unknown): SiteStatement {
  const statement = asObject(value);
  return {
    title: typeof statement?.title === 'string' ? statement.title : '',
    paragraphs: texts(statement?.paragraphs),
  };
}

/**
 * Reads the value of a `site` node (or of some of its sections) into SiteContent, dropping what is
 * malformed. A missing list is an empty one (the database stores no empty list), and a missing
 * statement, books or interventions text is empty too: the node is the truth, not src/content/.
 */
export function toSiteContent(raw: unknown): SiteContent {
  const node = asObject(raw) ?? {};
  const books = asObject(node.books);
  const identity = toIdentity(node.identity);
  return {
    ...(identity && { identity }),
    statement: toStatement(node.statement),
    exhibitions: listOf(node.exhibitions)
      .map(toExhibition)
      .filter((entry) => entry !== null),
    books: {
      videoId: typeof books?.videoId === 'string' ? books.videoId : '',
      items: listOf(books?.items)
        .map(toBook)
        .filter((book) => book !== null),
    },
    interventions: typeof node.interventions === 'string' ? node.interventions : '',
    press: listOf(node.press)
      .map(toClipping)
      .filter((clipping) => clipping !== null),
  };
}

// ---- site/identity ----

const Fraction = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1));
const StoredCrop = v.object({
  width: Positive,
  height: Positive,
});
const StoredSource = v.object({ url: NonEmptyText, width: Positive });

function toCrop(value: unknown): HeroCrop | undefined {
  const crop = v.safeParse(StoredCrop, value);
  if (!crop.success) return undefined;
  const sources = listOf(asObject(value)?.sources).flatMap((source) => {
    const parsed = v.safeParse(StoredSource, source);
    return parsed.success ? [{ url: parsed.output.url, width: parsed.output.width }] : [];
  });
  return sources.length ? { sources, width: crop.output.width, height: crop.output.height } : undefined;
}

function toHero(value: unknown): SiteHero | undefined {
  const hero = asObject(value);
  const landscape = toCrop(hero?.landscape);
  const portrait = toCrop(hero?.portrait);
  if (!hero || !landscape || !portrait) return undefined;
  const focus = (n: unknown) => {
    const parsed = v.safeParse(Fraction, n);
    return parsed.success ? parsed.output : 0.5;
  };
  const read: SiteHero = { landscape, portrait, focusX: focus(hero.focusX), focusY: focus(hero.focusY) };
  const original = v.safeParse(v.object({ url: NonEmptyText, width: Positive, height: Positive }), hero.original);
  if (original.success) read.original = { ...original.output };
  return read;
}

const StoredCard = v.object({ image: NonEmptyText, thumbnail: NonEmptyText, original: v.optional(NonEmptyText) });
const StoredSocial = v.object({ network: v.string(), label: NonEmptyText, url: NonEmptyText });

/**
 * The identity a `site` node holds, or undefined when it holds none (a node written before the
 * studio had an "Identité" screen) or no name: the pages then show the seed's (identityOrSeed).
 * The hero is undefined when malformed, a card's picture left out: each falls back on its own.
 */
export function toIdentity(raw: unknown): SiteIdentity | undefined {
  const node = asObject(raw);
  const name = node?.name;
  if (!node || typeof name !== 'string' || name.trim() === '') return undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const tagline = asObject(node.tagline);
  const social = listOf(node.social).flatMap((entry): SocialLink[] => {
    const parsed = v.safeParse(StoredSocial, entry);
    return parsed.success && isSocialNetwork(parsed.output.network)
      ? [{ network: parsed.output.network, label: parsed.output.label, url: parsed.output.url }]
      : [];
  });
  const storedCards = asObject(node.cards) ?? {};
  const cards: SiteIdentity['cards'] = {};
  for (const key of CARD_KEYS) {
    const parsed = v.safeParse(StoredCard, storedCards[key]);
    // Valibot's output holds only the known fields, and `original` only when stored.
    if (parsed.success) cards[key] = { ...parsed.output } satisfies CardPicture;
  }
  const identity: SiteIdentity = {
    name,
    tagline: { first: text(tagline?.first), second: text(tagline?.second) },
    email: text(node.email),
    phone: text(node.phone),
    social,
    cards,
  };
  const hero = toHero(node.hero);
  if (hero) identity.hero = hero;
  return identity;
}

/** The `site` node's content, or null when the project has no `site` node. */
export function readSite(raw: unknown): SiteContent | null {
  return asObject(raw) ? toSiteContent(raw) : null;
}

/** Every gallery's works under a raw `articles` node, in the order they were read. */
export function readArticles(raw: unknown, types: readonly ArtworkType[]): Record<ArtworkType, Artwork[]> {
  const articles = asObject(raw);
  return Object.fromEntries(
    types.map((type) => [
      type,
      Object.entries(asObject(articles?.[type]) ?? {})
        .map(([key, value]) => toArtwork(key, value, type))
        .filter((artwork) => artwork !== null),
    ]),
  ) as Record<ArtworkType, Artwork[]>;
}
