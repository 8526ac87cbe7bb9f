import {
  findByType,
  findByTypeNotAuth,
  isPublicDictionaryGroup,
  type TDictionaryGroups,
} from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import { createChangeCache } from '../../lib/change-cache.js';
import { bindEndpoint, type TBoundEndpoint } from '../../lib/endpoint/index.js';
import { endpointModule } from '../../lib/module-manifest.js';
import type { TPlatformServices } from '../../plugins/platform-services.js';
import { findDictionaryGroups } from './dictionary-repository.js';

/** How long an answer may lag an edit whose notification was missed. */
const DICTIONARY_MAX_AGE_MS = 10_000;
/** The combinations of groups pages ask for: a few dozen; arbitrary ones from API callers push out the oldest. */
const DICTIONARY_MAX_ENTRIES = 200;

/**
 * The dictionary calls. Nearly every page asks for some groups, administrators rarely change them:
 * answers are kept per list of groups until an edit is announced (`pagesChanged`, every instance).
 */
export const dictionaryEndpoints = (
  db: TDatabase,
  changes: Pick<TPlatformServices['pagesChanged'], 'subscribe'>,
) => {
  const answers = createChangeCache<TDictionaryGroups>({
    maxAgeMs: DICTIONARY_MAX_AGE_MS,
    maxEntries: DICTIONARY_MAX_ENTRIES,
  });
  changes.subscribe(answers.forget);
  const groupsOf = (groups: string[]) =>
    answers.get(JSON.stringify(groups), () => findDictionaryGroups(db, groups));
  return [
    bindEndpoint(findByTypeNotAuth, async ({ body }) => {
      // Anonymous callers get only public groups; a non-public group answers as empty, like an unknown one.
      const groups = await groupsOf(body.type.filter(isPublicDictionaryGroup));
      // Own properties only: a group named toString or constructor must not find Object.prototype's.
      return Object.fromEntries(
        body.type.map((group) => [group, Object.hasOwn(groups, group) ? (groups[group] ?? []) : []]),
      );
    }),
    // Logged-in callers (checked by the endpoint's 'session' access) read every group.
    bindEndpoint(findByType, async ({ body }) => groupsOf(body.type)),
  ];
};

/** Dictionaries: the values of each group. */
export const dictionaryModule = endpointModule(
  'dictionary',
  ({ db, platform }: { db: TDatabase; platform: Pick<TPlatformServices, 'pagesChanged'> }) =>
    dictionaryEndpoints(db, platform.pagesChanged) as TBoundEndpoint[],
);
