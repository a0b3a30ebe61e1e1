import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Viewer, type ViewerItem } from '../viewer';

const ITEMS: ViewerItem[] = ['Falaises', 'Verger', 'Marée basse'].map((title, i) => ({
  key: String(i),
  src: `/images/${i}-1200.webp`,
  alt: `${title}, n° ${i}`,
  width: 1200,
  height: 1500,
  versions: [
    { src: `/images/${i}-800.webp`, width: 800, height: 1000 },
    { src: `/images/${i}-1200.webp`, width: 1200, height: 1500 },
  ],
}));

/** A page that opens the viewer from a button, as a gallery opens it from a card. */
function Page({ onClose = () => {} }: { onClose?: () => void }) {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setIndex(1)}>
        Ouvrir Verger
      </button>
      {index !== null && (
        <Viewer
          items={ITEMS}
          index={index}
          onIndexChange={setIndex}
          onClose={() => {
            setIndex(null);
            onClose();
          }}
          labels={{ previous: 'Œuvre précédente', next: 'Œuvre suivante' }}
          renderPanel={(shown, titleId) => (
            <>
              <h2 id={titleId}>{ITEMS[shown]!.alt.split(',')[0]}</h2>
              <button type="button">Partager</button>
            </>
          )}
        />
      )}
    </>
  );
}

/** The viewer measures its container to fit the picture: jsdom lays nothing out. */
beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('yarl__container') ? 1024 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('yarl__container') ? 768 : 0;
  });
});
afterAll(() => vi.restoreAllMocks());

async function openViewer() {
  const user = userEvent.setup();
  const onClose = vi.fn();
  render(<Page onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Ouvrir Verger' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog');
  return { user, onClose, opener, dialog };
}

/** The counter the viewer shows, e.g. "2 / 3". */
function counter(dialog: HTMLElement): string | undefined {
  return dialog.querySelector('.yarl__counter')?.textContent?.replace(/\s+/g, ' ').trim();
}

describe('Viewer', () => {
  it('is a modal dialog named by the title of the work shown, and focus goes into it', async () => {
    const { dialog } = await openViewer();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Verger');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(counter(dialog)).toBe('2 / 3');
  });

  it('moves with the arrow keys, wrapping around, and the counter and the name follow', async () => {
    const { user, dialog } = await openViewer();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(counter(dialog)).toBe('3 / 3'));
    expect(dialog).toHaveAccessibleName('Marée basse');
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(counter(dialog)).toBe('1 / 3'));
    expect(dialog).toHaveAccessibleName('Falaises');
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(counter(dialog)).toBe('3 / 3'));
  });

  it('moves with the "Œuvre précédente" and "Œuvre suivante" buttons', async () => {
    const { user, dialog } = await openViewer();
    await user.click(within(dialog).getByRole('button', { name: 'Œuvre précédente' }));
    await waitFor(() => expect(counter(dialog)).toBe('1 / 3'));
    await user.click(within(dialog).getByRole('button', { name: 'Œuvre suivante' }));
    await waitFor(() => expect(counter(dialog)).toBe('2 / 3'));
  });

  it('still answers the keys when focus is in the texts panel', async () => {
    const { user, dialog, onClose } = await openViewer();
    within(dialog).getByRole('button', { name: 'Partager' }).focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(counter(dialog)).toBe('3 / 3'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it('closes on Escape and gives focus back to what opened it', async () => {
    const { user, onClose, opener } = await openViewer();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onClose).toHaveBeenCalledOnce();
    expect(opener).toHaveFocus();
  });

  it('closes with its close button, "Fermer"', async () => {
    const { user, onClose, dialog, opener } = await openViewer();
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(opener).toHaveFocus();
  });

  it('offers zoom buttons in French', async () => {
    const { dialog } = await openViewer();
    expect(within(dialog).getByRole('button', { name: 'Zoom avant' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Zoom arrière' })).toBeDisabled();
  });
});
