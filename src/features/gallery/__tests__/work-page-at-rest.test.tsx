/**
 * A work's prerendered page follows the live data only once the visitor acts on it (a pointer or
 * a key pressed) or leaves the work's address; a gallery's page, and a work's address the host
 * serves as its gallery's page, follow it at once. Until then the viewer shows no count, which
 * the page's snapshot of the gallery would make wrong.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArtworkReader } from '@/backend/types';
import type { Artwork } from '@/domain/artwork';
import { galleryOf } from '@/domain/galleries';
import { makeArtwork } from '@/test/artwork-factory';
import { nextTask } from '@/test/next-task';
import { worksOfWorkPage } from '../display-order';
import { GalleryPage } from '../gallery-page';
import { InitialArtworksProvider } from '../initial-artworks';

const gallery = galleryOf('Aquarelles');
const WORKS: Artwork[] = Array.from({ length: 40 }, (_, i) =>
  makeArtwork({ key: String(i + 1), title: `Œuvre ${i + 1}`, subtitle: String(i + 1), width: 1200, height: 900 }),
);
const work = WORKS[9]!; // "10", far below the first rows (sorted newest first)

const live = vi.hoisted(() => ({ subscribe: vi.fn(), acted: () => {} }));
vi.mock('@/backend/load-artwork-reader', () => ({
  loadArtworkReader: () => Promise.resolve({ subscribeArtworks: live.subscribe } as unknown as ArtworkReader),
  whenArtworkReaderRequested: () => new Promise(() => {}),
}));
vi.mock('@/components/ui/first-interaction', () => ({
  whenFirstInteraction: () => new Promise<void>((resolve) => (live.acted = resolve)),
}));

/** The router's navigate, as a link or the browser's Back would call it. */
const router: { navigate?: NavigateFunction } = {};
function NavigateHandle() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return null;
}

function page(url: string, embedded: Artwork[]): ReactNode {
  return (
    <MemoryRouter initialEntries={[url]}>
      <NavigateHandle />
      <InitialArtworksProvider value={{ Aquarelles: embedded }}>
        <GalleryPage gallery={gallery} />
      </InitialArtworksProvider>
    </MemoryRouter>
  );
}

const roots: Root[] = [];

/** The viewer's count ("31 / 40"), or null when it shows none. */
const counter = () => document.querySelector('.yarl__counter');
/** The works whose pictures the viewer has in its slides (the one shown and its neighbours). */
const slideKeys = () =>
  [...document.querySelectorAll<HTMLImageElement>('.yarl__slide img')].map((img) =>
    img.getAttribute('src')!.replace(/^\/images\/(.+)\.webp$/, '$1'),
  );

/** The page the build writes for `prerenderedAt` (rendered without a document), hydrated at `url`. */
async function serveAndHydrate(prerenderedAt: string, url: string, embedded: Artwork[]) {
  vi.stubGlobal('document', undefined);
  let html: string;
  try {
    html = renderToString(page(prerenderedAt, embedded));
  } finally {
    vi.unstubAllGlobals();
  }
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  window.history.replaceState(null, '', url);
  await act(async () => void roots.push(hydrateRoot(container, page(url, embedded))));
  await nextTask();
  return container;
}

beforeEach(() => {
  live.subscribe.mockReset().mockImplementation((_type: string, onData: (works: Artwork[]) => void) => {
    onData(structuredClone(WORKS));
    return () => {};
  });
  // The viewer measures its container to fit the picture: jsdom lays nothing out.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('yarl__container') ? 1024 : 0;
  });
});
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
  router.navigate = undefined;
  vi.restoreAllMocks();
});

describe("a work's prerendered page", { timeout: 20_000 }, () => {
  it('opens the work among its neighbours without a count, and reads nothing live before the visitor acts', async () => {
    await serveAndHydrate('/aquarelles/10', '/aquarelles/10', worksOfWorkPage(gallery, WORKS, work));
    // The viewer, once its code has come.
    await screen.findByRole('button', { name: 'Œuvre précédente' }, { timeout: 10_000 });
    await nextTask();
    expect(live.subscribe).not.toHaveBeenCalled();
    expect(counter()).toBeNull();
    // Its neighbours are the gallery's (11 before it, 9 after it), not the first rows'.
    expect(slideKeys()).toEqual(['11', '10', '9']);

    await act(async () => live.acted());
    await nextTask();
    expect(live.subscribe).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(counter()).toHaveTextContent('31 / 40'));
  });

  it('reads live once the address changes without the visitor touching the page (Back)', async () => {
    await serveAndHydrate('/aquarelles/10', '/aquarelles/10', worksOfWorkPage(gallery, WORKS, work));
    await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(live.subscribe).not.toHaveBeenCalled();
    act(() => void router.navigate!('/aquarelles'));
    await nextTask();
    expect(live.subscribe).toHaveBeenCalledTimes(1);
  });
});

describe('pages that read live at once', { timeout: 20_000 }, () => {
  it('a gallery', async () => {
    await serveAndHydrate('/aquarelles', '/aquarelles', WORKS.slice(-15));
    expect(live.subscribe).toHaveBeenCalledTimes(1);
  });

  it("a work's address served as its gallery's page (no poster), which may show a newer work", async () => {
    await serveAndHydrate('/aquarelles', '/aquarelles/10', WORKS.slice(-15));
    expect(live.subscribe).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(counter()).toHaveTextContent('31 / 40'), { timeout: 10_000 });
  });
});
