import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { downloadZoneFiles, files } from '../../db/schema/index.js';

/**
 * Row-level rules of files: an upload not attached yet is its uploader's alone (downloaded and claimed
 * by that account only); a notice's attachments are read by whoever may read the notice
 * (notices' readableNotices); download-zone files are public while enabled, login-only ones for
 * logged-in callers.
 */

/** The account's uploads not attached to anything yet, as SQL. */
export const pendingUploadsOf = (accountId: number): SQL =>
  and(eq(files.uploadedBy, accountId), isNull(files.attachedAt)) as SQL;

/** Download-zone entries shown: enabled ones, login-only ones only when `withLoginOnly` (logged-in callers). */
export const listedDownloadZoneFiles = (withLoginOnly: boolean): SQL =>
  and(
    eq(downloadZoneFiles.enabled, true),
    withLoginOnly ? undefined : eq(downloadZoneFiles.loginOnly, false),
  ) as SQL;
