import { STUDIO_MESSAGES } from '@/content/studio-error-messages';
import type { Artwork, ArtworkType } from '@/domain/artwork';
import { validateArtworkForm, type ArtworkFormValues } from '@/domain/artwork-form';
import { normalNumero } from '@/domain/database-reader';
import { keysForNumero } from '@/domain/keys';
import type { DraftFields } from './draft-store';

/** The batch's own messages; a field's are the add form's (FORM_MESSAGES), letter for letter. */
export const BATCH_MESSAGES = {
  numeroInBatch: 'Un autre brouillon de ce lot porte déjà ce numéro : choisissez-en un autre.',
  photoWaiting: 'La photo attend son tour pour être préparée.',
  photoPreparing: 'La photo est en cours de préparation.',
  storeFailed:
    "Les brouillons n'ont pas pu être gardés dans ce navigateur : ils seront perdus si la page se ferme. Publiez-les avant de la quitter.",
} as const;

/** The fields a draft is checked on, in the order of its row. */
export type DraftField = keyof DraftFields;
export type DraftProblems = Partial<Record<DraftField, string>>;

/** The values the add form would hold for this draft (its photo is checked apart). */
export function formValuesOf(fields: DraftFields, type: ArtworkType): ArtworkFormValues {
  return { type, ...fields, description: '' };
}

/**
 * Whether the numéro is taken in the gallery, as the write path decides it (assertNumeroFree in
 * src/backend/write-path.ts): under any key it may have, legacy ones included, or as the numéro
 * of any stored work. Checked here so that she sees it before publishing; the write path checks
 * again when it writes.
 */
export function isNumeroTaken(type: ArtworkType, subtitle: string, works: readonly Artwork[]): boolean {
  const numero = normalNumero(subtitle);
  const keys = new Set(keysForNumero(type, numero));
  return works.some((work) => keys.has(work.key) || normalNumero(work.subtitle) === numero);
}

/**
 * What keeps a draft from being published, field by field, with the add form's messages:
 * `works` are the gallery's works, `otherNumeros` the numéros of the batch's other drafts.
 */
export function draftProblems(
  fields: DraftFields,
  type: ArtworkType,
  works: readonly Artwork[],
  otherNumeros: readonly string[],
): DraftProblems {
  const all = validateArtworkForm(formValuesOf(fields, type), true);
  const problems: DraftProblems = {};
  if (all.title) problems.title = all.title;
  if (all.subtitle) problems.subtitle = all.subtitle;
  else if (isNumeroTaken(type, fields.subtitle, works)) problems.subtitle = STUDIO_MESSAGES.duplicateNumero;
  else if (otherNumeros.includes(normalNumero(fields.subtitle))) problems.subtitle = BATCH_MESSAGES.numeroInBatch;
  if (all.years) problems.years = all.years;
  if (all.dimensions) problems.dimensions = all.dimensions;
  return problems;
}
