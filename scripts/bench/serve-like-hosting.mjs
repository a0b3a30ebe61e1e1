// @ts-check
// A static server that answers as Firebase Hosting does with firebase.json: clean URLs, its
// rewrites (a removed work's address gets the app shell, where `vite preview` would send the home
// page's HTML), 404.html for the rest; text gzipped as `vite preview` and the host send it.
// For the bench (lighthouserc.cjs) and e2e/reading-order.spec.ts. Alone: `node <this> <dir> <port>`.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import process from 'node:process';
import { ROOT, runIfMain } from '../command-line.mjs';

const TYPES = /** @type {Record<string, string>} */ ({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
});

const isFile = async (/** @type {string} */ file) => (await stat(file).catch(() => null))?.isFile() ?? false;

/**
 * Serves `dir` on 127.0.0.1:`port` (0: any free port); resolves with the server once it listens.
 * @param {string} dir
 * @param {number} port
 * @returns {Promise<import('node:http').Server>}
 */
export async function serveLikeHosting(dir, port) {
  const root = resolve(dir);
  const { hosting } = JSON.parse(await readFile(join(ROOT, 'firebase.json'), 'utf8'));
  /** @type {{ regex: string, destination: string }[]} */
  const rewrites = hosting.rewrites;
  const server = createServer((request, response) => {
    (async () => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
      const candidates = [join(root, path, 'index.html'), join(root, path), `${join(root, path)}.html`];
      let file = null;
      let status = 200;
      // Only files inside the served directory.
      for (const candidate of candidates.filter((c) => c.startsWith(root))) {
        if (!file && (await isFile(candidate))) file = candidate;
      }
      const rewrite = rewrites.find((r) => new RegExp(r.regex).test(path));
      if (!file && rewrite) file = join(root, rewrite.destination);
      if (!file) [file, status] = [join(root, '404.html'), 404];
      const body = await readFile(file);
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      // As vite preview's compression: text of 1 kB and more, when the browser accepts gzip.
      const gzip =
        /text|javascript|\/json|xml/i.test(type) &&
        body.length >= 1024 &&
        /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      const headers = { 'content-type': type, vary: 'Accept-Encoding', ...(gzip && { 'content-encoding': 'gzip' }) };
      response.writeHead(status, headers);
      response.end(gzip ? gzipSync(body) : body);
    })().catch((/** @type {unknown} */ error) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });
  await new Promise((done) => server.listen(port, '127.0.0.1', () => done(undefined)));
  return server;
}

runIfMain(import.meta.url, 'serve-like-hosting', async () => {
  const [dir = 'dist', port = '4173'] = process.argv.slice(2);
  const server = await serveLikeHosting(dir, Number(port));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  // lhci waits for this line (lighthouserc.cjs's startServerReadyPattern).
  console.log(`  ➜  Local:   http://127.0.0.1:${address.port}/`);
});
