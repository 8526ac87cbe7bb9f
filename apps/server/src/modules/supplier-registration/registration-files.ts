import multipart from '@fastify/multipart';
import {
  downloadRegistrationFile,
  REGISTRATION_LIMITS,
  REGISTRATION_MESSAGES,
  uploadRegistrationFile,
} from '@supportal/contract';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../../db/database.js';
import { supplierRegistrations, supplierRegistrationUploads } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { registerUploadEndpoint } from '../../lib/endpoint/index.js';
import { enforce } from '../../lib/policy-verdict.js';
import type { TRateLimiter } from '../../plugins/rate-limit.js';
import type { TSessionStore } from '../../plugins/session-store.js';
import { findFileById, receiveUpload, registerFileDownload, type TFileStore } from '../files/index.js';
import { actorOf, isParticipant } from '../workflow/index.js';
import { REGISTRATION_RATE_RULES } from './registration-limits.js';
import { registrationMessages as messages } from './registration-messages.js';
import { mayCorrect, mayReadScan } from './registration-policy.js';
import { registrationInstanceOf } from './registration-process.js';
import { sessionKey, tokenHash, type TRegistrationSnapshot } from './registration-record.js';

/**
 * Anonymous scan uploads, bound to the registration session or correction link that uploaded them,
 * and the reviewers' download of an application's scans.
 */
export const registerRegistrationFiles = async (
  app: FastifyInstance,
  deps: { db: TDatabase; fileStore: TFileStore; store: TSessionStore; limiter: TRateLimiter },
) => {
  const { db, fileStore } = deps;

  /** Whether the token opens a registration session or the correction of a returned application. */
  const tokenIsLive = async (token: string) => {
    if (await deps.store.get(sessionKey(token))) return true;
    const hash = tokenHash(token);
    const [row] = await db
      .select()
      .from(supplierRegistrations)
      .where(eq(supplierRegistrations.correctionTokenHash, hash));
    return mayCorrect(row, hash).allowed;
  };

  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });
    registerUploadEndpoint(scope, uploadRegistrationFile, async (query, context, request, reply) => {
      await deps.limiter.hit(REGISTRATION_RATE_RULES.uploadPerIp, context.ip, messages.tooManyRegistrations);
      if (!(await tokenIsLive(query.token)))
        throw new AppError('badRequest', REGISTRATION_MESSAGES.sessionExpired);
      const hash = tokenHash(query.token);
      const [uploaded] = await db
        .select({ total: count() })
        .from(supplierRegistrationUploads)
        .where(eq(supplierRegistrationUploads.tokenHash, hash));
      if ((uploaded?.total ?? 0) >= REGISTRATION_LIMITS.uploadsPerSession)
        throw new AppError('badRequest', REGISTRATION_MESSAGES.tooManyUploads, [
          { path: 'file', message: REGISTRATION_MESSAGES.tooManyUploads },
        ]);
      // No uploader account: only this binding lets the token's own submission attach it.
      const info = await receiveUpload(db, fileStore, 'certificate', null, request, reply);
      await db.insert(supplierRegistrationUploads).values({ fileId: Number(info.id), tokenHash: hash });
      return info;
    });
  });

  registerFileDownload(
    app,
    downloadRegistrationFile,
    async (query, context) => {
      const caller = actorOf(context);
      const [row] = await db
        .select({ id: supplierRegistrations.id, proposed: supplierRegistrations.proposed })
        .from(supplierRegistrations)
        .where(eq(supplierRegistrations.id, Number(query.registrationId)));
      if (!row) return undefined;
      const instance = await registrationInstanceOf(db, row.id);
      const verdict = mayReadScan({
        participates: await isParticipant(db, instance.id, caller),
        fileInApplication: (row.proposed as TRegistrationSnapshot).certificates.some(
          (certificate) => certificate.fileId === query.fileId,
        ),
      });
      if (!verdict.allowed && verdict.code === 'notFound') return undefined;
      enforce(verdict);
      return findFileById(db, Number(query.fileId));
    },
    fileStore,
  );
};
