// @ts-check
/**
 * database.rules.json is a template: it accepts image URLs of one Storage bucket, known from the
 * build's configuration (VITE_FIREBASE_STORAGE_BUCKET). The deploy writes it with the bucket in
 * place of BUCKET_PLACEHOLDER to DEPLOYED_RULES_FILE, which firebase.json deploys. Unreplaced, the
 * placeholder matches no bucket (names are lowercase): a template deployed by mistake refuses
 * every new image rather than accepting any.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BUCKET_PLACEHOLDER = '__STORAGE_BUCKET__';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const RULES_TEMPLATE_FILE = path.join(root, 'database.rules.json');
/** Relative to the project root, as firebase.json names it. */
export const DEPLOYED_RULES_FILE = '.deploy/database.rules.json';

/** A Cloud Storage bucket name (lowercase letters, digits, "-", "_" and dots), e.g. my-project.appspot.com. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/;

/**
 * The rules template with `bucket` in place of the placeholder, escaped for the rules' regular
 * expressions (a dot matches itself only) inside a JSON string.
 * @param {string} template
 * @param {string} bucket
 * @returns {string}
 */
export function rulesForBucket(template, bucket) {
  if (!BUCKET_NAME.test(bucket)) {
    throw new Error(`"${bucket}" is not a Cloud Storage bucket name (e.g. my-project.appspot.com).`);
  }
  if (!template.includes(BUCKET_PLACEHOLDER)) {
    throw new Error(`The database rules template has no ${BUCKET_PLACEHOLDER} to replace.`);
  }
  return template.replaceAll(BUCKET_PLACEHOLDER, bucket.replaceAll('.', '\\\\.'));
}

/**
 * Writes the rules for `bucket` where firebase.json deploys them from; returns that path.
 * @param {string} bucket
 */
export async function writeDeployedRules(bucket) {
  const rules = rulesForBucket(await readFile(RULES_TEMPLATE_FILE, 'utf8'), bucket);
  const target = path.join(root, DEPLOYED_RULES_FILE);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, rules);
  return target;
}

// `node scripts/deploy/database-rules.mjs BUCKET` writes the rules for BUCKET (e.g. for the emulators).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const bucket = process.argv[2] ?? '';
  console.log(`database rules for ${bucket} written to ${path.relative(root, await writeDeployedRules(bucket))}`);
}
