#!/usr/bin/env node
/**
 * Grants the site's admin role to an existing account: sets the custom claim { admin: true },
 * which database.rules.json and storage.rules check.
 *
 *   GOOGLE_APPLICATION_CREDENTIALS=/path/to/service-account.json npm run set-admin -- painter@example.com
 *
 * The key is a service account key of the Firebase project (docs/firebase.md, "Running the site on your
 * own Firebase project", step 4). Other custom claims the account may hold are kept.
 */
import { existsSync, readFileSync } from 'node:fs';
import { applicationDefault, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

const USAGE = 'Usage: GOOGLE_APPLICATION_CREDENTIALS=/path/to/service-account.json npm run set-admin -- EMAIL';

function fail(message) {
  console.error(`set-admin: ${message}`);
  process.exit(1);
}

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const email = args[0]?.trim() ?? '';
if (args.length !== 1 || !/^[^\s@]+@[^\s@]+$/.test(email)) fail(`give exactly one email address.\n${USAGE}`);

const keyFile = process.env.GOOGLE_APPLICATION_CREDENTIALS;
if (!keyFile) {
  fail(
    'GOOGLE_APPLICATION_CREDENTIALS is not set. Point it at a service account key of the Firebase project ' +
      '(Firebase console → Project settings → Service accounts → Generate new private key).\n' +
      USAGE,
  );
}
if (!existsSync(keyFile)) fail(`GOOGLE_APPLICATION_CREDENTIALS points at ${keyFile}, which does not exist.`);

let projectId;
try {
  const key = JSON.parse(readFileSync(keyFile, 'utf8'));
  if (key.type !== 'service_account' || typeof key.project_id !== 'string')
    throw new Error('not a service account key');
  projectId = key.project_id;
} catch (error) {
  fail(`${keyFile} is not a service account key in JSON (${error.message}).`);
}

const app = initializeApp({ credential: applicationDefault(), projectId });

try {
  const auth = getAuth(app);
  const user = await auth.getUserByEmail(email);
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, admin: true });
  console.log(`set-admin: ${email} (uid ${user.uid}) is now the admin of project ${projectId}.`);
  console.log('It takes effect at the next sign-in on the site (or within the hour, when the session refreshes).');
  await deleteApp(app);
} catch (error) {
  if (error?.code === 'auth/user-not-found') {
    fail(
      `project ${projectId} has no account with the email ${email}. ` +
        'Create it first: Firebase console → Authentication → Users → Add user.',
    );
  }
  fail(`could not set the admin claim on ${email} in project ${projectId}: ${error?.message ?? error}`);
}
