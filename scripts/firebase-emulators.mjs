/**
 * Firebase's own Hosting and Auth emulators (the pinned firebase-tools, pure Node, no Java) for
 * the browser tests (scripts/run-e2e.mjs). Each emulator set runs from a configuration made from
 * the project's firebase.json, whose hosting section (headers, rewrites, clean URLs, 404 page) is
 * kept as it is; only what a test run must choose changes: the directory served, and ports that
 * are free on this machine rather than the fixed ones of firebase.json.
 */
import { spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import process from 'node:process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
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
 * firebase.json for one emulator set: its hosting section serving `publicDir`, with `policy`
 * (if given) in place of the Content-Security-Policy, and the emulators on the given ports.
 */
async function configFor({ publicDir, hostingPort, authPort, policy }) {
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
  return { hosting, emulators };
}

/** Resolves once `url` answers at all, or rejects after `timeoutMs`. */
async function waitForAnswer(url, timeoutMs, exited) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('the emulators stopped during start-up');
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await sleep(250);
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Starts a Hosting emulator serving `publicDir` on `hostingPort` (and an Auth emulator on
 * `authPort`, if given). Resolves once they answer, with `stop()`; `name` labels the files in
 * .e2e/ (its configuration and its log).
 */
export async function startEmulators({ name, publicDir, hostingPort, authPort, policy }) {
  await mkdir(E2E_DIR, { recursive: true });
  const configFile = path.join(E2E_DIR, `firebase.${name}.json`);
  const logFile = path.join(E2E_DIR, `emulators.${name}.log`);
  await writeFile(configFile, JSON.stringify(await configFor({ publicDir, hostingPort, authPort, policy }), null, 2));

  const only = authPort ? 'hosting,auth' : 'hosting';
  const bin = path.join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  const args = [bin, 'emulators:start', '--only', only, '--config', configFile, '--project', EMULATOR_PROJECT_ID];
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = [];
  const keep = (chunk) => log.push(chunk);
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exitCode = null;
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve((exitCode = code ?? signal))));

  const stop = async () => {
    if (exitCode === null) {
      child.kill('SIGINT');
      const stopped = await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]);
      if (!stopped) child.kill('SIGKILL');
      await exited;
    }
    await writeFile(logFile, Buffer.concat(log));
  };

  try {
    await waitForAnswer(`http://${HOST}:${hostingPort}/`, 90_000, () => exitCode !== null);
    if (authPort) await waitForAnswer(`http://${HOST}:${authPort}/`, 30_000, () => exitCode !== null);
  } catch (error) {
    await stop();
    const tail = Buffer.concat(log).toString('utf8').split('\n').slice(-25).join('\n');
    throw new Error(`Firebase's emulators (${only}) did not start: ${error.message}.\n${tail}`);
  }
  return { stop, logFile };
}
