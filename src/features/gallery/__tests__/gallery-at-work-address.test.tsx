/**
 * A gallery's page served at a work's address (firebase.json sends a work address that no
 * prerendered page serves to its gallery's page): it hydrates as it was served, then opens the
 * work or says it has gone. And a work's own prerendered page hydrates with its poster.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Artwork } from '@/domain/artwork';
import { galleryOf } from '@/domain/galleries';
import { makeArtwork } from '@/test/artwork-factory';
import { GalleryView } from '../gallery-page';

const gallery = galleryOf('Aquarelles');
const works: Artwork[] = [
  makeArtwork({ key: 'undefined3', title: 'Le pommier 3', subtitle: '3', width: 1200, height: 800 }),
  makeArtwork({ key: '27', title: 'Brume sur la Seine 27', subtitle: '27' }),
];

function page(url: string, { snapshot }: { snapshot: boolean }): ReactNode {
  return (
    <MemoryRouter initialEntries={[url]}>
      <GalleryView gallery={gallery} state={{ status: 'success', data: works, error: undefined }} snapshot={snapshot} />
    </MemoryRouter>
  );
}

/** What the build writes for `url`: rendered where there is no document, as in Node. */
function prerender(url: string): string {
  vi.stubGlobal('document', undefined);
  try {
    return renderToString(page(url, { snapshot: true }));
  } finally {
    vi.unstubAllGlobals();
  }
}

const roots: Root[] = [];

/** The page the build prerendered for `prerenderedAt`, hydrated at `url`; what React reported. */
async function serveAndHydrate(prerenderedAt: string, url: string) {
  const container = document.createElement('div');
  container.innerHTML = prerender(prerenderedAt);
  document.body.append(container);
  const served = container.innerHTML;
  const onRecoverableError = vi.fn();
  const errors = vi.spyOn(console, 'error');
  await act(async () => void roots.push(hydrateRoot(container, page(url, { snapshot: true }), { onRecoverableError })));
  return { container, served, onRecoverableError, errors };
}

const worksBox = (container: ParentNode) => container.querySelector('[data-testid="gallery-works"]');

/** The viewer measures its container to fit the picture: jsdom lays nothing out. */
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('yarl__container') ? 1024 : 0;
  });
});
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  vi.restoreAllMocks();
});

describe('a gallery page served at a work address', () => {
  it.each(['/aquarelles/27', '/AQUARELLES/Undefined3'])(
    'hydrates as served (no poster, cards laid out) at %s, then opens the work',
    async (url) => {
      const { container, served, onRecoverableError, errors } = await serveAndHydrate('/aquarelles', url);
      expect(served).not.toContain('data-work-poster');
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      const dialog = await screen.findByRole('dialog', {}, { timeout: 5_000 });
      expect(dialog).toBeInTheDocument();
      // Under the viewer the cards are neither laid out nor painted.
      expect(worksBox(container)).toHaveClass('[content-visibility:hidden]');
    },
  );

  it("a work's own prerendered page hydrates with its poster, the cards behind it not laid out", async () => {
    const { container, served, onRecoverableError, errors } = await serveAndHydrate('/aquarelles/27', '/aquarelles/27');
    expect(served).toContain('data-work-poster="27"');
    expect(served).toContain('content-visibility:hidden');
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(await screen.findByRole('dialog', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(worksBox(container)).toHaveClass('[content-visibility:hidden]');
  });

  it('a gallery without a work shown lays its cards out', () => {
    const html = prerender('/aquarelles');
    expect(html).not.toContain('content-visibility');
  });
});

describe("a removed work's address", () => {
  it('says so at the foot of the screen once the live data is in, kept out of search results, and can be closed', async () => {
    render(page('/aquarelles/99', { snapshot: false }));
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent("Cette œuvre n'est plus exposée.");
    // Fixed: it moves none of the cards drawn before it came.
    expect(notice.closest('.fixed')).not.toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(screen.getAllByRole('figure')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByText("Cette œuvre n'est plus exposée.")).not.toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
