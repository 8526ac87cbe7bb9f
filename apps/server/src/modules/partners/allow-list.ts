import { partnerScopes, SELF_SCOPE } from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import { loadInterfaceEntries } from '../dictionary/index.js';

/** How long the page policy's list of frame sources may lag an edit whose notification was missed. */
const FRAME_SOURCES_MAX_AGE_MS = 10_000;

/**
 * CSP sources of the allow-list's partner systems for page policies (frame-src, form-action). Pages
 * are rendered often, so the list is kept briefly; issuing a token always reads the dictionary anew.
 */
export const createFrameSources = (db: TDatabase) => {
  let cached: { at: number; sources: Promise<string[]> } | null = null;
  /** A dictionary edit (on any instance) is announced: the next page reads the list again. */
  const forget = () => {
    cached = null;
  };
  const get = (): Promise<string[]> => {
    if (!cached || Date.now() - cached.at > FRAME_SOURCES_MAX_AGE_MS) {
      const sources = loadInterfaceEntries(db).then((entries) =>
        partnerScopes(entries).map((scope) => (scope === SELF_SCOPE ? "'self'" : scope)),
      );
      // A failed read is not kept: the next page asks again.
      sources.catch(() => {
        cached = null;
      });
      cached = { at: Date.now(), sources };
    }
    return cached.sources;
  };
  return { get, forget };
};
