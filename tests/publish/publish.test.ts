// @vitest-environment node
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { publicDataOf } from '@/backend/public-data';
import { dataVersion, toDeployedDataVersion } from '@/domain/data-version';
import { BuildDataError, readExportFile, readLiveDatabase, type PublicNodes } from '../../scripts/build/build-data.mjs';
import { parseArguments, publish, readDeployedVersion, type PublishSteps } from '../../scripts/deploy/publish.mjs';

const EXPORT_FILE = path.join(process.cwd(), 'tests/publish/fixtures/database-export.json');

/** The script's steps on the fixture export, the build and the deploy recorded, not run. */
function stepsOnExport(deployed: { version: string; publishedAt: string } | null) {
  const steps = {
    readNodes: () => readExportFile(EXPORT_FILE),
    versionOf: (nodes: PublicNodes) => dataVersion(publicDataOf(nodes)),
    readDeployed: () => Promise.resolve(deployed),
    dataFileFor: () => Promise.resolve(EXPORT_FILE),
    build: vi.fn(),
    deploy: vi.fn(),
  } satisfies PublishSteps;
  return steps;
}

const exportVersion = async () => dataVersion(publicDataOf(await readExportFile(EXPORT_FILE)));
const quiet = () => {};

describe('npm run publish', () => {
  it('deploys when the data differs from the deployed version, with the data it read', async () => {
    const steps = stepsOnExport({ version: '0'.repeat(64), publishedAt: '2026-11-23T13:00:00.000Z' });
    expect(await publish({ dryRun: false }, steps, quiet)).toBe('published');
    expect(steps.deploy).toHaveBeenCalledExactlyOnceWith(EXPORT_FILE);
  });

  it('deploys when the site has no data version yet', async () => {
    const steps = stepsOnExport(null);
    expect(await publish({ dryRun: false }, steps, quiet)).toBe('published');
    expect(steps.deploy).toHaveBeenCalledOnce();
  });

  it('skips the build and the deploy when the data is unchanged, and says so', async () => {
    const steps = stepsOnExport({ version: await exportVersion(), publishedAt: '2026-11-23T13:00:00.000Z' });
    const log = vi.fn();
    expect(await publish({ dryRun: false }, steps, log)).toBe('up-to-date');
    expect(steps.build).not.toHaveBeenCalled();
    expect(steps.deploy).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('has not changed'));
  });

  it('--dry-run builds and never deploys', async () => {
    const steps = stepsOnExport(null);
    expect(await publish({ dryRun: true }, steps, quiet)).toBe('dry-run');
    expect(steps.build).toHaveBeenCalledExactlyOnceWith(EXPORT_FILE);
    expect(steps.deploy).not.toHaveBeenCalled();
  });

  it('stops, deploying nothing, when the data cannot be read', async () => {
    const steps = { ...stepsOnExport(null), readNodes: () => readExportFile('missing-export.json') };
    await expect(publish({ dryRun: false }, steps, quiet)).rejects.toThrow(
      /could not read the export missing-export\.json/,
    );
    expect(steps.deploy).not.toHaveBeenCalled();
  });
});

describe('its arguments', () => {
  it('reads --data FILE, --data=FILE and --dry-run', () => {
    expect(parseArguments(['--', '--data', 'export.json', '--dry-run'])).toEqual({
      dataFile: 'export.json',
      dryRun: true,
    });
    expect(parseArguments(['--data=export.json'])).toEqual({ dataFile: 'export.json', dryRun: false });
  });

  it('refuses anything else with exit code 2', () => {
    expect(() => parseArguments(['--data'])).toThrow(expect.objectContaining({ exitCode: 2 }));
    expect(() => parseArguments(['--force'])).toThrow(/unexpected argument --force/);
  });
});

describe('reading the live database and the deployed version', () => {
  const json = (value: unknown, status = 200) =>
    Promise.resolve(new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } }));

  it('reads articles and site without a token', async () => {
    const fetch = vi.fn((url: string) => json(url.endsWith('/articles.json') ? { Aquarelles: {} } : null));
    const nodes = await readLiveDatabase('https://example-default-rtdb.firebaseio.com/', {
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    expect(nodes).toEqual({ articles: { Aquarelles: {} }, site: null });
    expect(fetch.mock.calls.map(([url]) => url).sort()).toEqual([
      'https://example-default-rtdb.firebaseio.com/articles.json',
      'https://example-default-rtdb.firebaseio.com/site.json',
    ]);
  });

  it('gives up after its time with a clear error', async () => {
    const never = (_url: string, init: RequestInit) =>
      new Promise<Response>((_, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason)));
    const read = readLiveDatabase('https://example.firebaseio.com', {
      timeoutMs: 50,
      fetch: never as unknown as typeof globalThis.fetch,
    });
    await expect(read).rejects.toThrow(BuildDataError);
    await expect(read).rejects.toThrow(
      'could not read https://example.firebaseio.com/articles.json (no answer within 0.05 s)',
    );
  });

  it('reports a refused read with its status', async () => {
    const fetch = () => json({ error: 'Permission denied' }, 401);
    await expect(
      readLiveDatabase('https://example.firebaseio.com', { fetch: fetch as unknown as typeof globalThis.fetch }),
    ).rejects.toThrow(/HTTP 401/);
  });

  it('takes a missing data-version.json (404) for a site never published by the script', async () => {
    const fetch = () => Promise.resolve(new Response('404: Not Found', { status: 404 }));
    expect(
      await readDeployedVersion('https://example.web.app', toDeployedDataVersion, {
        fetch: fetch as unknown as typeof globalThis.fetch,
      }),
    ).toBeNull();
    const deployed = { version: 'f'.repeat(64), publishedAt: '2026-11-23T13:00:00.000Z' };
    expect(
      await readDeployedVersion('https://example.web.app/', toDeployedDataVersion, {
        fetch: (() => json(deployed)) as unknown as typeof globalThis.fetch,
      }),
    ).toEqual(deployed);
  });
});
