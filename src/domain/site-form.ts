import { FORM_MESSAGES, isValidYear } from './artwork-form';
import { holdsForbiddenCharacter } from './record-rules';

/** The longest text each field of the site's content takes, as database.rules.json accepts it. */
export const SITE_LIMITS = {
  statementTitle: 200,
  paragraph: 5000,
  exhibition: 300,
  bookTitle: 200,
  bookText: 5000,
  interventions: 1000,
  alt: 300,
  source: 200,
  date: 60,
} as const;

export const SITE_FORM_MESSAGES = {
  required: 'Ce champ est obligatoire',
  tooLong: FORM_MESSAGES.tooLong,
  yearInvalid: FORM_MESSAGES.yearInvalid,
  videoIdInvalid:
    "Indiquez l'adresse de la vidéo YouTube ou son identifiant (11 caractères : lettres, chiffres, « - » ou « _ »)",
  photoRequired: "L'image est obligatoire",
  invisibleCharacter: FORM_MESSAGES.invisibleCharacter,
} as const;

/**
 * What is wrong with a one-line text field, or undefined: the rules refuse blank required texts,
 * long ones, and control or bidirectional-override characters.
 */
export function textProblem(value: string, max: number, required = true): string | undefined {
  return problemOf(value, max, required, 'single');
}

/** The same for a multi-line text (a paragraph, a book's text), which keeps its tabs and line breaks. */
export function multilineTextProblem(value: string, max: number, required = true): string | undefined {
  return problemOf(value, max, required, 'multi');
}

function problemOf(value: string, max: number, required: boolean, lines: 'single' | 'multi'): string | undefined {
  if (required && value.trim() === '') return SITE_FORM_MESSAGES.required;
  if (value.length > max) return SITE_FORM_MESSAGES.tooLong(max);
  if (holdsForbiddenCharacter(value, lines)) return SITE_FORM_MESSAGES.invisibleCharacter;
  return undefined;
}

export function yearProblem(value: string): string | undefined {
  return isValidYear(value.trim()) ? undefined : SITE_FORM_MESSAGES.yearInvalid;
}

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The YouTube video id in what the painter typed: the id itself, or an address of the video
 * (youtube.com/watch?v=…, youtu.be/…, youtube.com/embed/… or /shorts/…); null when there is none.
 */
export function videoIdFrom(input: string): string | null {
  const text = input.trim();
  if (VIDEO_ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text.includes('://') ? text : `https://${text}`);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www|m)\./, '');
  const candidate =
    host === 'youtu.be'
      ? url.pathname.slice(1)
      : host === 'youtube.com' || host === 'youtube-nocookie.com'
        ? (url.searchParams.get('v') ?? /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1] ?? '')
        : '';
  return VIDEO_ID.test(candidate) ? candidate : null;
}

export function videoIdProblem(value: string): string | undefined {
  return videoIdFrom(value) ? undefined : SITE_FORM_MESSAGES.videoIdInvalid;
}

/** A list with the entry at `index` moved by `offset` places (-1: up, 1: down), unchanged at an end. */
export function moved<T>(list: readonly T[], index: number, offset: -1 | 1): T[] {
  const target = index + offset;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
