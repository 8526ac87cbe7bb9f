import { queryCurrentBlacklist } from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import { bindEndpoint } from '../../lib/endpoint/index.js';
import { currentBlacklist } from '../notices/index.js';

/**
 * 黑名单查询: who is under a black-list today, read from the black-list notices the caller may read
 * (logged in: the login-only ones too; the permission keeps anonymous visitors out altogether).
 */
export const currentBlacklistEndpoints = (db: TDatabase, now: () => Date = () => new Date()) => [
  bindEndpoint(queryCurrentBlacklist, async ({ body }, { loggedIn }) =>
    currentBlacklist(
      db,
      { loggedIn },
      {
        keyword: body.keyword,
        offset: (body.current - 1) * body.size,
        limit: body.size,
        now: now(),
      },
    ),
  ),
];
