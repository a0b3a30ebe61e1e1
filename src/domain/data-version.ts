import { ARTWORK_TYPES, type Artwork, type ArtworkType } from './artwork';
import { asObject } from './database-reader';
import { compareDatabaseKeys } from './keys';
import type { SiteContent } from './site-content';

/*
 * The version of the public data: what the public pages show, hashed. `npm run publish`
 * (scripts/deploy/publish.mjs) computes it from the live database and deploys it with the site
 * (dist/data-version.json); the studio computes it from the data it follows and compares the
 * two, so both agree on what "changed" means.
 */

/**
 * The public data as the pages read it: every gallery's works and the site's content
 * (src/backend/public-data.ts reads it from the raw nodes).
 */
export interface PublicData {
  works: Readonly<Record<ArtworkType, readonly Artwork[]>>;
  site: SiteContent;
}

/** The database's public nodes as read raw (the REST API, an export, or the demo seed). */
export interface RawPublicNodes {
  articles?: unknown;
  site?: unknown;
}

/** What a deploy publishes beside the pages, at /data-version.json. */
export interface DeployedDataVersion {
  version: string;
  /** When the pages were built from that data (ISO 8601). */
  publishedAt: string;
}

export const DATA_VERSION_FILE = 'data-version.json';

/**
 * JSON with every object's keys sorted and undefined fields left out: the same data gives the
 * same text whatever order its keys were read in. Arrays keep their order, which is shown.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The data version: the SHA-256 (hex) of the canonical JSON of the public data, each gallery's
 * works in database key order (as the galleries read them), so the order they came in is moot.
 */
export async function dataVersion(data: PublicData): Promise<string> {
  const works = Object.fromEntries(
    ARTWORK_TYPES.map((type) => [type, [...data.works[type]].sort((a, b) => compareDatabaseKeys(a.key, b.key))]),
  );
  const bytes = new TextEncoder().encode(canonicalJson({ works, site: data.site }));
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Reads a deployed data-version.json, or null when it is not one. */
export function toDeployedDataVersion(value: unknown): DeployedDataVersion | null {
  const object = asObject(value);
  if (!object) return null;
  const { version, publishedAt } = object;
  if (typeof version !== 'string' || !/^[0-9a-f]{64}$/.test(version)) return null;
  if (typeof publishedAt !== 'string' || Number.isNaN(Date.parse(publishedAt))) return null;
  return { version, publishedAt };
}
