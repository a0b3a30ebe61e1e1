#!/usr/bin/env node
/**
 * npm run publish [-- --data FILE] [-- --dry-run]: rebuilds the public pages from the live
 * database and deploys the hosting, only when the public data changed since the last deploy.
 *
 * 1. Reads the database's public nodes (scripts/build/build-data.mjs): the live database over REST,
 *    or with `--data FILE` a database export (`firebase database:get /`).
 * 2. Computes their data version (src/domain/data-version.ts, the studio's function too).
 * 3. Reads the version deployed with the site, at https://<project>.web.app/data-version.json
 *    (PUBLISH_SITE_URL to read it elsewhere, e.g. a custom domain). The live site is where it is
 *    kept: it is always the version actually served, whoever deployed last (this script, the
 *    workflow or `npm run deploy`), and the workflow needs no state of its own.
 * 4. Same version: says so and stops (no build, no deploy). Otherwise builds with exactly the
 *    data it read (BUILD_DATA_FILE) and deploys the hosting only, through `npm run deploy`'s
 *    guards (scripts/deploy/deploy.mjs). `--dry-run` builds and stops before deploying.
 *
 * Exit codes: 0 published, up to date, or dry run done; 1 something failed (the message says
 * what); 2 wrong arguments.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadEnv, runnerImport } from 'vite';
import { BuildDataError, fetchFailure, readExportFile, readLiveDatabase } from '../build/build-data.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The error of a step, reported as one clear line with exit code 1. */
export class PublishError extends Error {
  name = 'PublishError';
}

export const USAGE = 'usage: npm run publish [-- --data FILE] [--dry-run]';

/** The options of the command line, or a PublishError with exit code 2 when they are wrong. */
export function parseArguments(argv) {
  const options = { dataFile: null, dryRun: false };
  const args = argv.filter((arg) => arg !== '--');
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--dry-run') options.dryRun = true;
    else if (arg === '--data' && args[i + 1] && !args[i + 1].startsWith('--')) options.dataFile = args[++i];
    else if (arg.startsWith('--data=') && arg.length > '--data='.length) options.dataFile = arg.slice('--data='.length);
    else throw Object.assign(new PublishError(`unexpected argument ${arg}\n${USAGE}`), { exitCode: 2 });
  }
  return options;
}

/**
 * The decision and its steps, each injected so that tests see what runs:
 * - `readNodes()`: the public nodes to publish;
 * - `versionOf(nodes)`: their data version;
 * - `readDeployed()`: the deployed { version, publishedAt }, or null when the site has none;
 * - `dataFileFor(nodes)`: the export the build reads (the one given, or the nodes written down);
 * - `build(dataFile)`: builds dist/ from it (the dry run);
 * - `deploy(dataFile)`: builds from it and deploys the hosting.
 * Returns what happened: 'up-to-date', 'dry-run' or 'published'.
 */
export async function publish({ dryRun }, steps, log = console.log) {
  const nodes = await steps.readNodes();
  const version = await steps.versionOf(nodes);
  const deployed = await steps.readDeployed();
  log(`publish: data version ${short(version)}.`);
  if (deployed) log(`publish: deployed version ${short(deployed.version)}, published at ${deployed.publishedAt}.`);
  else log('publish: the site has no data version yet (never published by this script, or not found).');
  if (deployed?.version === version) {
    log('publish: the public data has not changed since the last deploy: nothing to build or deploy.');
    return 'up-to-date';
  }
  const dataFile = await steps.dataFileFor(nodes);
  if (dryRun) {
    await steps.build(dataFile);
    log(`publish: dry run: built dist/ from ${dataFile}; would now deploy the hosting. Nothing deployed.`);
    return 'dry-run';
  }
  await steps.deploy(dataFile);
  log(`publish: published data version ${short(version)}.`);
  return 'published';
}

const short = (version) => version.slice(0, 12);

// ---- The real steps ----------------------------------------------------------------------

/**
 * src/domain/data-version.ts and src/backend/public-data.ts, loaded through Vite (as the build
 * reads them), without a build.
 */
async function loadDataVersionModule() {
  const load = async (file) =>
    (
      await runnerImport(path.join(root, file), {
        configFile: false,
        logLevel: 'error',
        resolve: { alias: { '@': path.join(root, 'src') } },
      })
    ).module;
  const [versions, { publicDataOf }] = await Promise.all([
    load('src/domain/data-version.ts'),
    load('src/backend/public-data.ts'),
  ]);
  return { ...versions, publicDataOf };
}

/** The deployed data-version.json of `siteUrl`, null when there is none (404). */
export async function readDeployedVersion(
  siteUrl,
  toDeployedDataVersion,
  { fetch = globalThis.fetch, timeoutMs = 15_000 } = {},
) {
  const url = `${siteUrl.replace(/\/+$/, '')}/data-version.json`;
  let response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), cache: 'no-store' });
  } catch (error) {
    throw new PublishError(`could not read the deployed version at ${url} (${fetchFailure(error, timeoutMs)})`);
  }
  if (response.status === 404) return null;
  if (!response.ok) throw new PublishError(`could not read the deployed version at ${url} (HTTP ${response.status})`);
  const deployed = toDeployedDataVersion(await response.json().catch(() => null));
  if (!deployed) throw new PublishError(`${url} is not a data version file`);
  return deployed;
}

function run(command, args, env) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
    shell: process.platform === 'win32',
  });
  if (result.error) throw new PublishError(`could not run ${command}: ${result.error.message}`);
  if (result.status !== 0) {
    throw new PublishError(`\`${command} ${args.join(' ')}\` failed (exit code ${result.status ?? result.signal})`);
  }
}

async function main() {
  const options = parseArguments(process.argv.slice(2));
  const env = loadEnv('production', root, 'VITE_');
  const projectId = env.VITE_FIREBASE_PROJECT_ID?.trim();
  const siteUrl = process.env.PUBLISH_SITE_URL?.trim() || (projectId ? `https://${projectId}.web.app` : '');
  if (!siteUrl) {
    throw new PublishError(
      'no site to compare with: set VITE_FIREBASE_PROJECT_ID (see .env.example) or PUBLISH_SITE_URL',
    );
  }
  const versions = await loadDataVersionModule();
  const steps = {
    readNodes: () =>
      options.dataFile
        ? readExportFile(path.resolve(options.dataFile))
        : readLiveDatabase(env.VITE_FIREBASE_DATABASE_URL?.trim()),
    versionOf: (nodes) => versions.dataVersion(versions.publicDataOf(nodes)),
    readDeployed: () => readDeployedVersion(siteUrl, versions.toDeployedDataVersion),
    dataFileFor: async (nodes) => {
      if (options.dataFile) return path.resolve(options.dataFile);
      // The build reads what was versioned, not the database again (it may change meanwhile).
      const file = path.join(root, '.publish', 'data.json');
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify(nodes));
      return file;
    },
    build: (dataFile) => run('npm', ['run', 'build'], { BUILD_DATA_FILE: dataFile }),
    deploy: (dataFile) =>
      run('node', [path.join('scripts', 'deploy.mjs'), '--only', 'hosting'], { BUILD_DATA_FILE: dataFile }),
  };
  await publish(options, steps);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    await main();
  } catch (error) {
    const known = error instanceof PublishError || error instanceof BuildDataError;
    console.error(`publish: FAILED: ${known ? error.message : (error.stack ?? error)}`);
    process.exit(error.exitCode ?? 1);
  }
}
