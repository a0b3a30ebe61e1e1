import { describe, expect, it } from 'vitest';
import { readDeployedDataVersion } from '../deployed-data-version';
import { BackendError } from '../types';

const respond =
  (body: string, status = 200) =>
  () =>
    Promise.resolve(new Response(body, { status }));

describe("reading the site's deployed data version", () => {
  it('reads /data-version.json from the site itself', async () => {
    const deployed = { version: 'b'.repeat(64), publishedAt: '2026-11-23T13:05:00.000Z' };
    let asked = '';
    const fetchFile = (url: string | URL | Request) => {
      asked = String(url);
      return Promise.resolve(new Response(JSON.stringify(deployed)));
    };
    expect(await readDeployedDataVersion(fetchFile as typeof fetch)).toEqual(deployed);
    expect(asked).toBe('/data-version.json');
  });

  it('gives null when the site was deployed without one (404)', async () => {
    expect(await readDeployedDataVersion(respond('404: Not Found', 404) as typeof fetch)).toBeNull();
  });

  it('fails with a coded error on anything else', async () => {
    await expect(readDeployedDataVersion(respond('<!doctype html>') as typeof fetch)).rejects.toThrow(BackendError);
    await expect(readDeployedDataVersion(respond('', 500) as typeof fetch)).rejects.toThrow(/HTTP 500/);
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(readDeployedDataVersion(offline as typeof fetch)).rejects.toMatchObject({ code: 'network' });
  });
});
