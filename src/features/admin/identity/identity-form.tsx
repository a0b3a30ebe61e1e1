import { cloneElement, useRef, useState, type ReactElement } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { AdminBackend, PreparedPhoto } from '@/backend/types';
import { CENTRE, type Focus } from '@/domain/hero-crop';
import { EMAIL_PATTERN, HTTPS_URL_PATTERN, IDENTITY_LIMITS, PHONE_PATTERN } from '@/domain/identity-rules';
import { SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS, type SiteIdentity, type SocialNetwork } from '@/domain/site-content';
import { identityOrSeed } from '@/content/identity-seed';
import { controlA11y, FieldError } from '../shared/field-parts';
import { controlClass, dropTargetClass, hintClass, labelClass, secondaryButtonClass } from '../shared/form-styles';
import { PhotoField } from '../photos/photo-field';
import { usePhotoPicker, type PhotoPicker } from '../photos/use-photo-picker';
import { SaveBar } from '../shared/save-bar';
import { SectionConflict } from '../shared/section-conflict';
import { useSectionSave } from '../shared/use-section-save';
import { withStoredCards } from './card-pictures';
import { HeroCropFrame } from './hero-crop-frame';
import { heroOf, prepareHero, type PreparedHero } from './prepare-hero';

/** The form's values: the identity's texts, as typed. */
export interface IdentityValues {
  name: string;
  taglineFirst: string;
  taglineSecond: string;
  email: string;
  phone: string;
  social: { network: SocialNetwork; label: string; url: string }[];
}

export function toValues(identity: SiteIdentity): IdentityValues {
  return {
    name: identity.name,
    taglineFirst: identity.tagline.first,
    taglineSecond: identity.tagline.second,
    email: identity.email,
    phone: identity.phone,
    social: identity.social.map((link) => ({ ...link })),
  };
}

/** The identity to write: the values trimmed, the hero and cards as stored. */
export function toIdentity(values: IdentityValues, stored: SiteIdentity): SiteIdentity {
  const identity: SiteIdentity = {
    name: values.name.trim(),
    tagline: { first: values.taglineFirst.trim(), second: values.taglineSecond.trim() },
    email: values.email.trim(),
    phone: values.phone.trim(),
    social: values.social.map((link) => ({ network: link.network, label: link.label.trim(), url: link.url.trim() })),
    cards: stored.cards,
  };
  if (stored.hero) identity.hero = stored.hero;
  return identity;
}

/** The French messages of the form. */
export const IDENTITY_MESSAGES = {
  nameMissing: 'Indiquez le nom affiché sur le site.',
  tooLong: (max: number) => `${max} caractères au plus.`,
  emailInvalid: 'Indiquez une adresse e-mail valide, par exemple prenom.nom@exemple.fr.',
  phoneInvalid:
    'Indiquez un numéro de téléphone : des chiffres, séparés au besoin par des espaces, des points ou des tirets.',
  labelMissing: 'Indiquez le texte du lien.',
  urlInvalid: 'Indiquez une adresse complète commençant par https://, sans espace ni guillemet.',
  controlCharacters: 'Ce texte contient un caractère invisible ou de contrôle : retapez-le.',
} as const;

// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u001f\u202a-\u202e\u2066-\u2069]/;

function textRules(max: number, required?: string) {
  return {
    validate: (value: string) => {
      if (required && value.trim() === '') return required;
      if (value.trim().length > max) return IDENTITY_MESSAGES.tooLong(max);
      if (FORBIDDEN.test(value)) return IDENTITY_MESSAGES.controlCharacters;
      return true;
    },
  };
}

