import { act, cleanup, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { displaySequence } from '@/domain/display-order';
import { galleryOf } from '@/domain/galleries';
import { studioGalleryPath } from '@/domain/studio-paths';
import { displayTitle } from '@/domain/title';
import { makeArtwork } from '@/test/artwork-factory';
import { createTestBackend } from '@/test/test-backend';
import { catalogue, renderAdminForms, STUDIO_RENDER } from '../../__tests__/admin-test-utils';
import { FIRST_CARDS } from '../catalogue';

// The photo preparation's worker is not what these tests are about (and Vitest in a worktree
// cannot load its `?url` import).

/** A gallery longer than the first cards, one of them with a title of its own. */
const WORKS = [
  ...Array.from({ length: FIRST_CARDS + 15 }, (_, i) =>
    makeArtwork({ key: String(i + 2), title: `Marine ${i + 2}`, width: 800, height: 600 }),
  ),
  makeArtwork({ key: '1', title: 'Falaise d’Étretat 1', width: 800, height: 600 }),
];
const IN_ORDER = displaySequence(galleryOf('Aquarelles'), WORKS);
const FALAISE = WORKS.at(-1)!;
const cardName = (work: { title: string; subtitle: string }) => `${displayTitle(work.title)} n° ${work.subtitle}`;

/** IntersectionObserver as jsdom lacks it: the test says when the sentinel comes near. */
function stubIntersectionObserver() {
  const observers = new Set<(entries: { isIntersecting: boolean }[]) => void>();
  class Observer {
    constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
    observe() {
      observers.add(this.callback);
    }
    disconnect() {
      observers.delete(this.callback);
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return {
    /** Once the grid watches its sentinel (an effect, maybe not run yet when the cards show). */
    reachEnd: async () => {
      await waitFor(() => expect(observers.size).toBeGreaterThan(0), STUDIO_RENDER);
      act(() => observers.forEach((callback) => callback([{ isIntersecting: true }])));
    },
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const cards = () => catalogue().getByRole('list', { name: 'Œuvres : Aquarelles' }).querySelectorAll(':scope > li');

describe("a long gallery's grid", STUDIO_RENDER, () => {
  it('draws its first cards in order, then the next ones when the end of the list comes near', async () => {
    const observer = stubIntersectionObserver();
    await renderAdminForms(createTestBackend({ artworks: WORKS }), { at: studioGalleryPath('/aquarelles') });
    await waitFor(() => expect(cards()).toHaveLength(FIRST_CARDS), STUDIO_RENDER);
    expect(catalogue().getByText(`${WORKS.length} œuvres`)).toBeInTheDocument();
    expect(Array.from(cards(), (card) => card.querySelector('a')?.textContent)).toEqual(
      IN_ORDER.slice(0, FIRST_CARDS).map(cardName),
    );

    await observer.reachEnd();
    await waitFor(() => expect(cards()).toHaveLength(WORKS.length), STUDIO_RENDER);
    expect(Array.from(cards(), (card) => card.querySelector('a')?.textContent)).toEqual(IN_ORDER.map(cardName));
  });

  it('draws the next cards when the focus reaches the last one drawn, before Tab moves on', async () => {
    await renderAdminForms(createTestBackend({ artworks: WORKS }), { at: studioGalleryPath('/aquarelles') });
    await waitFor(() => expect(cards()).toHaveLength(FIRST_CARDS), STUDIO_RENDER);
    const last = IN_ORDER[FIRST_CARDS - 1]!;
    const remove = catalogue().getByRole('button', {
      name: `Supprimer « ${displayTitle(last.title)}, n° ${last.subtitle} »`,
    });
    act(() => remove.focus());
    // Drawn within the focus event itself: no wait.
    expect(cards()).toHaveLength(WORKS.length);
    expect(remove).toHaveFocus();
  });

  it('finds by the search a work that is not drawn yet', async () => {
    await renderAdminForms(createTestBackend({ artworks: WORKS }), { at: studioGalleryPath('/aquarelles') });
    await waitFor(() => expect(cards()).toHaveLength(FIRST_CARDS), STUDIO_RENDER);
    expect(IN_ORDER.indexOf(FALAISE)).toBeGreaterThanOrEqual(FIRST_CARDS);
    expect(catalogue().queryByRole('link', { name: cardName(FALAISE) })).toBeNull();

    fireEvent.change(catalogue().getByLabelText('Rechercher par titre ou numéro'), { target: { value: 'etretat' } });
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(catalogue().getByRole('link', { name: cardName(FALAISE) })).toBeInTheDocument();
  });
});
