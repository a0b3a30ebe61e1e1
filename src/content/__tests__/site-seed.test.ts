import { describe, expect, it } from 'vitest';
import { readSite } from '@/domain/database-reader';
import { DEFAULT_SITE_CONTENT, siteOrSeed } from '../site-seed';

describe('the seed of the site node', () => {
  it('is what the site shows while the project has no site node, and only then', () => {
    expect(siteOrSeed(readSite(null))).toBe(DEFAULT_SITE_CONTENT);
    const stored = readSite({ interventions: 'Ateliers à Fécamp.' });
    expect(siteOrSeed(stored)).toBe(stored);
    expect(siteOrSeed(stored).press).toEqual([]);
  });

  it('reads back unchanged from the database (it round-trips through JSON)', () => {
    expect(readSite(JSON.parse(JSON.stringify(DEFAULT_SITE_CONTENT)))).toEqual(DEFAULT_SITE_CONTENT);
  });
});
