import type { PGlite } from '@electric-sql/pglite';
import {
  openMigratedDatabase,
  openMigratedPglite,
  type TDatabaseHandle,
  type TDatabaseInstaller,
} from './db/database.js';
import { installNoticeText, installTitlePhrases } from './modules/notices/index.js';
import { installShippedMenu } from './modules/users/index.js';

/** What the modules do to a migrated database before the app uses it, in this order. */
const PORTAL_INSTALLERS: readonly TDatabaseInstaller[] = [
  async (db, log) => {
    const phrases = await installTitlePhrases(db, { log });
    if (phrases > 0) log(`标题短语首次统计完成：${phrases} 个常见短语`);
  },
  async (db) => {
    await installNoticeText(db);
  },
  installShippedMenu,
];

/** The portal's database: migrated and installed (README: DATABASE_URL, DATA_DIR). */
export const openDatabase = (
  options: Omit<Parameters<typeof openMigratedDatabase>[0], 'installers'>,
): Promise<TDatabaseHandle> => openMigratedDatabase({ ...options, installers: PORTAL_INSTALLERS });

/** An embedded database the caller started (tests start one from a dumped data directory), migrated and installed. */
export const openPgliteDatabase = (client: PGlite): Promise<TDatabaseHandle> =>
  openMigratedPglite(client, PORTAL_INSTALLERS);