export function IdentityForm({ backend, stored }: { backend: AdminBackend; stored: SiteIdentity | undefined }) {
  const shown = identityOrSeed({ identity: stored });
  const storedIdentity: SiteIdentity = stored ?? { ...shown, cards: {} };
  const saving = useSectionSave(backend, 'identity');
  const { save, phase, failure, busy } = saving;
  const [file, setFile] = useState<File | null>(null);
  const picker = usePhotoPicker(setFile);
  const [focus, setFocus] = useState<Focus>(CENTRE);
  const prepared = useRef<{ focus: Focus; photo: Promise<PreparedPhoto>; promise: Promise<PreparedHero> } | null>(null);

  const form = useForm<IdentityValues>({
    values: toValues(storedIdentity),
    resetOptions: { keepDirtyValues: true },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { register, handleSubmit, control, formState, reset } = form;
  const social = useFieldArray({ control, name: 'social' });
  const errors = formState.errors;

  // What the form started from: the stored identity until she edits, then frozen until saved.
  const editing = formState.isDirty || file !== null;
  const [frozen, setFrozen] = useState<{ base: SiteIdentity | undefined } | null>(null);
  if (editing && !frozen) setFrozen({ base: stored });
  if (!editing && frozen) setFrozen(null);
  const base = frozen ? withStoredCards(frozen.base, stored) : stored;

  /** The portrait crop's size of the last preparation, for `into` (the upload's pictures carry none). */
  const lastPrepared = useRef<PreparedHero | null>(null);

  /** The crops, made once per photo (as the photo step left it) and placement (the save waits for them). */
  function prepareFor(chosen: File): Promise<PreparedHero> {
    const photo = picker.prepare(chosen);
    const cached = prepared.current;
    if (cached && cached.photo === photo && cached.focus === focus) return cached.promise;
    const promise = photo
      .then((ready) => prepareHero(ready, focus))
      .then((crops) => {
        lastPrepared.current = crops;
        return crops;
      });
    prepared.current = { photo, focus, promise };
    promise.catch(() => {
      if (prepared.current?.promise === promise) prepared.current = null;
    });
    return promise;
  }
  const heroPicker: PhotoPicker = { ...picker, prepare: prepareFor };

  const onSubmit = async (values: IdentityValues) => {
    const value = toIdentity(values, storedIdentity);
    const placed = focus;
    const written = await save(
      value,
      base as SiteIdentity,
      file
        ? {
            picker: heroPicker,
            file,
            into: (identity, picture, extra) =>
              identity && lastPrepared.current
                ? { ...identity, hero: heroOf(picture, extra, lastPrepared.current, placed) }
                : identity,
          }
        : undefined,
    );
    if (written) afterSave(value);
  };

  function afterSave(value?: SiteIdentity) {
    reset(toValues(value ?? storedIdentity));
    picker.clear();
    setFocus(CENTRE);
    prepared.current = null;
  }

  const newPhoto = picker.state.status === 'ready' ? picker.state.previewUrl : null;
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      {...picker.formHandlers}
      className={`space-y-6 ${picker.dragging ? dropTargetClass : ''}`}
    >
      <Field
        id="identite-nom"
        label="Nom de l’artiste"
        error={errors.name?.message}
        hint="Affiché dans la barre du haut, sur la photo d’accueil, en bas de page et dans le titre des pages."
      >
        <input
          {...register('name', textRules(IDENTITY_LIMITS.name, IDENTITY_MESSAGES.nameMissing))}
          autoComplete="name"
        />
      </Field>
      <div className="grid gap-6 sm:grid-cols-2">
        <Field id="identite-sous-titre-1" label="Sous-titre, première partie" error={errors.taglineFirst?.message}>
          <input {...register('taglineFirst', textRules(IDENTITY_LIMITS.taglinePart))} />
        </Field>
        <Field id="identite-sous-titre-2" label="Sous-titre, seconde partie" error={errors.taglineSecond?.message}>
          <input {...register('taglineSecond', textRules(IDENTITY_LIMITS.taglinePart))} />
        </Field>
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <Field id="identite-email" label="Adresse e-mail" error={errors.email?.message}>
          <input
            type="email"
            autoComplete="email"
            {...register('email', {
              validate: (value) =>
                (EMAIL_PATTERN.test(value.trim()) && value.trim().length <= IDENTITY_LIMITS.email) ||
                IDENTITY_MESSAGES.emailInvalid,
            })}
          />
        </Field>
        <Field
          id="identite-telephone"
          label="Téléphone"
          error={errors.phone?.message}
          hint="Tel qu’il s’affiche, par exemple 02 31 00 00 00."
        >
          <input
            type="tel"
            autoComplete="tel"
            {...register('phone', {
              validate: (value) =>
                (PHONE_PATTERN.test(value.trim()) && value.trim().length <= IDENTITY_LIMITS.phone) ||
                IDENTITY_MESSAGES.phoneInvalid,
            })}
          />
        </Field>
      </div>

      <fieldset className="space-y-4">
        <legend className={labelClass}>Réseaux sociaux</legend>
        <p className={hintClass}>L’icône de chaque lien est celle du réseau choisi.</p>
        <ol className="space-y-4">
          {social.fields.map((entry, index) => {
            const id = (part: string) => `identite-reseau-${index}-${part}`;
            const linkErrors = errors.social?.[index];
            return (
              <li
                key={entry.id}
                className="grid gap-3 rounded-md border border-ink/15 p-3 sm:grid-cols-[12rem_1fr_2fr_auto] sm:items-start"
              >
                <div>
                  <label htmlFor={id('reseau')} className={labelClass}>
                    Réseau {index + 1}
                  </label>
                  <select id={id('reseau')} className={controlClass} {...register(`social.${index}.network`)}>
                    {SOCIAL_NETWORKS.map((network) => (
                      <option key={network} value={network}>
                        {SOCIAL_NETWORK_NAMES[network]}
                      </option>
                    ))}
                  </select>
                </div>
                <Field id={id('texte')} label="Texte du lien" error={linkErrors?.label?.message}>
                  <input
                    {...register(
                      `social.${index}.label`,
                      textRules(IDENTITY_LIMITS.socialLabel, IDENTITY_MESSAGES.labelMissing),
                    )}
                  />
                </Field>
                <Field id={id('adresse')} label="Adresse (https://…)" error={linkErrors?.url?.message}>
                  <input
                    type="url"
                    inputMode="url"
                    {...register(`social.${index}.url`, {
                      validate: (value) =>
                        (HTTPS_URL_PATTERN.test(value.trim()) && value.trim().length <= IDENTITY_LIMITS.socialUrl) ||
                        IDENTITY_MESSAGES.urlInvalid,
                    })}
                  />
                </Field>
                <button
                  type="button"
                  className={`${secondaryButtonClass} sm:mt-6`}
                  onClick={() => social.remove(index)}
                >
                  Retirer<span className="sr-only"> le réseau {index + 1}</span>
                </button>
              </li>
            );
          })}
        </ol>
        {social.fields.length < IDENTITY_LIMITS.socialLinks && (
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => social.append({ network: 'facebook', label: '', url: 'https://' })}
          >
            Ajouter un réseau
          </button>
        )}
      </fieldset>

      <div className="space-y-4">
        <PhotoField
          id="identite-photo"
          label="Photo d’accueil"
          picker={picker}
          error={undefined}
          hint="Facultatif : pour la remplacer, choisissez une photo en largeur, de 2 000 pixels de haut ou plus pour rester nette sur les téléphones."
        />
        {newPhoto ? (
          <HeroCropFrame previewUrl={newPhoto} focus={focus} onChange={setFocus} />
        ) : (
          <figure>
            <img
              src={shown.hero.portrait.sources.at(-1)?.url}
              alt="La photo d’accueil actuelle, telle que la voient les téléphones"
              className="max-h-64 w-auto rounded-md border border-ink/15"
            />
            <figcaption className={hintClass}>La photo d’accueil actuelle, cadrée pour les téléphones.</figcaption>
          </figure>
        )}
      </div>

      <SectionConflict section="identity" saving={saving} afterSave={() => afterSave()} />
      <SaveBar phase={phase} failure={failure} busy={busy} label="Enregistrer l’identité" />
    </form>
  );
}

/** A labelled control with its hint and its French error; `children` is the bare <input>. */
function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
  children: ReactElement<Record<string, unknown>>;
}) {
  const control = cloneElement(children, { ...controlA11y(id, error, Boolean(hint)), className: controlClass });
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-aide`} className={hintClass}>
          {hint}
        </p>
      )}
      {control}
      <FieldError id={id} message={error} />
    </div>
  );
}
