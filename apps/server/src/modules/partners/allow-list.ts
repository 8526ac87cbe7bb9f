import { partnerScopes, SELF_SCOPE } from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import { createChangeCache } from '../../lib/change-cache.js';
import { loadInterfaceEntries } from '../dictionary/index.js';

/** How long the page policy's list of frame sources may lag an edit whose notification was missed. */
const FRAME_SOURCES_MAX_AGE_MS = 10_000;

/**
 * CSP sources of the allow-list's partner systems for page policies (frame-src, form-action). Pages
 * are rendered often, so the list is kept until a dictionary edit is announced (`forget`); issuing a
 * token always reads the dictionary anew.
 */
export const createFrameSources = (db: TDatabase) => {
  const cache = createChangeCache<string[]>({ maxAgeMs: FRAME_SOURCES_MAX_AGE_MS, maxEntries: 1 });
  const read = async () =>
    partnerScopes(await loadInterfaceEntries(db)).map((scope) => (scope === SELF_SCOPE ? "'self'" : scope));
  return { get: () => cache.get('frame-sources', read), forget: cache.forget };
};
