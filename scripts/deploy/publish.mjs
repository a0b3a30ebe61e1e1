#!/usr/bin/env node
/**
 * npm run publish [-- --data FILE] [--dry-run]: rebuilds the public pages from the live database
 * (or a database export) and deploys the hosting, only when their data version
 * (src/domain/data-version.ts) differs from the one deployed with the site
 * (<site>/data-version.json; PUBLISH_SITE_URL for a custom domain). `--dry-run` builds and stops.
 * Why the live site keeps the version, and the hourly workflow: docs/firebase.md.
 * Exit codes: 0 published, up to date or dry run done; 1 failed (the message says what); 2 bad arguments.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadEnv } from 'vite';
import { BuildDataError, fetchFailure, readExportFile, readLiveDatabase } from '../build/build-data.mjs';
import { loadSource, parseOptions, ROOT, run, runIfMain, ScriptError } from '../command-line.mjs';

const USAGE = 'usage: npm run publish [-- --data FILE] [--dry-run]';

/** @param {string[]} argv */
export function parseArguments(argv) {
  const options = { data: { type: 'string' }, 'dry-run': { type: 'boolean' } };
  const { data = null, 'dry-run': dryRun = false } = parseOptions(argv, /** @type {const} */ (options), USAGE);
  return { dataFile: data, dryRun };
}

/**
 * @typedef {import('../build/build-data.mjs').PublicNodes} PublicNodes
 * @typedef {{ version: string, publishedAt: string }} DeployedVersion
 * @typedef {object} PublishSteps the decision's steps, each injected so that tests see what runs
 * @property {() => Promise<PublicNodes>} readNodes the public nodes to publish
 * @property {(nodes: PublicNodes) => Promise<string>} versionOf their data version
 * @property {() => Promise<DeployedVersion | null>} readDeployed the deployed version, null when the site has none
 * @property {(nodes: PublicNodes) => Promise<string>} dataFileFor the export the build reads
 * @property {(dataFile: string) => unknown} build builds dist/ from it (the dry run)
 * @property {(dataFile: string) => unknown} deploy builds from it and deploys the hosting
 */

/**
 * The decision, and what happened.
 * @param {{ dryRun: boolean }} options
 * @param {PublishSteps} steps
 * @returns {Promise<'up-to-date' | 'dry-run' | 'published'>}
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

const short = (/** @type {string} */ version) => version.slice(0, 12);

/**
 * The deployed data-version.json of `siteUrl`, null when there is none (404).
 * @param {string} siteUrl
 * @param {(value: unknown) => DeployedVersion | null} parse toDeployedDataVersion of src/domain/data-version.ts
 * @param {{ fetch?: typeof fetch, timeoutMs?: number }} [options]
 * @returns {Promise<DeployedVersion | null>}
 */
export async function readDeployedVersion(siteUrl, parse, { fetch = globalThis.fetch, timeoutMs = 15_000 } = {}) {
  const url = `${siteUrl.replace(/\/+$/, '')}/data-version.json`;
  let response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), cache: 'no-store' });
  } catch (error) {
    throw new ScriptError(`could not read the deployed version at ${url} (${fetchFailure(error, timeoutMs)})`);
  }
  if (response.status === 404) return null;
  if (!response.ok) throw new ScriptError(`could not read the deployed version at ${url} (HTTP ${response.status})`);
  const deployed = parse(await response.json().catch(() => null));
  if (!deployed) throw new ScriptError(`${url} is not a data version file`);
  return deployed;
}

async function main() {
  const options = parseArguments(process.argv.slice(2));
  const env = loadEnv('production', ROOT, 'VITE_');
  const projectId = env.VITE_FIREBASE_PROJECT_ID?.trim();
  const siteUrl = process.env.PUBLISH_SITE_URL?.trim() || (projectId ? `https://${projectId}.web.app` : '');
  const noSite = 'no site to compare with: set VITE_FIREBASE_PROJECT_ID (see .env.example) or PUBLISH_SITE_URL';
  if (!siteUrl) throw new ScriptError(noSite);
  const [versions, { publicDataOf }] = await Promise.all(
    ['src/domain/data-version.ts', 'src/backend/public-data.ts'].map(loadSource),
  );
  const steps = {
    readNodes: () =>
      options.dataFile
        ? readExportFile(path.resolve(options.dataFile))
        : readLiveDatabase(env.VITE_FIREBASE_DATABASE_URL?.trim()),
    versionOf: (nodes) => versions.dataVersion(publicDataOf(nodes)),
    readDeployed: () => readDeployedVersion(siteUrl, versions.toDeployedDataVersion),
    dataFileFor: async (nodes) => {
      if (options.dataFile) return path.resolve(options.dataFile);
      // The build reads what was versioned, not the database again (it may change meanwhile).
      const file = path.join(ROOT, '.publish', 'data.json');
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify(nodes));
      return file;
    },
    build: (dataFile) => run('npm', ['run', 'build'], { BUILD_DATA_FILE: dataFile }),
    deploy: (dataFile) =>
      run('node', [path.join('scripts', 'deploy', 'deploy.mjs'), '--only', 'hosting'], { BUILD_DATA_FILE: dataFile }),
  };
  await publish(options, steps);
}

await runIfMain(import.meta.url, 'publish', main, [BuildDataError]);
