import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PictureOrTitle } from '../picture-or-title';

const PICTURE = {
  src: '/images/oeuvres/falaise-1200.webp',
  width: 1200,
  height: 1500,
  className: 'h-auto w-full rounded',
} as const;

/** The box a failed picture leaves, found by what it says. */
const box = (text: string) => screen.getByText(text).closest('[data-picture-fallback]') as HTMLElement;

describe('PictureOrTitle', () => {
  it('is a plain picture while it loads or once loaded', () => {
    render(<PictureOrTitle {...PICTURE} alt="Falaise, n° 12" />);
    const image = screen.getByRole('img', { name: 'Falaise, n° 12' });
    expect(image).toHaveAttribute('src', PICTURE.src);
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveClass('h-auto', 'w-full', 'rounded');
  });

  it('gives way to its title, as text, in a box of its classes and proportions when it fails', () => {
    render(<PictureOrTitle {...PICTURE} alt="Falaise, n° 12" style={{ backgroundColor: 'rgb(0, 0, 0)' }} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const fallback = box('Falaise, n° 12');
    expect(fallback).toHaveClass('h-auto', 'w-full', 'rounded');
    expect(fallback.style.aspectRatio).toBe('1200 / 1500');
    // The colour shown while loading is not the box's: its own colours keep their contrast.
    expect(fallback.style.backgroundColor).toBe('');
    // Read once, as text (no image named the same beside it).
    expect(fallback).not.toHaveAttribute('aria-hidden');
    expect(screen.getAllByText('Falaise, n° 12')).toHaveLength(1);
  });

  it('names a decorative picture by the title given, hidden from screen readers (the page says it beside)', () => {
    render(<PictureOrTitle src={PICTURE.src} className="size-20" alt="" title="Falaise" />);
    fireEvent.error(screen.getByRole('presentation', { hidden: true }));
    const fallback = box('Falaise');
    expect(fallback).toHaveAttribute('aria-hidden', 'true');
    expect(fallback).toHaveClass('size-20');
    // No size known: the classes alone size the box.
    expect(fallback.style.aspectRatio).toBe('');
  });

  it('tries again when the picture changes (the live data brought another)', () => {
    const { rerender } = render(<PictureOrTitle {...PICTURE} alt="Falaise, n° 12" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    rerender(<PictureOrTitle {...PICTURE} src="/images/oeuvres/falaise-2-1200.webp" alt="Falaise, n° 12" />);
    expect(screen.getByRole('img', { name: 'Falaise, n° 12' })).toHaveAttribute(
      'src',
      '/images/oeuvres/falaise-2-1200.webp',
    );
  });
});

describe('PictureOrTitle in a prerendered page', () => {
  let container: HTMLElement | null = null;
  afterEach(() => {
    container?.remove();
    container = null;
  });

  /**
   * Puts the server's HTML in the document, lets the browser's <img> reach `state` (its error
   * event, if any, long gone), then hydrates it.
   */
  async function hydrateWith(state: { complete: boolean; naturalWidth: number }) {
    const element = <PictureOrTitle {...PICTURE} alt="Falaise, n° 12" />;
    container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    const image = container.querySelector('img')!;
    Object.defineProperty(image, 'complete', { value: state.complete });
    Object.defineProperty(image, 'naturalWidth', { value: state.naturalWidth });
    const consoleError = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container!, element);
    });
    // Hydrated without a mismatch: the server's picture was kept, then replaced.
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    return container;
  }

  it('shows the title of a picture that failed before the page hydrated', async () => {
    const page = await hydrateWith({ complete: true, naturalWidth: 0 });
    expect(page.querySelector('img')).toBeNull();
    expect(page.querySelector('[data-picture-fallback]')).toHaveTextContent('Falaise, n° 12');
  });

  it('keeps a picture that loaded, or that is still loading, before the page hydrated', async () => {
    const loaded = await hydrateWith({ complete: true, naturalWidth: 1200 });
    expect(loaded.querySelector('img')).not.toBeNull();
    loaded.remove();
    const loading = await hydrateWith({ complete: false, naturalWidth: 0 });
    expect(loading.querySelector('img')).not.toBeNull();
    expect(loading.querySelector('[data-picture-fallback]')).toBeNull();
  });
});
