/**
 * The site's own settings, and the seed of her identity: the name, the tagline, the email, the
 * phone and the social link below are neutral placeholders the demo and a fresh project start
 * from (src/content/identity-seed.ts); she replaces them in the studio's "Identité" screen, and
 * the pages show the `site` node's (docs/identity.md). The site's address, the credit and the
 * video id stay here.
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
