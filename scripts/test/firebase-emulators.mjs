/**
 * Firebase's own Hosting and Auth emulators (the pinned firebase-tools, pure Node, no Java) for
 * the browser tests: scripts/test/run-e2e.mjs writes one configuration per emulator set with
 * writeEmulatorConfig(), and Playwright starts and stops them as its web servers
 * (playwright.config.ts). Each configuration is made from the project's
 * firebase.json, whose hosting section (headers, rewrites, clean URLs, 404 page) is kept as it is;
 * only what a test run must choose changes: the directory served, and ports that are free on this
 * machine rather than the fixed ones of firebase.json (several runs may share a machine).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const HOST = '127.0.0.1';
/** A demo-* project id: the emulators then never reach a real project, and need no login. */
export const EMULATOR_PROJECT_ID = 'demo-portfolio';
/** Where the run keeps its configurations, logs and the emulator build (ignored by git). */
export const E2E_DIR = path.join(root, '.e2e');

/** A TCP port nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The project's Content-Security-Policy (firebase.json) with `connectSources` added to
 * connect-src and `frameSources` to frame-src, nothing else changed.
 */
export async function policyWith({ connectSources, frameSources }) {
  const config = JSON.parse(await readFile(path.join(root, 'firebase.json'), 'utf8'));
  const policy = config.hosting.headers
    .flatMap((rule) => rule.headers)
    .find((header) => header.key === 'Content-Security-Policy').value;
  return policy
    .replace(/connect-src ([^;]*)/, (_, sources) => `connect-src ${sources} ${connectSources.join(' ')}`)
    .replace(/frame-src ([^;]*)/, (_, sources) => `frame-src ${sources} ${frameSources.join(' ')}`);
}

/**
 * Writes .e2e/firebase.<name>.json: the hosting section of firebase.json serving `publicDir`, with
 * `policy` (if given) in place of the Content-Security-Policy, a Hosting emulator on
 * `hostingPort` and an Auth emulator on `authPort` (if given). Resolves with the file's path.
 */
export async function writeEmulatorConfig({ name, publicDir, hostingPort, authPort, policy }) {
  const project = JSON.parse(await readFile(path.join(root, 'firebase.json'), 'utf8'));
  const hosting = { ...project.hosting };
  // The predeploy hooks guard deploys; serving runs none.
  delete hosting.predeploy;
  hosting.public = path.relative(E2E_DIR, publicDir);
  if (policy) {
    hosting.headers = hosting.headers.map((rule) => ({
      ...rule,
      headers: rule.headers.map((h) => (h.key === 'Content-Security-Policy' ? { ...h, value: policy } : h)),
    }));
  }
  const emulators = {
    hosting: { host: HOST, port: hostingPort },
    hub: { host: HOST, port: await freePort() },
    logging: { host: HOST, port: await freePort() },
    ui: { enabled: false },
  };
  if (authPort) emulators.auth = { host: HOST, port: authPort };
  await mkdir(E2E_DIR, { recursive: true });
  const file = path.join(E2E_DIR, `firebase.${name}.json`);
  await writeFile(file, JSON.stringify({ hosting, emulators }, null, 2));
  return file;
}
