import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MASONRY_BREAKPOINT } from '../masonry';
import { MASONRY_LAYOUTS, MASONRY_LAYOUT_WIDTHS, MasonryLayouts, layoutWidthFor } from '../masonry-layouts';

const [NARROW, WIDE] = MASONRY_LAYOUT_WIDTHS as [number, number];

/** Each layout's stand-in album, counting where it renders. */
let renders: number[] = [];
function Album({ width, works }: { width: number; works: number }) {
  renders.push(width);
  return (
    <p>
      {works} œuvres sur {width === WIDE ? 'quatre colonnes' : 'une colonne'}
    </p>
  );
}
function albums(works = 12): ReadonlyMap<number, ReactNode> {
  return new Map(MASONRY_LAYOUT_WIDTHS.map((width) => [width, <Album key={width} width={width} works={works} />]));
}

const layout = (container: ParentNode, width: number) =>
  container.querySelector<HTMLElement>(`[data-masonry-layout="${width}"]`);
const isHydrated = (element: Element | null) =>
  element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/** The masonry as the build prerendered it, in a page whose container query shows `shownWidth`. */
function prerenderedPage(shownWidth: number): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<MasonryLayouts albums={albums()} />);
  document.body.append(container);
  // jsdom lays nothing out: the layout the container query shows is the one with a box.
  const shown = layout(container, shownWidth)!;
  shown.getClientRects = () => [shown.getBoundingClientRect()] as unknown as DOMRectList;
  renders = [];
  return container;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('MasonryLayouts', () => {
  it('prerenders every layout, each shown by a container query only where it fits', () => {
    const html = renderToString(<MasonryLayouts albums={albums()} />);
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(page.querySelector('[data-masonry-layouts]')).toHaveClass('@container');
    expect(layout(page, NARROW)).toHaveClass('hidden', '@max-[700px]:block');
    expect(layout(page, NARROW)).toHaveTextContent('12 œuvres sur une colonne');
    expect(layout(page, WIDE)).toHaveClass('hidden', '@min-[700px]:block');
    expect(layout(page, WIDE)).toHaveTextContent('12 œuvres sur quatre colonnes');
  });

  it('switches layouts at the masonry breakpoint, in its classes as in its measure', () => {
    expect(MASONRY_LAYOUTS[0].className).toContain(`@max-[${MASONRY_BREAKPOINT}px]:block`);
    expect(MASONRY_LAYOUTS[1].className).toContain(`@min-[${MASONRY_BREAKPOINT}px]:block`);
    expect(MASONRY_LAYOUT_WIDTHS).toEqual([MASONRY_BREAKPOINT / 2, MASONRY_BREAKPOINT]);
    expect(layoutWidthFor(0)).toBe(NARROW);
    expect(layoutWidthFor(MASONRY_BREAKPOINT - 1)).toBe(NARROW);
    expect(layoutWidthFor(MASONRY_BREAKPOINT)).toBe(WIDE);
    expect(layoutWidthFor(1176)).toBe(WIDE);
  });

  it.each([
    ['four columns', WIDE, NARROW],
    ['one column', NARROW, WIDE],
  ])(
    'hydrates the layout on screen (%s) only, keeps its nodes, and drops the other unhydrated',
    async (_, shownWidth, hiddenWidth) => {
      const container = prerenderedPage(shownWidth);
      const shownText = layout(container, shownWidth)!.querySelector('p')!;
      const hiddenText = layout(container, hiddenWidth)!.querySelector('p')!;
      const errors = vi.spyOn(console, 'error');
      const onRecoverableError = vi.fn();

      await act(async () => void hydrateRoot(container, <MasonryLayouts albums={albums()} />, { onRecoverableError }));

      expect(renders).not.toContain(hiddenWidth);
      expect(renders).toContain(shownWidth);
      expect(isHydrated(hiddenText)).toBe(false);
      expect(layout(container, hiddenWidth)).toBeNull();
      // The server's nodes, hydrated, and no longer hidden by the container query.
      expect(container.querySelector('p')).toBe(shownText);
      expect(isHydrated(shownText)).toBe(true);
      expect(layout(container, shownWidth)!.className).toBe('');
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
    },
  );

  it('hidden (under a work’s poster), hydrates a layout without laying the masonry out to choose one', async () => {
    const container = prerenderedPage(WIDE);
    const masonry = container.querySelector<HTMLElement>('[data-masonry-layouts]')!;
    // content-visibility: hidden on an ancestor: checkVisibility() says so from styles alone.
    masonry.checkVisibility = () => false;
    const measured = vi.spyOn(Element.prototype, 'getClientRects');
    const shownRects = vi.spyOn(layout(container, WIDE)!, 'getClientRects');
    const onRecoverableError = vi.fn();

    await act(async () => void hydrateRoot(container, <MasonryLayouts albums={albums()} />, { onRecoverableError }));

    expect(measured).not.toHaveBeenCalled();
    expect(shownRects).not.toHaveBeenCalled();
    expect(renders).toEqual([NARROW]);
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('once hydrated, follows what its album shows', async () => {
    const container = prerenderedPage(WIDE);
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => void (root = hydrateRoot(container, <MasonryLayouts albums={albums()} />)));
    await act(async () => root.render(<MasonryLayouts albums={albums(24)} />));
    expect(container).toHaveTextContent('24 œuvres sur quatre colonnes');
    expect(layout(container, NARROW)).toBeNull();
  });

  it.each([
    [1176, WIDE, NARROW],
    [335, NARROW, WIDE],
  ])('rendered afresh in a container %i px wide, renders the layout that fits only', async (width, fits, other) => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
    const container = document.createElement('div');
    document.body.append(container);
    renders = [];
    await act(async () => createRoot(container).render(<MasonryLayouts albums={albums()} />));
    expect(renders).toEqual([fits]);
    expect(renders).not.toContain(other);
    expect(layout(container, fits)!.className).toBe('');
    expect(layout(container, other)).toBeNull();
  });
});
