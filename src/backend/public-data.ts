import { siteOrSeed } from '@/content/site-seed';
import { ARTWORK_TYPES } from '@/domain/artwork';
import { readArticles, readSite } from '@/domain/database-reader';
import type { PublicData, RawPublicNodes } from '@/domain/data-version';

/**
 * The public data as the pages show it, from the database's public nodes read raw (the REST API,
 * an export, or the demo seed): a record that is not a work is left out, as the live readers do,
 * and a project without a `site` node shows the copy of src/content/. The prerender
 * (scripts/build/render-site.mjs) and `npm run publish` compute the data version from this.
 */
export function publicDataOf(raw: RawPublicNodes): PublicData {
  return { works: readArticles(raw.articles, ARTWORK_TYPES), site: siteOrSeed(readSite(raw.site)) };
}
