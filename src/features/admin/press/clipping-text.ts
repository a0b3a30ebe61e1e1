import type { PressClipping } from '@/domain/site-content';
import { SITE_LIMITS, textProblem } from '@/domain/site-form';

/** A clipping's texts as a form holds them: an absent source or date is "". */
export interface ClippingText {
  alt: string;
  source: string;
  date: string;
}

export const EMPTY_CLIPPING_TEXT: ClippingText = { alt: '', source: '', date: '' };

export const CLIPPING_FIELDS: readonly (readonly [keyof ClippingText, string])[] = [
  ['alt', "Description de l'article (texte alternatif)"],
  ['source', 'Journal ou magazine (facultatif)'],
  ['date', 'Date de parution (facultatif, par exemple « mars 2024 »)'],
];

export function clippingTextOf(clipping: PressClipping): ClippingText {
  return { alt: clipping.alt, source: clipping.source ?? '', date: clipping.date ?? '' };
}

/** What is wrong with each text, as the rules check them (the description is required). */
export function clippingTextProblems(text: ClippingText): Record<keyof ClippingText, string | undefined> {
  return {
    alt: textProblem(text.alt, SITE_LIMITS.alt),
    source: textProblem(text.source, SITE_LIMITS.source, false),
    date: textProblem(text.date, SITE_LIMITS.date, false),
  };
}

/** A clipping with its texts trimmed, and an empty source or date left out. */
export function withClippingText<T extends object>(
  base: T,
  text: ClippingText,
): T & Pick<PressClipping, 'alt' | 'source' | 'date'> {
  const clipping: T & Pick<PressClipping, 'alt' | 'source' | 'date'> = { ...base, alt: text.alt.trim() };
  delete clipping.source;
  delete clipping.date;
  if (text.source.trim()) clipping.source = text.source.trim();
  if (text.date.trim()) clipping.date = text.date.trim();
  return clipping;
}

/**
 * A clipping's name where its place may change (a move's announcements, its handle): its
 * newspaper and date when known, else its description.
 */
export function clippingLabel(clipping: PressClipping): string {
  return [clipping.source, clipping.date].filter(Boolean).join(', ') || clipping.alt;
}
