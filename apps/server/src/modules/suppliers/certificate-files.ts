import type { TDatabase } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { TCaller } from '../../lib/endpoint-handler.js';
import { supplierInfoMessages as messages } from './messages.js';

/**
 * A certificate scan must be a file the caller uploaded and no business object uses yet.
 * Until the shared upload call records who uploaded a file, no new file can be proven the caller's.
 */
export const checkCertificateUpload =
  (_db: TDatabase) =>
  async (_caller: TCaller, _fileId: number, path: string): Promise<void> => {
    throw new AppError('badRequest', messages.fileNotYours, [{ path, message: messages.fileNotYours }]);
  };
