import type { SiteBook, SiteContent } from '@/domain/site-content';
import { ARTIST } from './artist';
import { BOOKS } from './books';
import { EXHIBITIONS } from './exhibitions';
import { SEED_IDENTITY } from './identity-seed';
import { INTERVENTIONS_TEXT } from './interventions';
import {
  PRESS_SLIDE_HEIGHT,
  PRESS_SLIDE_SMALL_WIDTH,
  PRESS_SLIDE_WIDTH,
  PRESS_SLIDES,
  pressSlideSmallImage,
} from './press';
import { STATEMENT } from './statement';

/**
 * The copy of src/content/ as the `site` node's value: the demo's seed, and what a fresh project
 * imports from the studio.
 */
export const DEFAULT_SITE_CONTENT: SiteContent = {
  statement: { title: STATEMENT.title, paragraphs: [...STATEMENT.paragraphs] },
  exhibitions: [...EXHIBITIONS],
  books: {
    videoId: ARTIST.videoId,
    items: BOOKS.map(({ title, year, text, cover }) => {
      const book: SiteBook = { title, year, text };
      if (cover) {
        const [small, large] = [Math.min(...cover.image.widths), Math.max(...cover.image.widths)];
        book.cover = {
          image: `${cover.image.base}-${large}.webp`,
          thumbnail: `${cover.image.base}-${small}.webp`,
          thumbnailWidth: small,
          width: cover.image.width,
          height: cover.image.height,
          alt: cover.alt,
        };
      }
      return book;
    }),
  },
  interventions: INTERVENTIONS_TEXT,
  press: PRESS_SLIDES.map((slide) => ({
    image: slide.img,
    thumbnail: pressSlideSmallImage(slide),
    thumbnailWidth: PRESS_SLIDE_SMALL_WIDTH,
    width: PRESS_SLIDE_WIDTH,
    height: PRESS_SLIDE_HEIGHT,
    alt: slide.alt,
  })),
  identity: SEED_IDENTITY,
};

/**
 * What the site shows from the `site` node: the node's content, or, while the project has no
 * `site` node (null), the copy of src/content/. The one place that decides it: the public pages,
 * the prerender, the data version and the studio's view of the public pages all come here.
 */
export function siteOrSeed(site: SiteContent | null): SiteContent {
  return site ?? DEFAULT_SITE_CONTENT;
}
