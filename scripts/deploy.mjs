#!/usr/bin/env node
/**
 * npm run deploy [-- <firebase deploy options>]: builds the site, then publishes it together with
 * database.rules.json and storage.rules (firebase-tools 13, fetched by npx).
 *
 * It refuses to publish a build that would not run on Firebase: one made without the
 * VITE_FIREBASE_* configuration (the demo site) or one wired to the local emulators. The
 * variables are read as Vite reads them for a production build: the environment first, then
 * .env.production.local, .env.local, .env.production and .env.
 * Unless told otherwise (--project / -P), it deploys to the project the build is configured for.
 *
 * `node scripts/deploy.mjs --check` only checks the configuration.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';

/** The same list as FIREBASE_ENV_KEYS in src/backend/firebase-env.ts (a test keeps them in step). */
const REQUIRED = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_DATABASE_URL',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_APP_ID',
];

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const checkOnly = args[0] === '--check';
const firebaseArgs = checkOnly ? args.slice(1) : args;

function refuse(lines) {
  const rule = '='.repeat(78);
  console.error(`\n${rule}\n${['DEPLOY REFUSED', ...lines].map((line) => `  ${line}`).join('\n')}\n${rule}\n`);
  process.exit(1);
}

const env = loadEnv('production', root, 'VITE_');

const missing = REQUIRED.filter((key) => !env[key]?.trim());
if (missing.length > 0) {
  refuse([
    'This build would be the DEMO site: the Firebase configuration is missing.',
    `Missing or empty: ${missing.join(', ')}`,
    'Copy .env.example to .env.local and fill it in from the Firebase console',
    '(README, "Running the site on your own Firebase project", step 5), then run `npm run deploy` again.',
  ]);
}

if (env.VITE_FIREBASE_EMULATORS === 'true') {
  refuse([
    'VITE_FIREBASE_EMULATORS=true: this build would talk to the local emulators.',
    'Remove it (or set it to false) for the production build.',
  ]);
}

const projectId = env.VITE_FIREBASE_PROJECT_ID;
if (checkOnly) {
  console.log(`deploy: Firebase configuration found for project ${projectId}.`);
  process.exit(0);
}

function run(command, commandArgs) {
  console.log(`\n> ${command} ${commandArgs.join(' ')}`);
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.error) {
    console.error(`deploy: could not run ${command}: ${result.error.message}`);
    process.exit(1);
  }
  if (result.status !== 0) {
    console.error(
      `deploy: \`${command} ${commandArgs.join(' ')}\` failed (exit code ${result.status ?? result.signal}).`,
    );
    process.exit(result.status || 1);
  }
}

const choosesProject = firebaseArgs.some((arg) => arg === '--project' || arg === '-P' || arg.startsWith('--project='));
run('npm', ['run', 'build']);
run('npx', [
  '--yes',
  'firebase-tools@13',
  'deploy',
  ...(choosesProject ? [] : ['--project', projectId]),
  ...firebaseArgs,
]);
console.log(`\ndeploy: published to project ${projectId}.`);
