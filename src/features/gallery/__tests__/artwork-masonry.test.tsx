import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeArtwork } from '@/test/artwork-factory';
import type { Artwork } from '@/domain/artwork';
import { ArtworkMasonry } from '../artwork-masonry';
import { MASONRY_LAYOUT_WIDTHS } from '../masonry-layouts';

const [NARROW, WIDE] = MASONRY_LAYOUT_WIDTHS as [number, number];
const WORKS = ['a', 'b', 'c', 'd', 'e', 'f'].map((key) => makeArtwork({ key, width: 800, height: 600 }));

/** Portraits, landscapes, squares, a panorama and a work without a size: rows of every length. */
const MIXED = [
  [800, 1000],
  [1200, 800],
  [1000, 1000],
  [undefined, undefined],
  [3000, 800],
  [700, 1000],
  [1200, 900],
  [800, 1200],
  [1000, 700],
  [1200, 1200],
  [600, 900],
  [1500, 1000],
  [900, 1200],
  [1200, 800],
].map(([width, height], i) => makeArtwork({ key: `w${i}`, width, height, image: `/images/${i}.webp` }));

/** The prerendered masonry (both layouts), as a page holds it. */
function prerendered(works: readonly Artwork[]): HTMLElement {
  const page = document.createElement('div');
  page.innerHTML = renderToString(
    <MemoryRouter>
      <ArtworkMasonry
        artworks={works}
        hrefOf={(artwork) => `/aquarelles/${artwork.key}`}
        showsCaption
        registerCard={() => undefined}
        eagerCount={1}
      />
    </MemoryRouter>,
  );
  return page;
}

/** How each picture of a prerendered layout loads, in the page's order: `loading fetchpriority`. */
function pictureLoading(width: number): string[] {
  const pictures = [...prerendered(WORKS).querySelectorAll(`[data-masonry-layout="${width}"] img`)];
  return pictures.map((img) => `${img.getAttribute('loading')} ${img.getAttribute('fetchpriority') ?? 'auto'}`);
}

describe('ArtworkMasonry', () => {
  it('loads the first work first; in one column, keeps the next ones behind it even where they show', () => {
    expect(pictureLoading(NARROW)).toEqual(['eager high', ...Array<string>(5).fill('lazy low')]);
  });

  it('lets the browser raise the pictures it shows in rows, whose first row shows at once', () => {
    expect(pictureLoading(WIDE)).toEqual(['eager high', ...Array<string>(5).fill('lazy auto')]);
  });

  it.each(MASONRY_LAYOUT_WIDTHS.map((width) => [width]))(
    'puts the works in the page in display order, in the layout %i px wide',
    (width) => {
      const layout = prerendered(MIXED).querySelector(`[data-masonry-layout="${width}"]`)!;
      const links = [...layout.querySelectorAll('a')].map((a) => a.getAttribute('href'));
      expect(links).toEqual(MIXED.map((work) => `/aquarelles/${work.key}`));
    },
  );

  it('reads left to right in rows: each row holds the works that follow the previous row’s', () => {
    const layout = prerendered(MIXED).querySelector(`[data-masonry-layout="${WIDE}"]`)!;
    const rows = [...layout.querySelectorAll('[data-masonry-row]')].map((row) =>
      [...row.querySelectorAll('a')].map((a) => a.getAttribute('href')),
    );
    expect(rows.length).toBeGreaterThan(2);
    expect(rows.flat()).toEqual(MIXED.map((work) => `/aquarelles/${work.key}`));
    for (const row of rows) expect(row.length).toBeGreaterThan(0);
  });
});
