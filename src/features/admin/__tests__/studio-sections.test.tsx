import { STUDIO_PATHS } from '@/domain/studio-paths';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrashedArtwork } from '@/domain/artwork';
import { SAMPLE_ARTWORKS } from '@/test/sample-artworks';
import { createTestBackend } from '@/test/test-backend';
import { measureImage } from '../photos/prepare-photo';
import { catalogue, renderAdminForms, section, STUDIO_RENDER, trashSection } from './admin-test-utils';

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.mocked(measureImage).mockReset();
});

afterEach(() => {
  consoleError.mockRestore();
});

const LEGACY = SAMPLE_ARTWORKS[0]!;

describe('measuring the works without a size', STUDIO_RENDER, () => {
  it("measures the earlier site's work in one action and stores its size", async () => {
    vi.mocked(measureImage).mockResolvedValue({ width: 1000, height: 750 });
    const backend = createTestBackend({ artworks: SAMPLE_ARTWORKS });
    const { user } = await renderAdminForms(backend, { at: STUDIO_PATHS.works });

    expect(
      await catalogue().findByText(
        "Une œuvre n'a pas de taille enregistrée : sa galerie bouge pendant que son image se charge.",
        {},
        STUDIO_RENDER,
      ),
    ).toBeInTheDocument();
    await user.click(catalogue().getByRole('button', { name: 'Mesurer leurs images' }));

    expect(await catalogue().findByText('Une œuvre mesurée.')).toBeInTheDocument();
    expect(vi.mocked(measureImage)).toHaveBeenCalledExactlyOnceWith(LEGACY.image);
    expect(await backend.find('Aquarelles', 'undefined12')).toMatchObject({ width: 1000, height: 750 });
    await waitFor(() => expect(catalogue().queryByRole('button', { name: 'Mesurer leurs images' })).toBeNull());
  });

  it('says which images could not be measured, and leaves their works as they are', async () => {
    vi.mocked(measureImage).mockRejectedValue(new Error('decode failed'));
    const backend = createTestBackend({ artworks: SAMPLE_ARTWORKS });
    const { user } = await renderAdminForms(backend, { at: STUDIO_PATHS.works });

    await user.click(await catalogue().findByRole('button', { name: 'Mesurer leurs images' }, STUDIO_RENDER));

    expect(await catalogue().findByRole('alert')).toHaveTextContent(
      "Une image n'a pas pu être mesurée : elle reste sans taille.",
    );
    expect(catalogue().getByText('Aucune œuvre mesurée.')).toBeInTheDocument();
    expect((await backend.find('Aquarelles', 'undefined12'))?.width).toBeUndefined();
  });
});

describe('restoring from the trash', STUDIO_RENDER, () => {
  it('refuses a work whose numéro was taken meanwhile with a clear message, and keeps it in the trash', async () => {
    // Deleted under the legacy key undefined27; "Brume sur la Seine 27" has taken numéro 27 since.
    const deleted: TrashedArtwork = { ...LEGACY, key: 'undefined27', subtitle: '27', deletedAt: 1_700_000_000_000 };
    const backend = createTestBackend({ artworks: SAMPLE_ARTWORKS, trash: [deleted] });
    const { user } = await renderAdminForms(backend, { at: STUDIO_PATHS.trash });

    await user.click(await trashSection().findByRole('button', { name: /^Restaurer/ }));

    expect(await trashSection().findByRole('alert')).toHaveTextContent(
      'Ce numéro a été repris entre-temps par une autre œuvre de la même catégorie : changez le numéro de cette autre œuvre, puis restaurez celle-ci.',
    );
    expect(await backend.findInTrash('Aquarelles', 'undefined27')).toMatchObject({ deletedAt: deleted.deletedAt });
    expect(await backend.find('Aquarelles', 'undefined27')).toBeUndefined();
    expect(screen.queryByText("L'œuvre « Arbre en hiver 12 » est de retour dans sa galerie.")).toBeNull();
  });
});

describe('a thumbnail that fails to load', STUDIO_RENDER, () => {
  it("shows the work's title in its box in the catalogue and in the trash, not read twice", async () => {
    const deleted: TrashedArtwork = { ...LEGACY, key: 'undefined27', subtitle: '27', deletedAt: 1_700_000_000_000 };
    const backend = createTestBackend({ artworks: SAMPLE_ARTWORKS, trash: [deleted] });
    // The catalogue titles a work as the site does (digits out), the trash as it is stored.
    for (const [at, list, title] of [
      [STUDIO_PATHS.works, catalogue, 'Arbre en hiver'],
      [STUDIO_PATHS.trash, trashSection, LEGACY.title],
    ] as const) {
      cleanup();
      await renderAdminForms(backend, { at });
      const [action] = await list().findAllByRole('button', { name: new RegExp(`« ${title}`) }, STUDIO_RENDER);
      const entry = action!.closest('li')!;
      const thumbnail = entry.querySelector('img')!;
      fireEvent.error(thumbnail);
      expect(entry.querySelector('img')).toBeNull();
      const box = entry.querySelector('[data-picture-fallback]')!;
      expect(box).toHaveTextContent(title);
      // The entry says the title beside it: the box is for the eyes only.
      expect(box).toHaveAttribute('aria-hidden', 'true');
    }
  });
});

describe('deleting from the catalogue', STUDIO_RENDER, () => {
  it('moves the work to the trash with "Annuler", and keeps the focus in the catalogue', async () => {
    const backend = createTestBackend({ artworks: SAMPLE_ARTWORKS });
    const { user } = await renderAdminForms(backend, { at: STUDIO_PATHS.works });
    await user.click(
      await catalogue().findByRole('button', { name: 'Supprimer « Brume sur la Seine, n° 27 »' }, STUDIO_RENDER),
    );
    expect(await screen.findByText("L'œuvre « Brume sur la Seine 27 » est dans la corbeille.")).toBeInTheDocument();
    expect(await backend.findInTrash('Aquarelles', '27')).toBeDefined();
    await waitFor(() => expect(section('Catalogue')).toHaveFocus());
    await waitFor(() => expect(catalogue().queryByRole('button', { name: /Brume/ })).toBeNull());
  });
});
