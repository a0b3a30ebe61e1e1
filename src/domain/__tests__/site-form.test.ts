import { describe, expect, it } from 'vitest';
import {
  moved,
  multilineTextProblem,
  SITE_FORM_MESSAGES,
  SITE_LIMITS,
  textProblem,
  videoIdFrom,
  videoIdProblem,
  yearProblem,
} from '../site-form';

describe('the site forms’ validation, as the rules refuse', () => {
  it('refuses a blank required text and a text over its limit', () => {
    expect(textProblem('  ', SITE_LIMITS.exhibition)).toBe(SITE_FORM_MESSAGES.required);
    expect(textProblem('x'.repeat(301), SITE_LIMITS.exhibition)).toBe('300 caractères au plus');
    expect(textProblem('x'.repeat(300), SITE_LIMITS.exhibition)).toBeUndefined();
    expect(textProblem('', SITE_LIMITS.source, false)).toBeUndefined();
  });

  it('refuses control and bidirectional characters; a multi-line text keeps its tabs and line breaks', () => {
    const { invisibleCharacter } = SITE_FORM_MESSAGES;
    expect(textProblem('Salon\u202e de Caen', SITE_LIMITS.exhibition)).toBe(invisibleCharacter);
    expect(textProblem('Salon\tde Caen', SITE_LIMITS.exhibition)).toBe(invisibleCharacter);
    expect(multilineTextProblem('Premier.\nSecond.\r\n\tFin.', SITE_LIMITS.paragraph)).toBeUndefined();
    expect(multilineTextProblem('Premier.\u0007', SITE_LIMITS.paragraph)).toBe(invisibleCharacter);
    expect(multilineTextProblem('Premier \u2067inversé', SITE_LIMITS.bookText, false)).toBe(invisibleCharacter);
    expect(multilineTextProblem('', SITE_LIMITS.bookText, false)).toBeUndefined();
    expect(multilineTextProblem(' ', SITE_LIMITS.interventions)).toBe(SITE_FORM_MESSAGES.required);
  });

  it('takes a year between 1900 and 2100 only', () => {
    expect(yearProblem('2024')).toBeUndefined();
    expect(yearProblem('1899')).toBe(SITE_FORM_MESSAGES.yearInvalid);
    expect(yearProblem('2101')).toBe(SITE_FORM_MESSAGES.yearInvalid);
    expect(yearProblem('20a4')).toBe(SITE_FORM_MESSAGES.yearInvalid);
  });

  it('finds the video id in an id or an address of the video', () => {
    expect(videoIdFrom('M7lc1UVf-VE')).toBe('M7lc1UVf-VE');
    expect(videoIdFrom('https://www.youtube.com/watch?v=M7lc1UVf-VE&t=3')).toBe('M7lc1UVf-VE');
    expect(videoIdFrom('youtu.be/M7lc1UVf-VE')).toBe('M7lc1UVf-VE');
    expect(videoIdFrom('https://www.youtube.com/embed/M7lc1UVf-VE')).toBe('M7lc1UVf-VE');
    expect(videoIdFrom('https://vimeo.com/M7lc1UVf-VE')).toBeNull();
    expect(videoIdFrom('abc')).toBeNull();
    expect(videoIdProblem('abc')).toBe(SITE_FORM_MESSAGES.videoIdInvalid);
  });

  it('moves an entry up or down, not past an end', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
