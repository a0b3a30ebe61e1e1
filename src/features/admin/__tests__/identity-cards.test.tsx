import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATEGORY_CARDS, MORE_CARDS } from '@/content/cards';
import { SEED_IDENTITY } from '@/content/identity-seed';
import { DEFAULT_SITE_CONTENT } from '@/content/site-seed';
import { toIdentity } from '@/domain/database-reader';
import { CARD_KEYS, identityPictureUrls, type SiteContent, type SiteIdentity } from '@/domain/site-content';
import { STUDIO_PATHS } from '@/domain/studio-paths';
import { photoFile, PREPARED, stubObjectUrls } from '@/test/photos';
import { createTestBackend } from '@/test/test-backend';
import { CARD_MESSAGES, cardPictureOf, HOME_CARDS, withCard, withStoredCards } from '../identity/card-pictures';
import { renderAdminForms, STUDIO_RENDER } from './admin-test-utils';
import { card, photo } from './studio-fakes';

const OWN_CARD = { image: '/images/cards/presse-800.webp', thumbnail: '/images/cards/presse-400.webp' };
const WITH_OWN_VRAC: SiteContent = {
  ...DEFAULT_SITE_CONTENT,
  identity: { ...SEED_IDENTITY, cards: { vrac: OWN_CARD } },
};

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  stubObjectUrls();
  photo.preparePhoto.mockResolvedValue(PREPARED);
  photo.canDecodePhoto.mockResolvedValue(true);
  card.prepareCard.mockResolvedValue({ ...PREPARED, width: 800, height: 600 });
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.clearAllMocks();
  consoleError.mockRestore();
});

describe('the cards’ stored shape', () => {
  it('lists the home page’s seven cards under the titles it shows, in its order', () => {
    expect(HOME_CARDS.map((c) => c.title)).toEqual([...CATEGORY_CARDS, ...MORE_CARDS].map((c) => c.title));
    expect(HOME_CARDS.map((c) => c.key).sort()).toEqual([...CARD_KEYS].sort());
  });

  it('sets a card’s picture and sets it back, leaving the rest of the identity as it was', () => {
    const stored: SiteIdentity = { ...SEED_IDENTITY, name: 'Jeanne', cards: { vrac: OWN_CARD } };
    const set = withCard(stored, 'presse', OWN_CARD);
    expect(set).toEqual({ ...stored, cards: { vrac: OWN_CARD, presse: OWN_CARD } });
    expect(withCard(set, 'vrac', null)).toEqual({ ...stored, cards: { presse: OWN_CARD } });
    expect(stored.cards).toEqual({ vrac: OWN_CARD });
    // A node without an identity: the seed's, with the card.
    expect(withCard(undefined, 'vrac', OWN_CARD)).toEqual({ ...SEED_IDENTITY, cards: { vrac: OWN_CARD } });
  });

  it('stores an upload as the 800 px picture, the 400 px one and the photo uncropped', () => {
    const upload = { image: 'a', thumbnail: 'a-thumb', zoom: 'a-zoom', width: 800, height: 600 };
    expect(cardPictureOf(upload)).toEqual({ image: 'a', thumbnail: 'a-thumb', original: 'a-zoom' });
    const stored = { ...SEED_IDENTITY, cards: { vrac: cardPictureOf(upload) } };
    expect(identityPictureUrls(stored)).toEqual(expect.arrayContaining(['a', 'a-thumb', 'a-zoom']));
  });

  it('reads a card’s original back, and a card without one, and drops other fields', () => {
    const raw = JSON.parse(JSON.stringify(SEED_IDENTITY)) as Record<string, unknown>;
    const read = toIdentity({
      ...raw,
      cards: {
        vrac: { image: 'a', thumbnail: 'a-thumb', original: 'a-zoom', alt: 'x' },
        presse: OWN_CARD,
        boutique: OWN_CARD,
        ateliers: { image: 'b' },
      },
    });
    expect(read?.cards).toEqual({ vrac: { image: 'a', thumbnail: 'a-thumb', original: 'a-zoom' }, presse: OWN_CARD });
  });

  it('rebases the identity form on the cards stored now, and only the cards', () => {
    const base = { ...SEED_IDENTITY, name: 'Avant' };
    const stored = { ...SEED_IDENTITY, name: 'Après', cards: { vrac: OWN_CARD } };
    expect(withStoredCards(base, stored)).toEqual({ ...base, cards: { vrac: OWN_CARD } });
    expect(withStoredCards(undefined, stored)).toBeUndefined();
    expect(withStoredCards(base, undefined)).toBe(base);
  });
});

