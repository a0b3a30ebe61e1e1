import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATEGORY_CARDS } from '@/content/cards';
import { SEED_IDENTITY } from '@/content/identity-seed';
import { DEFAULT_SITE_CONTENT } from '@/content/site-seed';
import { InitialSiteContentProvider } from '@/hooks/initial-site-content';
import { IdentityProvider } from '@/hooks/use-identity';
import { LinkCard } from '../link-card';

const card = CATEGORY_CARDS[0]!;

function Card() {
  return (
    <MemoryRouter>
      <LinkCard card={card} />
    </MemoryRouter>
  );
}

/** The images of `container` outside any <noscript>: those the browser would fetch. */
function fetchedImages(container: HTMLElement): HTMLImageElement[] {
  return [...container.querySelectorAll('img')].filter((img) => !img.closest('noscript'));
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe("a home card's picture", () => {
  it('is prerendered only inside <noscript>, in a box of its proportions', () => {
    const html = renderToString(<Card />);
    const container = document.createElement('div');
    container.innerHTML = html;

    expect(fetchedImages(container)).toEqual([]);
    const noscript = container.querySelector('noscript');
    expect(noscript?.parentElement?.className).toContain('aspect-[4/3]');
    // jsdom runs no script, so it reads <noscript> as markup, as a browser without JavaScript would.
    expect(html).toMatch(/<noscript><img src="\/images\/cards\/pate-a-papier-800\.webp" srcSet="[^"]*-400\.webp 400w/);
  });

  it('is prerendered with her own picture when the site node holds one (the published home page)', () => {
    const own = { image: 'https://images.test/1700000000001', thumbnail: 'https://images.test/1700000000001-thumb' };
    const site = { ...DEFAULT_SITE_CONTENT, identity: { ...SEED_IDENTITY, cards: { 'pate-a-papier': own } } };
    const html = renderToString(
      <InitialSiteContentProvider value={site}>
        <MemoryRouter>
          <IdentityProvider>
            <LinkCard card={card} />
          </IdentityProvider>
        </MemoryRouter>
      </InitialSiteContentProvider>,
    );
    expect(html).toContain(`<noscript><img src="${own.image}" srcSet="${own.thumbnail} 400w, ${own.image} 800w"`);
  });

  it('is rendered once the prerendered page is hydrated, without a hydration error', async () => {
    const errors = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Card />);
    document.body.append(container);

    await act(async () => {
      hydrateRoot(container, <Card />);
    });

    const [img] = fetchedImages(container);
    expect(img).toBeDefined();
    expect(img!.getAttribute('src')).toBe(`${card.image}-800.webp`);
    expect(img!.getAttribute('srcset')).toBe(`${card.image}-400.webp 400w, ${card.image}-800.webp 800w`);
    expect(img!.getAttribute('alt')).toBe('');
    expect(img!.getAttribute('loading')).toBe('lazy');
    expect(container.querySelector('noscript')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('is rendered at once when the page is drawn by the app (a link from another page)', () => {
    const { container } = render(<Card />);
    expect(fetchedImages(container)).toHaveLength(1);
    expect(container.querySelector('noscript')).toBeNull();
  });
});
