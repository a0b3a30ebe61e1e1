// @ts-check
/**
 * Where the build reads the database's public nodes, raw, as `{ articles, site }`
 * (src/backend/public-data.ts reads them as the pages do): an export file (what `firebase
 * database:get /` prints; `npm run publish -- --data FILE` or BUILD_DATA_FILE), the live
 * database over REST (both nodes are public: no token), or the demo seed (demoNodes).
 * @typedef {{ articles: unknown, site: unknown }} PublicNodes
 */
import { readFile } from 'node:fs/promises';

/** The error of a source that could not be read, with a message meant for a person. */
export class BuildDataError extends Error {
  name = 'BuildDataError';
}

/** How long a read of the live database may take. */
const READ_TIMEOUT_MS = 15_000;

/**
 * Why a bounded fetch failed, in a few words: the time it gave up after, or the network's code
 * (Node's fetch says "fetch failed" and keeps ECONNREFUSED, ENOTFOUND… in its cause).
 * @param {Error} error
 * @param {number} timeoutMs
 */
export function fetchFailure(error, timeoutMs) {
  if (error.name === 'TimeoutError') return `no answer within ${timeoutMs / 1000} s`;
  const code = /** @type {{ code?: string } | undefined} */ (error.cause)?.code;
  return code ? `${error.message}: ${code}` : error.message;
}

/**
 * The public nodes of a database export (the JSON of its root).
 * @param {string} file
 * @returns {Promise<PublicNodes>}
 */
export async function readExportFile(file) {
  const text = await readFile(file, 'utf8').catch((/** @type {NodeJS.ErrnoException} */ error) => {
    throw new BuildDataError(`could not read the export ${file} (${error.code ?? error.message})`);
  });
  let root;
  try {
    root = JSON.parse(text);
  } catch (error) {
    throw new BuildDataError(`${file} is not JSON (${/** @type {Error} */ (error).message})`);
  }
  if (typeof root !== 'object' || root === null || Array.isArray(root)) {
    throw new BuildDataError(`${file} is not a database export: its root must be a JSON object`);
  }
  return { articles: root.articles ?? null, site: root.site ?? null };
}

/**
 * The public nodes of the live database; each read gives up after `timeoutMs`, and any failure
 * (network, status, body) is a BuildDataError naming the address.
 * @param {string | undefined} databaseURL
 * @param {{ timeoutMs?: number, fetch?: typeof fetch }} [options]
 * @returns {Promise<PublicNodes>}
 */
export async function readLiveDatabase(databaseURL, { timeoutMs = READ_TIMEOUT_MS, fetch = globalThis.fetch } = {}) {
  if (!databaseURL) throw new BuildDataError('no database address (VITE_FIREBASE_DATABASE_URL is empty)');
  const readNode = async (/** @type {string} */ node) => {
    const url = `${databaseURL.replace(/\/+$/, '')}/${node}.json`;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`.trim());
      return await response.json();
    } catch (error) {
      throw new BuildDataError(`could not read ${url} (${fetchFailure(/** @type {Error} */ (error), timeoutMs)})`);
    }
  };
  const [articles, site] = await Promise.all([readNode('articles'), readNode('site')]);
  return { articles, site };
}

/**
 * The demo seed's works (each with its key and type) as the raw nodes.
 * @param {readonly { key: string, type: string }[]} artworks
 * @param {unknown} site
 * @returns {PublicNodes}
 */
export function demoNodes(artworks, site) {
  /** @type {Record<string, Record<string, unknown>>} */
  const articles = {};
  for (const { key, type, ...record } of artworks) (articles[type] ??= {})[key] = { ...record, type };
  return { articles, site };
}
