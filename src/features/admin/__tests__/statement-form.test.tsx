import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_CONTENT } from '@/content/site-seed';
import { createTestBackend } from '@/test/test-backend';
import { StatementForm } from '../site-texts/statement-form';

/** jsdom lays nothing out: each sortable paragraph gets a 200 px tall row by its place. */
function layOutRows() {
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const item = this.closest('[data-sortable-id]');
    const index = item?.parentElement ? Array.from(item.parentElement.children).indexOf(item) : 0;
    const top = index * 250;
    return { x: 0, y: top, top, left: 0, right: 600, bottom: top + 200, width: 600, height: 200, toJSON: () => ({}) };
  });
}

const stored = { title: 'Ma démarche', paragraphs: ['Premier paragraphe.', 'Deuxième paragraphe.', 'Troisième.'] };

// A form rendered in jsdom on a loaded machine takes seconds (a bound, not a timing).
describe('the statement’s form', { timeout: 20_000 }, () => {
  let rects: ReturnType<typeof layOutRows>;
  beforeEach(() => {
    rects = layOutRows();
  });
  afterEach(() => rects.mockRestore());

  it('moves a paragraph up with the keyboard, then saves the new order', async () => {
    const user = userEvent.setup();
    const backend = createTestBackend({ site: { ...DEFAULT_SITE_CONTENT, statement: stored } });
    render(<StatementForm backend={backend} stored={stored} />);
    screen.getByRole('button', { name: 'Déplacer « Deuxième paragraphe. », position 2 sur 3' }).focus();
    // dnd-kit listens to the arrows once the pickup is done: its announcement says so.
    await user.keyboard('[Space]');
    await waitFor(() => expect(document.body).toHaveTextContent('« Deuxième paragraphe. » saisi'));
    await user.keyboard('[ArrowUp]');
    await waitFor(() => expect(document.body).toHaveTextContent('déplacé en position 1 sur 3'));
    await user.keyboard('[Space]');
    await waitFor(() => expect(screen.getByLabelText('Paragraphe 1')).toHaveValue('Deuxième paragraphe.'));
    expect(screen.getByLabelText('Paragraphe 2')).toHaveValue('Premier paragraphe.');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(async () =>
      expect((await backend.readSite())?.statement.paragraphs).toEqual([
        'Deuxième paragraphe.',
        'Premier paragraphe.',
        'Troisième.',
      ]),
    );
  });

  it('refuses a blank paragraph in French and focuses it; a new paragraph gets the focus', async () => {
    const user = userEvent.setup();
    const backend = createTestBackend({ site: { ...DEFAULT_SITE_CONTENT, statement: stored } });
    render(<StatementForm backend={backend} stored={stored} />);
    await user.click(screen.getByRole('button', { name: 'Ajouter un paragraphe' }));
    const added = screen.getByLabelText('Paragraphe 4');
    await waitFor(() => expect(added).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(added).toHaveAccessibleDescription('Ce champ est obligatoire');
    await waitFor(() => expect(added).toHaveFocus());
    expect(backend.calls.filter((c) => c.method === 'saveSiteSection')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Supprimer le paragraphe 4' }));
    expect(screen.queryByLabelText('Paragraphe 4')).not.toBeInTheDocument();
  });
});
