// @ts-check
// What the scripts share: their options (node:util's parseArgs), running a command (to its end, or
// beside others), a TypeScript module of src/ loaded through Vite as the build reads it, and one
// clear line when they fail.
import { spawn, spawnSync } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** A failure the script explains in its message: printed as one line, exit code 1 (2: wrong arguments). */
export class ScriptError extends Error {
  name = 'ScriptError';
  exitCode = 1;
}

/**
 * The options of `argv` (npm's `--` dropped), or a ScriptError with exit code 2 and `usage`.
 * @template {import('node:util').ParseArgsConfig['options']} T
 * @param {string[]} argv
 * @param {T} options
 * @param {string} usage
 */
export function parseOptions(argv, options, usage) {
  if (argv.includes('--help')) {
    console.log(usage);
    process.exit(0);
  }
  try {
    const { values } = parseArgs({ args: argv.filter((arg) => arg !== '--'), options, strict: true });
    const empty = Object.entries(values).find(([, value]) => value === '');
    if (empty) throw new Error(`--${empty[0]} needs a value`);
    return values;
  } catch (caught) {
    const error = /** @type {Error & { code?: string }} */ (caught);
    const unknown = error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && /'([^']+)'/.exec(error.message)?.[1];
    const message = unknown ? `unexpected argument ${unknown}` : error.message;
    throw Object.assign(new ScriptError(`${message}\n${usage}`), { exitCode: 2 });
  }
}

/**
 * Runs a command in the repository, its output shown; a ScriptError with its exit code if it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env] added to the environment
 */
export function run(command, args, env = {}) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const options = { cwd: ROOT, stdio: /** @type {const} */ ('inherit'), env: { ...process.env, ...env } };
  const result = spawnSync(command, args, { ...options, shell: process.platform === 'win32' });
  if (result.error) throw new ScriptError(`could not run ${command}: ${result.error.message}`);
  if (result.status !== 0) {
    const failed = `\`${command} ${args.join(' ')}\` failed (exit code ${result.status ?? result.signal})`;
    throw Object.assign(new ScriptError(failed), { exitCode: result.status || 1 });
  }
}

/**
 * Starts a command in the repository, beside whatever else runs, and resolves once it ends with
 * its exit code (128 + n if signal n killed it) and, with `capture`, its output (stdout and stderr
 * together, for commands run at once whose lines would interleave; otherwise shown as it comes).
 * A SIGINT or SIGTERM this process gets (Ctrl-C, a CI timeout) is passed on to it.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, capture?: boolean }} [options] `env`: its whole environment
 * @returns {Promise<{ code: number, output: string }>}
 */
export function start(command, args, { env = process.env, capture = false } = {}) {
  return new Promise((resolve) => {
    /** @type {import('node:child_process').StdioOptions} */
    const stdio = capture ? ['ignore', 'pipe', 'pipe'] : 'inherit';
    const child = spawn(command, args, { cwd: ROOT, env, stdio, shell: process.platform === 'win32' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const forward = (/** @type {NodeJS.Signals} */ signal) => child.kill(signal);
    process.on('SIGINT', forward).on('SIGTERM', forward);
    child.on('error', (error) => {
      const line = `could not start ${command}: ${error.message}\n`;
      if (capture) output += line;
      else process.stderr.write(line);
    });
    child.on('close', (code, signal) => {
      process.off('SIGINT', forward).off('SIGTERM', forward);
      resolve({ code: code ?? 128 + (signal ? constants.signals[signal] : 0), output });
    });
  });
}

/**
 * A module of src/ (`src/…`, its `@/` imports resolved), without a build.
 * @param {string} file
 */
export async function loadSource(file) {
  const alias = { '@': path.join(ROOT, 'src') };
  const options = { configFile: /** @type {false} */ (false), logLevel: /** @type {const} */ ('error') };
  const { runnerImport } = await import('vite');
  return (await runnerImport(path.join(ROOT, file), { ...options, resolve: { alias } })).module;
}

/**
 * Runs `main` when `moduleUrl` is the script node was started with; a failure is printed as
 * `name: FAILED: message` (the stack for an unexpected one) and sets the exit code.
 * @param {string} moduleUrl
 * @param {string} name
 * @param {() => Promise<unknown>} main
 * @param {Function[]} known the errors whose message says it all
 */
export async function runIfMain(moduleUrl, name, main, known = []) {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  try {
    await main();
  } catch (caught) {
    const error = /** @type {Error & { exitCode?: number }} */ (caught);
    const explained = [ScriptError, ...known].some((type) => error instanceof type);
    console.error(`${name}: FAILED: ${explained ? error.message : error.stack}`);
    process.exitCode = error.exitCode ?? 1;
  }
}
