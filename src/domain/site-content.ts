export { thumbnailWidthOf } from './image-sizes';
import type { Exhibition } from './exhibitions';

/*
 * The texts and press clippings the painter edits in the studio: the database's `site` node,
 * beside `articles` (docs/database.md). Each section is written whole, one at a time.
 */

/**
 * A picture the painter uploaded (or one of the site's own files under /images/): stored like a
 * work's, as a large image with its pixel size, a thumbnail and perhaps a zoom version.
 */
export interface SitePicture {
  image: string;
  thumbnail: string;
  /** The thumbnail's pixel width, when it is not min(THUMBNAIL_WIDTH, width) as for uploads. */
  thumbnailWidth?: number;
  width: number;
  height: number;
  zoom?: string;
  zoomWidth?: number;
  zoomHeight?: number;
}

export interface SiteStatement {
  title: string;
  paragraphs: string[];
}

export interface SiteBook {
  title: string;
  year: number;
  text: string;
  cover?: SitePicture & { alt: string };
}

export interface SiteBooks {
  /** The YouTube id of the video shown beside the books. */
  videoId: string;
  items: SiteBook[];
}

export interface PressClipping extends SitePicture {
  /** What the clipping shows, read aloud and shown under it when enlarged. */
  alt: string;
  /** The newspaper or magazine, as the painter writes it. */
  source?: string;
  /** When it appeared, as the painter writes it ("mars 2019", "12 juin 2023"). */
  date?: string;
}

/** The value of the `site` node, once read. */
export interface SiteContent {
  statement: SiteStatement;
  /** Dated events and the earlier site's texts (src/domain/exhibitions.ts). */
  exhibitions: Exhibition[];
  books: SiteBooks;
  /** The text of the home page's "Interventions" card. */
  interventions: string;
  press: PressClipping[];
  /** Who she is (site/identity); absent in a node written before it existed: see identityOrSeed. */
  identity?: SiteIdentity;
}

/** The sections of the `site` node: each one is written whole (site/{section}). */
export const SITE_SECTIONS = ['statement', 'exhibitions', 'books', 'interventions', 'press', 'identity'] as const;
export type SiteSection = (typeof SITE_SECTIONS)[number];

export function sitePath(section?: SiteSection): string {
  return section ? `site/${section}` : 'site';
}

/** Every picture URL the content shows (book covers, press clippings, the hero and the cards). */
export function sitePictureUrls(content: SiteContent): string[] {
  const pictures: SitePicture[] = [
    ...content.books.items.flatMap((book) => (book.cover ? [book.cover] : [])),
    ...content.press,
  ];
  return [
    ...pictures.flatMap((p) => [p.image, p.thumbnail, ...(p.zoom ? [p.zoom] : [])]),
    ...(content.identity ? identityPictureUrls(content.identity) : []),
  ];
}

// ---- Identity (site/identity) --------------------------------------------------------------

/** The networks a social link may name; each gives the link its icon (src/features/home/contact.tsx). */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube', 'linkedin', 'pinterest', 'x', 'web'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The French name of each network, as the studio lists them and links are read aloud. */
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  x: 'X (Twitter)',
  web: 'Site web',
};

export function isSocialNetwork(value: unknown): value is SocialNetwork {
  return (SOCIAL_NETWORKS as readonly unknown[]).includes(value);
}

export interface SocialLink {
  network: SocialNetwork;
  /** What the link says, read aloud ("Facebook", "Mon Instagram"). */
  label: string;
  /** An https address. */
  url: string;
}

/** One version of a crop: its URL and its pixel width. */
export interface CropSource {
  url: string;
  width: number;
}

/** A crop of the hero photo, in one or more widths (widest last), and its shape (the widest's size). */
export interface HeroCrop {
  sources: CropSource[];
  width: number;
  height: number;
}

/**
 * The home page's hero photo, art-directed: a landscape crop for wide screens, a portrait crop
 * for phones (docs/identity.md). `focus` is where she placed the portrait crop's centre, as
 * fractions of the photo's width and height (0.5, 0.5: the centre).
 */
export interface SiteHero {
  landscape: HeroCrop;
  portrait: HeroCrop;
  focusX: number;
  focusY: number;
  /** The photo uncropped (an upload's large version), from which the crops can be made again. */
  original?: { url: string; width: number; height: number };
}

/**
 * A home card's picture: its large (800 px wide) and small (400 px) versions, in 4:3. One she
 * uploaded also keeps the photo uncropped (`original`, as the hero does): the write path's
 * uploads are three files, and the node points at each so that a replaced picture is deleted whole.
 */
export interface CardPicture {
  image: string;
  thumbnail: string;
  original?: string;
}

/** The home cards whose pictures she sets, by their key (src/content/cards.ts). */
export const CARD_KEYS = [
  'pate-a-papier',
  'peinture-sur-toile',
  'aquarelles',
  'peintures-sur-papier',
  'vrac',
  'ateliers',
  'presse',
] as const;
export type CardKey = (typeof CARD_KEYS)[number];

/** Who she is: what the top bar, the hero, the footer, the contact section and the head say. */
export interface SiteIdentity {
  name: string;
  /** The hero's two lines ("Artiste Peintre / Intervenant intergénérationnel"). */
  tagline: { first: string; second: string };
  email: string;
  /** As displayed; the tel: link is built from it (telHref). */
  phone: string;
  social: SocialLink[];
  /** Absent: the seed's (a node saved before she set one, or malformed). */
  hero?: SiteHero;
  /** The cards she gave a picture of her own; the others show the seed's. */
  cards: Partial<Record<CardKey, CardPicture>>;
}

/** Every picture URL an identity shows. */
export function identityPictureUrls(identity: SiteIdentity): string[] {
  const { hero, cards } = identity;
  return [
    ...(hero ? [...hero.landscape.sources, ...hero.portrait.sources].map((s) => s.url) : []),
    ...(hero?.original ? [hero.original.url] : []),
    ...Object.values(cards).flatMap((card) =>
      card ? [card.image, card.thumbnail, ...(card.original ? [card.original] : [])] : [],
    ),
  ];
}

/** A phone number as a tel: link: digits and "+" only, a French leading 0 as +33. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '').replace(/^0/, '+33')}`;
}
