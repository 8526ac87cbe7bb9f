import { randomBytes } from 'node:crypto';
import {
  getSavedSearchAtom,
  getSavedSearchIcs,
  getSavedSearchRss,
  issueFeedToken,
  revokeFeedToken,
} from '@supportal/contract';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { savedSearches } from '../../db/schema/index.js';
import { bindEndpoint } from '../../lib/endpoint/index.js';
import { hashOf } from './alert-tokens.js';
import { ownerOf, ownSearch } from './saved-search-endpoints.js';

/**
 * A feed reader or calendar has no session: the feed links of a saved search carry a secret token
 * instead. Only its hash is stored; a new one replaces the old (which stops working at once).
 */
export const savedSearchFeedTokenEndpoints = (deps: { db: TDatabase; publicBaseUrl: () => string }) => [
  bindEndpoint(issueFeedToken, async ({ body }, context) => {
    const search = await ownSearch(deps.db, ownerOf(context), Number(body.id));
    const token = randomBytes(32).toString('base64url');
    await deps.db
      .update(savedSearches)
      .set({ feedTokenHash: hashOf(token), feedTokenCreatedAt: new Date() })
      .where(eq(savedSearches.id, search.id));
    const link = (path: string) => `${deps.publicBaseUrl()}${path}?token=${token}`;
    return {
      id: String(search.id),
      rss: link(getSavedSearchRss.path),
      atom: link(getSavedSearchAtom.path),
      ics: link(getSavedSearchIcs.path),
    };
  }),
  bindEndpoint(revokeFeedToken, async ({ body }, context) => {
    const search = await ownSearch(deps.db, ownerOf(context), Number(body.id));
    await deps.db
      .update(savedSearches)
      .set({ feedTokenHash: null, feedTokenCreatedAt: null })
      .where(eq(savedSearches.id, search.id));
    return { id: String(search.id) };
  }),
];

/** The saved search a feed token opens, or null (wrong, replaced or revoked). */
export const savedSearchOfFeedToken = async (db: TDatabase, token: string) => {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.feedTokenHash, hashOf(token)));
  return row ?? null;
};
