import { describe, expect, it } from 'vitest';
import { isSelectionId, newSelectionId, SELECTION_ID_LENGTH } from '../selection';

describe("a selection's id", () => {
  it('is 22 characters of the URL-safe base64 alphabet: 132 bits, at least the 128 wanted', () => {
    expect(SELECTION_ID_LENGTH * 6).toBeGreaterThanOrEqual(128);
    for (let i = 0; i < 200; i += 1) {
      const id = newSelectionId();
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(isSelectionId(id)).toBe(true);
    }
  });

  it('uses every character of the alphabet, from the cryptographic source', () => {
    const seen = new Set(Array.from({ length: 400 }, () => newSelectionId()).join(''));
    expect(seen.size).toBe(64);
    // A source of zeros gives the first letter only: the id is the source's bytes, not a clock.
    expect(newSelectionId((bytes) => bytes)).toBe('A'.repeat(22));
  });

  it('never repeats in practice', () => {
    const ids = new Set(Array.from({ length: 10_000 }, () => newSelectionId()));
    expect(ids.size).toBe(10_000);
  });

  it('refuses what the rules refuse', () => {
    expect(
      ['', 'abc', 'A'.repeat(21), 'A'.repeat(23), `${'A'.repeat(21)}.`, `${'A'.repeat(21)}é`].map(isSelectionId),
    ).toEqual([false, false, false, false, false, false]);
  });
});