describe('"Les images des cartes de l’accueil" in Identité', STUDIO_RENDER, () => {
  async function openCards(site: SiteContent) {
    const backend = createTestBackend({ site });
    const rendered = await renderAdminForms(backend, { at: STUDIO_PATHS.identity });
    const region = await screen.findByRole('region', { name: 'Les images des cartes de l’accueil' }, STUDIO_RENDER);
    return { backend, user: rendered.user, region };
  }
  const saves = (backend: ReturnType<typeof createTestBackend>) =>
    backend.calls.filter((call) => call.method === 'saveSiteSection');

  it('lists each card with its picture; only a card of her own can be set back', async () => {
    const { region } = await openCards(WITH_OWN_VRAC);
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(HOME_CARDS.map((c) => c.title));
    const vrac = within(region).getByRole('listitem', { name: 'Photos en vrac' });
    expect(within(vrac).getByRole('img', { name: 'L’image actuelle de la carte « Photos en vrac »' })).toHaveAttribute(
      'src',
      OWN_CARD.thumbnail,
    );
    expect(within(vrac).getByRole('button', { name: /^Revenir à l’image d’origine/ })).toBeInTheDocument();
    const aquarelle = within(region).getByRole('listitem', { name: 'Aquarelle' });
    expect(within(aquarelle).getByRole('img')).toHaveAttribute('src', '/images/cards/aquarelles-400.webp');
    expect(within(aquarelle).queryByRole('button', { name: /^Revenir/ })).not.toBeInTheDocument();
    expect(within(region).getAllByRole('button', { name: /^Revenir/ })).toHaveLength(1);
  });

  it('sets a card back to the site’s own picture, keeping the rest of the identity', async () => {
    const { backend, user, region } = await openCards(WITH_OWN_VRAC);
    const vrac = within(region).getByRole('listitem', { name: 'Photos en vrac' });
    await user.click(within(vrac).getByRole('button', { name: /^Revenir à l’image d’origine/ }));
    await waitFor(async () => expect((await backend.readSite())?.identity?.cards).toEqual({}));
    expect((await backend.readSite())?.identity?.name).toBe(SEED_IDENTITY.name);
    await waitFor(() => expect(within(vrac).getByRole('img')).toHaveAttribute('src', '/images/cards/vrac-400.webp'));
  });

  it('refuses to save without a photo, in French, and sends nothing', async () => {
    const { backend, user, region } = await openCards(DEFAULT_SITE_CONTENT);
    const aquarelle = within(region).getByRole('listitem', { name: 'Aquarelle' });
    await user.click(within(aquarelle).getByRole('button', { name: /^Changer l’image/ }));
    const input = within(aquarelle).getByLabelText('Nouvelle image pour la carte « Aquarelle »');
    expect(input).toHaveFocus();
    await user.click(within(aquarelle).getByRole('button', { name: 'Enregistrer l’image' }));
    expect(input).toHaveAccessibleDescription(expect.stringContaining(CARD_MESSAGES.photoMissing));
    expect(saves(backend)).toHaveLength(0);
  });

  it('uploads a card’s new picture as its 4:3 crops and stores them in the identity', async () => {
    const { backend, user, region } = await openCards(DEFAULT_SITE_CONTENT);
    const aquarelle = within(region).getByRole('listitem', { name: 'Aquarelle' });
    await user.click(within(aquarelle).getByRole('button', { name: /^Changer l’image/ }));
    await user.upload(within(aquarelle).getByLabelText('Nouvelle image pour la carte « Aquarelle »'), photoFile());
    await user.click(within(aquarelle).getByRole('button', { name: 'Enregistrer l’image' }));
    await waitFor(async () => expect((await backend.readSite())?.identity?.cards.aquarelles).toBeDefined());
    // The crops were cut from the photo as the photo step prepared it.
    expect(card.prepareCard).toHaveBeenCalledWith(PREPARED);
    const stored = (await backend.readSite())!.identity!;
    const { image, thumbnail, original } = stored.cards.aquarelles!;
    expect(new Set([image, thumbnail, original]).size).toBe(3);
    expect({ ...stored, cards: {} }).toEqual(JSON.parse(JSON.stringify({ ...SEED_IDENTITY, cards: {} })));
    await waitFor(() => expect(within(aquarelle).getByText('Votre image.')).toBeInTheDocument());
    expect(within(aquarelle).getByRole('button', { name: /^Changer l’image/ })).toHaveFocus();
  });

  it('shows a conflict rather than overwriting an identity changed elsewhere meanwhile', async () => {
    const { backend, user, region } = await openCards(DEFAULT_SITE_CONTENT);
    const aquarelle = within(region).getByRole('listitem', { name: 'Aquarelle' });
    await user.click(within(aquarelle).getByRole('button', { name: /^Changer l’image/ }));
    await user.upload(within(aquarelle).getByLabelText('Nouvelle image pour la carte « Aquarelle »'), photoFile());
    const release = backend.holdNextUpload(0.5);
    await user.click(within(aquarelle).getByRole('button', { name: 'Enregistrer l’image' }));
    await within(aquarelle).findByRole('progressbar');
    // Another tab renames her while the picture is being sent.
    const elsewhere = { ...SEED_IDENTITY, name: 'Jeanne Ailleurs' };
    await backend.saveSiteSection('identity', elsewhere, DEFAULT_SITE_CONTENT.identity);
    release();

    const panel = await within(aquarelle).findByRole('group', { name: 'Cette fiche a été modifiée ailleurs' });
    expect(panel).toHaveTextContent('Jeanne Ailleurs');
    const stored = (await backend.readSite())!.identity!;
    expect(stored.name).toBe('Jeanne Ailleurs');
    expect(stored.cards).toEqual({});
    // Her photo is still chosen, for "Écraser" or another try.
    expect(within(aquarelle).getByRole('img', { name: 'Aperçu de la photo' })).toBeInTheDocument();
  });
});
