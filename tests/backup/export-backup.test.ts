// @vitest-environment node
/**
 * scripts/deploy/export-backup.mjs, the workflow's backup: the same file as the studio's, made from the
 * database's nodes and the bucket's objects (here fakes), and read back by the studio's reader.
 */
import { describe, expect, it, vi } from 'vitest';
import * as format from '@/backend/backup-format';
import { exportBackup, objectNameOf, parseArguments } from '../../scripts/deploy/export-backup.mjs';

const BUCKET = 'atelier-normandie.firebasestorage.app';
const token = '0b1e2c3d-0000-4000-8000-123456789abc';
const urlOf = (name: string, bucket = BUCKET) =>
  `https://firebasestorage.googleapis.com/v0/b/${bucket}/o/${encodeURIComponent(name)}?alt=media&token=${token}`;

const record = (subtitle: string, name: string) => ({
  title: `Œuvre ${subtitle}`,
  subtitle,
  type: 'Aquarelles',
  description: '',
  image: urlOf(name),
  thumbnail: urlOf(`${name}-thumb`),
  created: 1,
});

describe('the workflow backup', () => {
  it('tells the bucket objects from the other URLs', () => {
    expect(objectNameOf(urlOf('1700000000000-zoom'), BUCKET)).toBe('1700000000000-zoom');
    expect(objectNameOf(urlOf('1700000000000', 'autre-projet.appspot.com'), BUCKET)).toBeNull();
    expect(objectNameOf('/images/presse/presse-1.webp', BUCKET)).toBeNull();
    expect(objectNameOf('https://example.com/v0/b/x/o/1', BUCKET)).toBeNull();
    expect(objectNameOf('pas une adresse', BUCKET)).toBeNull();
  });

  it('holds every node, her private notes and selections too, and every object they point at, readable by the studio', async () => {
    const nodes: Record<string, unknown> = {
      articles: { Aquarelles: { '1': record('1', '1700000000001') } },
      trash: { Aquarelles: { '2': { ...record('2', '1700000000002'), deletedAt: 5 } } },
      site: { interventions: 'Ateliers', press: [] },
      privateNotes: { Aquarelles: { '1': { location: 'atelier' } } },
      selections: null,
    };
    const objects: Record<string, Uint8Array> = {
      '1700000000001': new Uint8Array([1, 1]),
      '1700000000001-thumb': new Uint8Array([2]),
      '1700000000002': new Uint8Array([3, 3, 3]),
    };
    const downloadObject = vi.fn(async (name: string) =>
      objects[name] ? { bytes: objects[name], contentType: 'image/webp' } : null,
    );
    const log = vi.fn();
    const { zip, manifest, fileName } = await exportBackup(
      {
        format,
        readNode: async (node) => nodes[node] ?? null,
        downloadObject,
        bucket: BUCKET,
        now: new Date('2026-11-27T04:17:00Z'),
      },
      log,
    );
    expect(fileName).toBe('sauvegarde-portfolio-2026-11-27-0417.zip');
    expect(downloadObject).toHaveBeenCalledTimes(4);
    expect(manifest.missingImages).toEqual([urlOf('1700000000002-thumb')]);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/1 image URL\(s\)/));
    const backup = await format.readBackupZip(zip);
    expect(backup.data).toEqual(nodes);
    expect(backup.images.map((image) => [image.name, [...image.bytes]])).toEqual(
      Object.entries(objects).map(([name, bytes]) => [name, [...bytes]]),
    );
    expect(backup.manifest.counts.trash.Aquarelles).toBe(1);
  });

  it('fingerprints the data whatever the order of its keys, and tells a change', async () => {
    const nodes = { articles: { Aquarelles: { '1': record('1', '1') } }, trash: null, site: { interventions: 'A' } };
    const reordered = {
      site: { interventions: 'A' },
      trash: null,
      articles: { Aquarelles: { '1': { ...record('1', '1') } } },
    };
    const fingerprint = await format.fingerprintOf(nodes);
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(await format.fingerprintOf(reordered)).toBe(fingerprint);
    expect(await format.fingerprintOf({ ...nodes, site: { interventions: 'B' } })).not.toBe(fingerprint);
  });

  it('takes --out and refuses anything else', () => {
    expect(parseArguments(['--', '--out', 'x.zip'])).toEqual({ out: 'x.zip', fingerprint: false });
    expect(parseArguments(['--fingerprint'])).toEqual({ out: null, fingerprint: true });
    expect(() => parseArguments(['--vite'])).toThrow(/unexpected argument --vite/);
  });
});
