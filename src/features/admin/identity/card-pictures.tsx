import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AdminBackend } from '@/backend/types';
import { CATEGORY_CARDS, MORE_CARDS } from '@/content/cards';
import { SEED_IDENTITY, seedCardPicture } from '@/content/identity-seed';
import { CARD_KEYS, type CardKey, type CardPicture, type SiteIdentity, type SitePicture } from '@/domain/site-content';
import { alertClass, dropTargetClass, hintClass, secondaryButtonClass } from '../shared/form-styles';
import { PhotoField } from '../photos/photo-field';
import { usePhotoPicker, type PhotoPicker } from '../photos/use-photo-picker';
import { SaveBar } from '../shared/save-bar';
import { SectionConflict } from '../shared/section-conflict';
import { useSectionSave } from '../shared/use-section-save';
import { prepareCard } from './prepare-card';

/*
 * "Les images des cartes de l'accueil" (docs/identity.md): each of the home page's seven cards,
 * its picture now, and a way to give it one of hers or to set it back to the site's own. Each
 * change is saved on its own, at once: it writes the identity whole, from the identity as stored
 * (so nothing typed in the form above is saved with it), and a change made elsewhere meanwhile
 * is a conflict shown, never overwritten silently. The form above writes the stored cards with
 * its texts, so a card saved here is no conflict for it (identity-form.tsx).
 */

function isCardKey(value: string): value is CardKey {
  return (CARD_KEYS as readonly string[]).includes(value);
}

/** The home page's cards in its order, under the titles it shows; the key is the picture's file name. */
export const HOME_CARDS: readonly { key: CardKey; title: string }[] = [...CATEGORY_CARDS, ...MORE_CARDS].flatMap(
  (card) => {
    const key = card.image.slice(card.image.lastIndexOf('/') + 1);
    return isCardKey(key) ? [{ key, title: card.title }] : [];
  },
);

/** The identity to write with the card `key` given `picture`, or set back to the site's own (null). */
export function withCard(stored: SiteIdentity | undefined, key: CardKey, picture: CardPicture | null): SiteIdentity {
  const identity = stored ?? SEED_IDENTITY;
  const cards = { ...identity.cards };
  if (picture) cards[key] = picture;
  else delete cards[key];
  return { ...identity, cards };
}

/** An upload as a card's picture: the 800 px picture, the 400 px one and the photo uncropped. */
export function cardPictureOf(picture: SitePicture): CardPicture {
  return { image: picture.image, thumbnail: picture.thumbnail, ...(picture.zoom ? { original: picture.zoom } : {}) };
}

/** The form's base with the cards stored now: cards saved here meanwhile do not make it a conflict. */
export function withStoredCards(base: SiteIdentity | undefined, stored: SiteIdentity | undefined) {
  return base && stored ? { ...base, cards: stored.cards } : base;
}

export const CARD_MESSAGES = {
  photoMissing: 'Choisissez une image pour cette carte.',
} as const;

export function CardPictures({ backend, stored }: { backend: AdminBackend; stored: SiteIdentity | undefined }) {
  return (
    <>
      <p className={hintClass}>
        Chaque carte montre l’image choisie ici, recadrée au centre au format 4:3. Une photo d’au moins 800 pixels de
        large reste nette. Chaque changement est enregistré aussitôt.
      </p>
      <ul className="mt-4 grid gap-4 lg:grid-cols-2">
        {HOME_CARDS.map((card) => (
          <CardEditor key={card.key} backend={backend} stored={stored} cardKey={card.key} title={card.title} />
        ))}
      </ul>
    </>
  );
}

function CardEditor({
  backend,
  stored,
  cardKey,
  title,
}: {
  backend: AdminBackend;
  stored: SiteIdentity | undefined;
  cardKey: CardKey;
  title: string;
}) {
  const own = stored?.cards[cardKey];
  const shown = own ?? seedCardPicture(cardKey);
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const picker = usePhotoPicker((chosen) => {
    setFile(chosen);
    if (chosen) setMissing(false);
  });
  const saving = useSectionSave(backend, 'identity');
  const { save, phase, failure, busy } = saving;
  const change = useRef<HTMLButtonElement>(null);
  const id = `carte-${cardKey}`;
  const headingId = `${id}-titre`;

  // Opened: the photo field has the focus; closed again: the button that opens it.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) document.getElementById(`${id}-photo`)?.focus();
    else if (wasOpen.current) change.current?.focus();
    wasOpen.current = open;
  }, [open, id]);

  const cardPicker: PhotoPicker = { ...picker, prepare: (chosen) => picker.prepare(chosen).then(prepareCard) };

  function close() {
    picker.clear();
    setMissing(false);
    setOpen(false);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) {
      setMissing(true);
      document.getElementById(`${id}-photo`)?.focus();
      return;
    }
    const written = await save(stored ?? SEED_IDENTITY, stored, {
      picker: cardPicker,
      file,
      into: (identity, picture) => withCard(identity, cardKey, cardPictureOf(picture)),
    });
    if (written) close();
  }

  async function revert() {
    await save(withCard(stored, cardKey, null), stored);
  }

  return (
    <li aria-labelledby={headingId} className="space-y-3 rounded-md border border-ink/15 p-4">
      <div className="flex flex-wrap items-start gap-4">
        <img
          src={shown.thumbnail}
          alt={`L’image actuelle de la carte « ${title} »`}
          width={160}
          height={120}
          className="aspect-[4/3] w-40 rounded-md border border-ink/15 object-cover"
        />
        <div className="space-y-2">
          <h4 id={headingId} className="text-lg font-medium text-ink">
            {title}
          </h4>
          <p className={hintClass}>{own ? 'Votre image.' : 'L’image d’origine du site.'}</p>
          {!open && (
            <div className="flex flex-wrap gap-2">
              <button
                ref={change}
                type="button"
                className={secondaryButtonClass}
                aria-disabled={busy}
                onClick={() => !busy && setOpen(true)}
              >
                Changer l’image<span className="sr-only"> de la carte « {title} »</span>
              </button>
              {own && (
                <button
                  type="button"
                  className={secondaryButtonClass}
                  aria-disabled={busy}
                  onClick={() => void revert()}
                >
                  Revenir à l’image d’origine<span className="sr-only"> pour la carte « {title} »</span>
                </button>
              )}
            </div>
          )}
        </div>
      </div>
      {open ? (
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          {...picker.formHandlers}
          className={`space-y-4 ${picker.dragging ? dropTargetClass : ''}`}
        >
          <PhotoField
            id={`${id}-photo`}
            label={`Nouvelle image pour la carte « ${title} »`}
            picker={picker}
            error={missing ? CARD_MESSAGES.photoMissing : undefined}
          />
          <SectionConflict section="identity" saving={saving} afterSave={close} />
          <div>
            <SaveBar phase={phase} failure={failure} busy={busy} label="Enregistrer l’image" />
            <button type="button" className={`${secondaryButtonClass} ml-3`} onClick={close}>
              Annuler
            </button>
          </div>
        </form>
      ) : (
        <>
          <SectionConflict section="identity" saving={saving} afterSave={() => undefined} />
          {failure && (
            <p role="alert" className={alertClass}>
              {failure}
            </p>
          )}
        </>
      )}
    </li>
  );
}
