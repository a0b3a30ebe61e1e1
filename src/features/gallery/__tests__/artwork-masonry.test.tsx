import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeArtwork } from '@/test/artwork-factory';
import { ArtworkMasonry } from '../artwork-masonry';
import { MASONRY_LAYOUT_WIDTHS } from '../masonry-layouts';

const [NARROW, WIDE] = MASONRY_LAYOUT_WIDTHS as [number, number];
const WORKS = ['a', 'b', 'c', 'd', 'e', 'f'].map((key) => makeArtwork({ key, width: 800, height: 600 }));

/** How each picture of a prerendered layout loads, in display order: `loading fetchpriority`. */
function pictureLoading(width: number): string[] {
  const page = document.createElement('div');
  page.innerHTML = renderToString(
    <MemoryRouter>
      <ArtworkMasonry
        artworks={WORKS}
        hrefOf={(artwork) => `/aquarelles/${artwork.key}`}
        showsCaption
        registerCard={() => undefined}
        eagerCount={1}
      />
    </MemoryRouter>,
  );
  const pictures = [...page.querySelectorAll(`[data-masonry-layout="${width}"] img`)];
  // The masonry places works column by column: read them back in display order.
  const byKey = new Map(pictures.map((img) => [img.getAttribute('src'), img]));
  return WORKS.map((work) => {
    const img = byKey.get(work.image)!;
    return `${img.getAttribute('loading')} ${img.getAttribute('fetchpriority') ?? 'auto'}`;
  });
}

describe('ArtworkMasonry', () => {
  it('loads the first work first; in one column, keeps the next ones behind it even where they show', () => {
    expect(pictureLoading(NARROW)).toEqual(['eager high', ...Array<string>(5).fill('lazy low')]);
  });

  it('lets the browser raise the pictures it shows in four columns, whose first row shows at once', () => {
    expect(pictureLoading(WIDE)).toEqual(['eager high', ...Array<string>(5).fill('lazy auto')]);
  });
});
