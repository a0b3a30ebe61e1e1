#!/usr/bin/env node
/**
 * npm run deploy [-- <firebase deploy options>]: builds the site and deploys it with the database
 * rules and storage.rules to the project the build is configured for (unless --project / -P),
 * refusing a demo build or one wired to the emulators (docs/firebase.md). The variables are read
 * as Vite reads them for a production build. firebase.json's predeploy hooks run the same guards:
 * `--check-build DIR` (hosting: DIR's .build-info.json, written by vite.config.ts, must say a
 * Firebase build for GCLOUD_PROJECT) and `--write-rules` (database: the rules for the configured
 * bucket, scripts/deploy/database-rules.mjs). `--check` only checks the configuration.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { writeDeployedRules } from './database-rules.mjs';
import { loadSource, ROOT as root, run } from '../command-line.mjs';

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const mode = ['--check', '--write-rules', '--check-build'].includes(args[0]) ? args[0] : 'deploy';
const firebaseArgs = mode === 'deploy' ? args : args.slice(1);

/** Says why the deploy is refused, framed so that it stands out in firebase-tools' output, and exits with 1. */
function refuse(...lines) {
  const rule = '='.repeat(78);
  console.error(`\n${rule}\n${['DEPLOY REFUSED', ...lines].map((line) => `  ${line}`).join('\n')}\n${rule}\n`);
  process.exit(1);
}

/** The hosting guard: what the build in `dir` was made for, against the project deployed to. */
function checkBuild(dir) {
  const file = path.join(dir, '.build-info.json');
  let info;
  try {
    info = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    refuse(`${file} is missing or unreadable: ${dir} was not built by \`npm run build\`.`, 'Run `npm run deploy`.');
  }
  if (info.backend !== 'firebase') {
    refuse(
      `${dir} is a DEMO build: it was built without the Firebase configuration.`,
      'Fill in .env.local (see .env.example), then run `npm run deploy`.',
    );
  }
  if (info.emulators) {
    refuse(`${dir} was built with VITE_FIREBASE_EMULATORS=true: it would talk to the local emulators.`);
  }
  const target = process.env.GCLOUD_PROJECT;
  if (!target || info.projectId !== target) {
    refuse(`${dir} was built for project ${info.projectId}, not for the project deployed to (${target ?? 'unknown'}).`);
  }
  console.log(`deploy: ${dir} is a Firebase build for project ${target}.`);
}

if (mode === '--check-build') {
  checkBuild(path.resolve(firebaseArgs[0] ?? path.join(root, 'dist')));
  process.exit(0);
}

// Loaded only past the hosting guard: the workflow's deploy job runs that guard with no
// node_modules (.github/workflows/publish.yml installs nothing there).
const { loadEnv } = await import('vite');
const env = loadEnv('production', root, 'VITE_');
const { FIREBASE_ENV_KEYS } = await loadSource('src/backend/firebase-env.ts');

const missing = FIREBASE_ENV_KEYS.filter((/** @type {string} */ key) => !env[key]?.trim());
if (missing.length > 0) {
  refuse(
    'This build would be the DEMO site: the Firebase configuration is missing.',
    `Missing or empty: ${missing.join(', ')}`,
    'Copy .env.example to .env.local and fill it in from the Firebase console',
    '(see docs/firebase.md, "Running the site on your own Firebase project"), then run `npm run deploy` again.',
  );
}

if (env.VITE_FIREBASE_EMULATORS === 'true') {
  refuse(
    'VITE_FIREBASE_EMULATORS=true: this build would talk to the local emulators.',
    'Remove it (or set it to false) for the production build.',
  );
}

const projectId = env.VITE_FIREBASE_PROJECT_ID;
const bucket = env.VITE_FIREBASE_STORAGE_BUCKET.trim();
if (mode === '--check') {
  console.log(`deploy: Firebase configuration found for project ${projectId}.`);
  process.exit(0);
}
if (mode === '--write-rules') {
  const written = await writeDeployedRules(bucket).catch((error) =>
    refuse('The database rules could not be written:', error.message),
  );
  console.log(`deploy: database rules for bucket ${bucket} written to ${written}.`);
  process.exit(0);
}

const choosesProject = firebaseArgs.some((arg) => arg === '--project' || arg === '-P' || arg.startsWith('--project='));
try {
  run('npm', ['run', 'build']);
  // firebase.json's predeploy hooks check the build and write the database rules.
  const project = choosesProject ? [] : ['--project', projectId];
  run('npx', ['--no', '--', 'firebase', 'deploy', ...project, ...firebaseArgs]);
} catch (error) {
  console.error(`deploy: ${error.message}`);
  process.exit(error.exitCode ?? 1);
}
console.log(`\ndeploy: published to project ${projectId}.`);
