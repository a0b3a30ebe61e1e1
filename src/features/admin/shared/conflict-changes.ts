import { canonicalJson } from '@/domain/data-version';
import { ARTWORK_TYPE_LABELS, type Artwork } from '@/domain/artwork';
import { FIELD_LABELS } from '@/domain/artwork-form';
import { WORK_STATUS_LABELS } from '@/domain/availability';
import { exhibitionLabel, isDated, type DatedExhibition, type Exhibition } from '@/domain/exhibitions';
import type {
  PressClipping,
  SiteBook,
  SiteContent,
  SiteIdentity,
  SiteSection,
  SocialLink,
} from '@/domain/site-content';

/*
 * What changed elsewhere, between the value a form was filled from and the one stored now, as
 * French lines the conflict panel lists (conflict-panel.tsx): one per field, entry of a list
 * added, removed, changed or moved, each with its old and new text.
 */

export type ChangeKind = 'Ajout' | 'Suppression' | 'Modification' | 'Déplacement';

export interface Change {
  kind: ChangeKind;
  /** What changed: "Titre", "Exposition 3", "Article 12, journal". */
  label: string;
  /** The text before and after, when there is one to show. */
  before?: string;
  after?: string;
}

/** The longest text a line quotes: a paragraph is recognised by its start. */
const QUOTED_MAX = 90;

export function quoted(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > QUOTED_MAX ? `${flat.slice(0, QUOTED_MAX - 1).trimEnd()}…` : flat;
}

function same(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/** A field that is text: a line when it differs. */
function textChange(label: string, before: string | number | null | undefined, after: typeof before): Change[] {
  const [a, b] = [before ?? '', after ?? ''].map((value) => String(value));
  if (a === b) return [];
  if (a === '') return [{ kind: 'Ajout', label, after: quoted(b!) }];
  if (b === '') return [{ kind: 'Suppression', label, before: quoted(a!) }];
  return [{ kind: 'Modification', label, before: quoted(a!), after: quoted(b!) }];
}

type Step<T> = { op: 'keep' | 'remove' | 'add'; item: T; from?: number; to?: number };

/** The steps from `before` to `after` that keep the longest common run of entries in order. */
function listSteps<T>(before: readonly T[], after: readonly T[]): Step<T>[] {
  const a = before.map((item) => canonicalJson(item));
  const b = after.map((item) => canonicalJson(item));
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i]![j] = a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const steps: Step<T>[] = [];
  let [i, j] = [0, 0];
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      steps.push({ op: 'keep', item: after[j]!, from: i++, to: j++ });
    } else if (i < a.length && (j === b.length || lengths[i + 1]![j]! >= lengths[i]![j + 1]!)) {
      // A removal before an addition at the same place: the pair reads as a change in place.
      steps.push({ op: 'remove', item: before[i]!, from: i++ });
    } else {
      steps.push({ op: 'add', item: after[j]!, to: j++ });
    }
  }
  return steps;
}

interface ListWording<T> {
  /** "Exposition" → "Exposition 3". */
  entry: string;
  /** The text that names an entry. */
  text: (item: T) => string;
  /** For an entry changed in place: its fields' lines, labelled after the entry's. */
  fields?: (before: T, after: T, label: string) => Change[];
}

/**
 * An ordered list's changes: entries added, removed, moved (the same entry elsewhere), or changed
 * in place (a removal and an addition at the same place).
 */
function listChanges<T>(before: readonly T[], after: readonly T[], wording: ListWording<T>): Change[] {
  const steps = listSteps(before, after);
  const removed = steps.filter((step) => step.op === 'remove');
  const added = steps.filter((step) => step.op === 'add');
  const changes: Change[] = [];
  const moved = new Set<Step<T>>();
  for (const addition of added) {
    const removal = removed.find((step) => !moved.has(step) && same(step.item, addition.item));
    if (removal) {
      moved.add(removal).add(addition);
      changes.push({
        kind: 'Déplacement',
        label: `${wording.entry} ${removal.from! + 1}`,
        before: quoted(wording.text(addition.item)),
        after: `place ${addition.to! + 1}`,
      });
    }
  }
  const left = steps.filter((step) => step.op !== 'keep' && !moved.has(step));
  for (let k = 0; k < left.length; k++) {
    const step = left[k]!;
    const next = left[k + 1];
    if (step.op === 'remove' && next?.op === 'add') {
      const label = `${wording.entry} ${next.to! + 1}`;
      const lines =
        wording.fields?.(step.item, next.item, label) ??
        textChange(label, wording.text(step.item), wording.text(next.item));
      // Changed in a way no line tells (a picture's size, say): the entry is named all the same.
      changes.push(...(lines.length > 0 ? lines : [{ kind: 'Modification' as const, label }]));
      k++;
    } else if (step.op === 'remove') {
      changes.push({
        kind: 'Suppression',
        label: `${wording.entry} ${step.from! + 1}`,
        before: quoted(wording.text(step.item)),
      });
    } else {
      changes.push({
        kind: 'Ajout',
        label: `${wording.entry} ${step.to! + 1}`,
        after: quoted(wording.text(step.item)),
      });
    }
  }
  return changes;
}

/** A picture's change, said without its URLs. */
function pictureChange(label: string, before: unknown, after: unknown): Change[] {
  if (same(before ?? null, after ?? null)) return [];
  if (!before) return [{ kind: 'Ajout', label }];
  if (!after) return [{ kind: 'Suppression', label }];
  return [{ kind: 'Modification', label, after: 'une autre image' }];
}

