import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
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

/** A gallery's masonry of `works`, its first work's picture loaded at once. */
function masonry(works: readonly Artwork[]) {
  return (
    <MemoryRouter>
      <ArtworkMasonry
        artworks={works}
        hrefOf={(artwork) => `/aquarelles/${artwork.key}`}
        showsCaption
        registerCard={() => undefined}
        eagerCount={1}
      />
    </MemoryRouter>
  );
}

/** The prerendered masonry (both layouts), as a page holds it. */
function prerendered(works: readonly Artwork[]): HTMLElement {
  const page = document.createElement('div');
  page.innerHTML = renderToString(masonry(works));
  return page;
}

/** How a picture loads: `loading fetchpriority`. */
const loadingOf = (img: Element | null) =>
  `${img?.getAttribute('loading')} ${img?.getAttribute('fetchpriority') ?? 'auto'}`;

/**
 * How each picture of a layout loads, in the page's order; "noscript" first for a picture the
 * page holds only inside <noscript>, which the browser neither fetches nor draws while it runs
 * scripts (jsdom keeps its content as text, as such a browser does).
 */
function pictureLoading(page: HTMLElement, width: number): string[] {
  const items = page.querySelectorAll(`[data-masonry-layout="${width}"] :is(img, noscript)`);
  return [...items].map((item) => {
    if (item.tagName !== 'NOSCRIPT') return loadingOf(item);
    const copy = document.createElement('template');
    copy.innerHTML = item.textContent ?? '';
    return `noscript ${loadingOf(copy.content.querySelector('img'))}`;
  });
}

describe('ArtworkMasonry', () => {
  it('loads the first work first; in one column, keeps the next ones behind it even where they show', () => {
    // The second work's picture with the page (it can show at the bottom of a phone's first
    // screen), the others once the app has started.
    expect(pictureLoading(prerendered(WORKS), NARROW)).toEqual([
      'eager high',
      'lazy low',
      ...Array<string>(4).fill('noscript lazy low'),
    ]);
  });

  it('asks for the pictures it held back once the app has hydrated the page, without a hydration error', async () => {
    const errors = vi.spyOn(console, 'error');
    const page = prerendered(WORKS);
    document.body.append(page);
    await act(async () => {
      hydrateRoot(page, masonry(WORKS));
    });
    expect(pictureLoading(page, NARROW)).toEqual(['eager high', ...Array<string>(5).fill('lazy low')]);
    expect(errors).not.toHaveBeenCalled();
    page.remove();
  });

  it('asks for every picture at once when the app draws the gallery itself (a link from another page)', () => {
    const { container } = render(masonry(WORKS));
    expect(container.querySelector('noscript')).toBeNull();
  });

  it('lets the browser raise the pictures it shows in rows, whose first row shows at once', () => {
    expect(pictureLoading(prerendered(WORKS), WIDE)).toEqual(['eager high', ...Array<string>(5).fill('lazy auto')]);
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
