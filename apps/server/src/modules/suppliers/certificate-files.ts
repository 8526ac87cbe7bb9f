import { and, eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { files } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { TCaller } from '../../lib/endpoint/index.js';
import { supplierInfoMessages as messages } from './messages.js';

/**
 * A new certificate scan must be the caller's own upload for certificates that nothing uses yet (the
 * submitting transaction then claims it, so two requests cannot both take it).
 */
export const checkCertificateUpload =
  (db: TDatabase) =>
  async (caller: TCaller, fileId: number, path: string): Promise<void> => {
    const [file] = await db
      .select({ attachedAt: files.attachedAt })
      .from(files)
      .where(
        and(eq(files.id, fileId), eq(files.uploadedBy, caller.accountId), eq(files.purpose, 'certificate')),
      );
    const refusal = !file ? messages.fileNotYours : file.attachedAt ? messages.fileAttached : null;
    if (refusal) throw new AppError('badRequest', refusal, [{ path, message: refusal }]);
  };