/** A work's changes, field by field, as the edit form labels them. */
export function artworkChanges(before: Artwork, after: Artwork): Change[] {
  return [
    ...textChange(FIELD_LABELS.type, ARTWORK_TYPE_LABELS[before.type], ARTWORK_TYPE_LABELS[after.type]),
    ...textChange(FIELD_LABELS.years, before.years, after.years),
    ...textChange(FIELD_LABELS.title, before.title, after.title),
    ...textChange(FIELD_LABELS.subtitle, before.subtitle, after.subtitle),
    ...textChange(FIELD_LABELS.dimensions, before.dimensions, after.dimensions),
    ...textChange(FIELD_LABELS.technique, before.technique, after.technique),
    ...textChange(FIELD_LABELS.description, before.description, after.description),
    ...textChange(
      FIELD_LABELS.status,
      before.status && WORK_STATUS_LABELS[before.status],
      after.status && WORK_STATUS_LABELS[after.status],
    ),
    ...textChange(FIELD_LABELS.price, before.price, after.price),
    ...textChange(FIELD_LABELS.priceShown, before.priceShown ? 'Oui' : 'Non', after.priceShown ? 'Oui' : 'Non'),
    ...pictureChange(FIELD_LABELS.photo, before.image, after.image),
  ];
}

function bookFields(before: SiteBook, after: SiteBook, label: string): Change[] {
  return [
    ...textChange(`${label}, titre`, before.title, after.title),
    ...textChange(`${label}, année`, before.year, after.year),
    ...textChange(`${label}, texte`, before.text, after.text),
    ...pictureChange(
      `${label}, couverture`,
      before.cover && { ...before.cover, alt: '' },
      after.cover && { ...after.cover, alt: '' },
    ),
    ...textChange(`${label}, description de la couverture`, before.cover?.alt, after.cover?.alt),
  ];
}

const exhibitionField = (entry: Exhibition, field: keyof DatedExhibition) =>
  isDated(entry) ? entry[field] : field === 'title' ? entry : undefined;

function exhibitionFields(before: Exhibition, after: Exhibition, label: string): Change[] {
  // Two entries without dates are one text each, as the form shows them.
  if (!isDated(before) && !isDated(after)) return textChange(label, before, after);
  const fields: [keyof DatedExhibition, string][] = [
    ['title', 'titre'],
    ['place', 'lieu'],
    ['town', 'ville'],
    ['start', 'début'],
    ['end', 'fin'],
    ['link', 'lien'],
    ['text', 'texte'],
  ];
  return fields.flatMap(([field, name]) =>
    textChange(`${label}, ${name}`, exhibitionField(before, field), exhibitionField(after, field)),
  );
}

function clippingFields(before: PressClipping, after: PressClipping, label: string): Change[] {
  const picture = ({ image, thumbnail, zoom }: PressClipping) => ({ image, thumbnail, zoom });
  return [
    ...pictureChange(`${label}, image`, picture(before), picture(after)),
    ...textChange(`${label}, description`, before.alt, after.alt),
    ...textChange(`${label}, journal`, before.source, after.source),
    ...textChange(`${label}, date`, before.date, after.date),
  ];
}

/** A site section's changes, as its form labels them. */
export function sectionChanges<S extends SiteSection>(
  section: S,
  before: SiteContent[S],
  after: SiteContent[S],
): Change[] {
  const pair = { section, before, after } as {
    [K in SiteSection]: { section: K; before: SiteContent[K]; after: SiteContent[K] };
  }[SiteSection];
  switch (pair.section) {
    case 'statement':
      return [
        ...textChange('Titre', pair.before.title, pair.after.title),
        ...listChanges(pair.before.paragraphs, pair.after.paragraphs, { entry: 'Paragraphe', text: (p) => p }),
      ];
    case 'exhibitions':
      return listChanges(pair.before, pair.after, {
        entry: 'Exposition',
        text: exhibitionLabel,
        fields: exhibitionFields,
      });
    case 'books':
      return [
        ...textChange('Vidéo', pair.before.videoId, pair.after.videoId),
        ...listChanges(pair.before.items, pair.after.items, {
          entry: 'Livre',
          text: (b) => b.title,
          fields: bookFields,
        }),
      ];
    case 'interventions':
      return textChange('Texte de la carte', pair.before, pair.after);
    case 'press':
      return listChanges(pair.before, pair.after, { entry: 'Article', text: (c) => c.alt, fields: clippingFields });
    case 'identity':
      return identityChanges(pair.before, pair.after);
  }
}

/** The "Identité" screen's changes, by its labels. */
function identityChanges(before: SiteIdentity | undefined, after: SiteIdentity | undefined): Change[] {
  const socialText = (link: SocialLink) => `${link.label} : ${link.url}`;
  return [
    ...textChange('Nom', before?.name, after?.name),
    ...textChange('Sous-titre, première partie', before?.tagline.first, after?.tagline.first),
    ...textChange('Sous-titre, seconde partie', before?.tagline.second, after?.tagline.second),
    ...textChange('Adresse e-mail', before?.email, after?.email),
    ...textChange('Téléphone', before?.phone, after?.phone),
    ...listChanges(before?.social ?? [], after?.social ?? [], { entry: 'Réseau', text: socialText }),
    ...(same(before?.hero, after?.hero) ? [] : [{ kind: 'Modification', label: 'Photo d’accueil' } satisfies Change]),
    ...(same(before?.cards, after?.cards)
      ? []
      : [{ kind: 'Modification', label: 'Images des cartes' } satisfies Change]),
  ];
}
