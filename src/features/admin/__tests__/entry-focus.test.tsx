import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONTENT } from '@/content/site-seed';
import { createTestBackend } from '@/test/test-backend';
import { BooksForm } from '../site-texts/books-form';
import { ExhibitionsForm } from '../site-texts/exhibitions-form';

describe('adding an entry to a list of the site’s texts', () => {
  it('appends an empty exhibition and puts the keyboard focus in it', async () => {
    const user = userEvent.setup();
    const stored = DEFAULT_SITE_CONTENT.exhibitions;
    render(<ExhibitionsForm backend={createTestBackend()} stored={stored} />);
    await user.click(screen.getByRole('button', { name: 'Ajouter une exposition' }));
    const added = screen.getByRole('group', { name: `Exposition ${stored.length + 1}` });
    const title = within(added).getByLabelText(/^Titre/);
    expect(title).toHaveValue('');
    expect(within(added).getByLabelText(/^Date de début/)).toHaveAttribute('type', 'date');
    await waitFor(() => expect(title).toHaveFocus());
  }, 20_000);

  it('appends an empty book and puts the keyboard focus in its title', async () => {
    const user = userEvent.setup();
    const stored = DEFAULT_SITE_CONTENT.books;
    render(<BooksForm backend={createTestBackend()} stored={stored} />);
    await user.click(screen.getByRole('button', { name: 'Ajouter un livre' }));
    const added = screen.getByText(`Livre ${stored.items.length + 1}`).closest('li')!;
    const title = within(added).getByLabelText('Titre');
    expect(title).toHaveValue('');
    expect(within(added).getByLabelText('Année')).toHaveValue('');
    await waitFor(() => expect(title).toHaveFocus());
  });
});
