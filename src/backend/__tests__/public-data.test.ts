import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONTENT } from '@/content/site-seed';
import { canonicalJson, dataVersion, toDeployedDataVersion, type RawPublicNodes } from '@/domain/data-version';
import { publicDataOf } from '../public-data';

const EXPORT = JSON.parse(
  readFileSync(path.join(process.cwd(), 'tests/publish/fixtures/database-export.json'), 'utf8'),
) as Record<string, unknown>;

/** The same value with every object's keys in reverse order. */
function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, item]) => [key, reversedKeys(item)]),
  );
}

const versionOf = (raw: RawPublicNodes) => dataVersion(publicDataOf(raw));
const copy = <T>(value: T): T => structuredClone(value);

describe('the data version', () => {
  it('is a SHA-256 in hex, the same for the same data', async () => {
    const version = await versionOf(EXPORT);
    expect(version).toMatch(/^[0-9a-f]{64}$/);
    expect(await versionOf(copy(EXPORT))).toBe(version);
  });

  it('does not depend on the order the keys were read in', async () => {
    const reversed = reversedKeys(EXPORT) as RawPublicNodes;
    expect(Object.keys(reversed.articles as object)).toEqual(['Peinture sur Toile', 'Aquarelles']);
    expect(await versionOf(reversed)).toBe(await versionOf(EXPORT));
    // The same, on data already read: objects whose keys come in another order.
    const data = publicDataOf(EXPORT);
    const reversedData = reversedKeys(data) as typeof data;
    expect(Object.keys(reversedData.site)[0]).toBe('press');
    expect(await dataVersion(reversedData)).toBe(await dataVersion(data));
  });

  it('changes when a public field of a work changes', async () => {
    const edited = copy(EXPORT) as { articles: Record<string, Record<string, { title: string }>> };
    edited.articles['Aquarelles']!['14']!.title = 'Falaises d’Étretat au couchant 14';
    expect(await versionOf(edited)).not.toBe(await versionOf(EXPORT));
  });

  it('changes when a work is removed, or the site content changes (a press clipping removed)', async () => {
    const base = await versionOf(EXPORT);
    const withoutWork = copy(EXPORT) as { articles: Record<string, Record<string, unknown>> };
    delete withoutWork.articles['Peinture sur Toile']!['7'];
    expect(await versionOf(withoutWork)).not.toBe(base);
    const withoutClipping = copy(EXPORT) as { site: { press: unknown[] } };
    withoutClipping.site.press.pop();
    expect(await versionOf(withoutClipping)).not.toBe(base);
  });

  it('ignores what the pages do not show: the trash, records that are not works', async () => {
    const base = await versionOf(EXPORT);
    const changed = copy(EXPORT) as { trash: unknown; articles: Record<string, Record<string, unknown>> };
    changed.trash = {};
    changed.articles['Aquarelles']!['broken'] = { title: 'no image, not a work' };
    expect(await versionOf(changed)).toBe(base);
  });

  it('reads a database without a site node as the copy of src/content/', async () => {
    const data = publicDataOf({ articles: EXPORT.articles });
    expect(data.site).toEqual(DEFAULT_SITE_CONTENT);
    expect(data.works['Aquarelles'].map((w) => w.key).sort()).toEqual(['14', 'undefined15']);
    expect(data.works['ateliers']).toEqual([]);
  });

  it('is the same whatever order a gallery lists its works in', async () => {
    const data = publicDataOf(EXPORT);
    const shuffled = { ...data, works: { ...data.works, Aquarelles: [...data.works['Aquarelles']].reverse() } };
    expect(await dataVersion(shuffled)).toBe(await dataVersion(data));
  });
});

describe('canonicalJson', () => {
  it('sorts object keys, keeps array order and leaves undefined fields out', () => {
    expect(canonicalJson({ b: 1, a: [3, { d: undefined, c: 'x' }] })).toBe('{"a":[3,{"c":"x"}],"b":1}');
  });
});

describe('the deployed data-version.json', () => {
  const version = 'a'.repeat(64);
  it('is read when it holds a version and a date', () => {
    expect(toDeployedDataVersion({ version, publishedAt: '2026-11-23T14:00:00.000Z' })).toEqual({
      version,
      publishedAt: '2026-11-23T14:00:00.000Z',
    });
  });
  it('is refused otherwise', () => {
    expect(toDeployedDataVersion({ version: 'abc', publishedAt: '2026-11-23T14:00:00.000Z' })).toBeNull();
    expect(toDeployedDataVersion({ version, publishedAt: 'hier' })).toBeNull();
    expect(toDeployedDataVersion('<!doctype html>')).toBeNull();
  });
});
