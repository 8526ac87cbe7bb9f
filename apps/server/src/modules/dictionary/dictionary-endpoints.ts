import { findByType, findByTypeNotAuth, isPublicDictionaryGroup } from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import { bindEndpoint, type TBoundEndpoint } from '../../lib/endpoint/index.js';
import { endpointModule } from '../../lib/module-manifest.js';
import { findDictionaryGroups } from './dictionary-repository.js';

export const dictionaryEndpoints = (db: TDatabase) => [
  bindEndpoint(findByTypeNotAuth, async ({ body }) => {
    // Anonymous callers get only public groups; a non-public group answers as empty, like an unknown one.
    const groups = await findDictionaryGroups(db, body.type.filter(isPublicDictionaryGroup));
    // Own properties only: a group named toString or constructor must not find Object.prototype's.
    return Object.fromEntries(
      body.type.map((group) => [group, Object.hasOwn(groups, group) ? (groups[group] ?? []) : []]),
    );
  }),
  // Logged-in callers (checked by the endpoint's 'session' access) read every group.
  bindEndpoint(findByType, async ({ body }) => findDictionaryGroups(db, body.type)),
];

/** Dictionaries: the values of each group. */
export const dictionaryModule = endpointModule(
  'dictionary',
  ({ db }: { db: TDatabase }) => dictionaryEndpoints(db) as TBoundEndpoint[],
);
