import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONTENT } from '@/content/site-seed';
import type { SiteContent } from '@/domain/site-content';
import { InitialSiteContentProvider } from '@/hooks/initial-site-content';
import { neighbours, slideFromHash } from '../carousel-index';
import { PressPage } from '../press-page';

function renderPress(url: string, site: SiteContent = DEFAULT_SITE_CONTENT) {
  return render(
    <InitialSiteContentProvider value={site}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/presse" element={<PressPage />} />
        </Routes>
      </MemoryRouter>
    </InitialSiteContentProvider>,
  );
}

const arrow = (name: 'Précédent' | 'Suivant') => screen.getByRole('link', { name });

describe('press carousel', () => {
  it('has the 43 slides #slide0 … #slide42', () => {
    const { container } = renderPress('/presse');
    expect(container.querySelector('#slide0')).not.toBeNull();
    expect(container.querySelector('#slide42')).not.toBeNull();
    expect(container.querySelector('#slide43')).toBeNull();
    expect(container.querySelectorAll('[id^="slide"]')).toHaveLength(43);
  });

  it('wraps around: previous of 0 is 42, next of 42 is 0', () => {
    renderPress('/presse');
    expect(arrow('Précédent')).toHaveAttribute('href', '/presse#slide42');
    expect(arrow('Suivant')).toHaveAttribute('href', '/presse#slide1');
  });

  it('follows the anchor and moves with the arrows', async () => {
    const user = userEvent.setup();
    renderPress('/presse#slide42');
    expect(screen.getByText('Article 43 sur 43')).toBeInTheDocument();
    expect(arrow('Suivant')).toHaveAttribute('href', '/presse#slide0');
    expect(arrow('Précédent')).toHaveAttribute('href', '/presse#slide41');
    await user.click(arrow('Suivant'));
    expect(screen.getByText('Article 1 sur 43')).toBeInTheDocument();
    await user.click(arrow('Précédent'));
    expect(screen.getByText('Article 43 sur 43')).toBeInTheDocument();
  });

  it('has as many slides as the site has clippings, and wraps at the last one', () => {
    const three = { ...DEFAULT_SITE_CONTENT, press: DEFAULT_SITE_CONTENT.press.slice(0, 3) };
    const { container } = renderPress('/presse#slide2', three);
    expect(container.querySelectorAll('[id^="slide"]')).toHaveLength(3);
    expect(screen.getByText('Article 3 sur 3')).toBeInTheDocument();
    expect(arrow('Suivant')).toHaveAttribute('href', '/presse#slide0');
    expect(arrow('Précédent')).toHaveAttribute('href', '/presse#slide1');
  });

  it("shows a clipping's name in its place when its picture fails, at the picture's proportions", () => {
    const clipping = DEFAULT_SITE_CONTENT.press[0]!;
    renderPress('/presse');
    const open = screen.getByRole('button', { name: `Agrandir : ${clipping.alt}` });
    fireEvent.error(within(open).getByRole('img'));
    expect(within(open).queryByRole('img')).not.toBeInTheDocument();
    const fallback = within(open).getByText(clipping.alt).closest('[data-picture-fallback]');
    expect(fallback).toHaveClass('h-auto', 'w-full');
    expect(fallback).toHaveStyle({ aspectRatio: `${clipping.width} / ${clipping.height}` });
    // Still the button that opens it full-screen, named as before.
    expect(open).toHaveAccessibleName(`Agrandir : ${clipping.alt}`);
  });

  it('says so when there is no clipping', () => {
    renderPress('/presse', { ...DEFAULT_SITE_CONTENT, press: [] });
    expect(screen.getByText('Aucun article de presse pour le moment.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Suivant' })).toBeNull();
  });

  it('computes neighbours and anchors, edge cases included', () => {
    expect(neighbours(0, 43)).toEqual({ previous: 42, next: 1 });
    expect(neighbours(42, 43)).toEqual({ previous: 41, next: 0 });
    expect(neighbours(0, 1)).toEqual({ previous: 0, next: 0 });
    expect(slideFromHash('#slide7', 43)).toBe(7);
    expect(slideFromHash('#slide43', 43)).toBe(0);
    expect(slideFromHash('#slide-1', 43)).toBe(0);
    expect(slideFromHash('', 43)).toBe(0);
  });
});
