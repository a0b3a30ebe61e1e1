/**
 * The artist's identity, in one place. TO REPLACE: these are neutral placeholders that show
 * where the real values go (the specification names nobody).
 */
export const ARTIST = {
  /** Shown in the top bar, the hero, the footer and as the document title. */
  name: 'Prénom Nom',
  email: 'contact@example.com',
  /** As displayed; the tel: link is built from it. */
  phone: '02 00 00 00 00',
  social: { label: 'Facebook', url: 'https://www.facebook.com/' },
  /** YouTube video id of the "Mes livres" section (here YouTube's own sample video). */
  videoId: 'M7lc1UVf-VE',
  /** The public address of the site, for canonical links, the sitemap and link previews. */
  siteUrl: 'https://portfolio.example.com',
  /** The footer's credit link to the site's developer. */
  credit: { label: 'Site réalisé par Votre Studio', url: 'https://example.com/' },
  tagline: ['Artiste Peintre', 'Intervenant intergénérationnel'],
  copyright: 'copyright 2023',
} as const;

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '').replace(/^0/, '+33')}`;
}

/** A page's title: what it shows, then the artist ("Aquarelle · Prénom Nom"). */
export function titleWithArtist(label: string): string {
  return `${label} · ${ARTIST.name}`;
}
