import { eq, isNull, type SQL } from 'drizzle-orm';
import { savedSearches } from '../../db/schema/index.js';

/**
 * Row-level rules of saved searches: an account reads and changes only its own (another account's
 * is answered as missing, 404); subscriptions made by e-mail alone have no owner and are reached only
 * through the signed links of their messages.
 */

/** The saved searches of one account, as SQL (their channels and deliveries are reached through them). */
export const savedSearchesOf = (ownerAccountId: number): SQL =>
  eq(savedSearches.ownerAccountId, ownerAccountId);

/** Subscriptions of nobody's account (one-click e-mail subscriptions): what an unsubscribe link may delete. */
export const ownerlessSubscriptions = (): SQL => isNull(savedSearches.ownerAccountId);
