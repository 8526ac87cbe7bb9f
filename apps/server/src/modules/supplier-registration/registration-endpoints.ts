import { randomBytes, randomInt } from 'node:crypto';
import {
  getRegistrationCorrection,
  PIN_CHANNELS,
  queryRegistrationStatus,
  REGISTRATION_LIMITS,
  REGISTRATION_MESSAGES,
  REGISTRATION_STATUS_LABELS,
  REGISTRATION_STATUSES,
  resubmitRegistration,
  sendRegistrationCode,
  SMS_RESEND_SECONDS,
  startRegistration,
  submitRegistration,
  type TRegistrationFields,
  type TRegistrationStatus,
} from '@supportal/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import {
  accounts,
  files,
  supplierRegistrations,
  supplierRegistrationUploads,
  wfProcessInstances,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { formatChinaTime } from '../../lib/china-time.js';
import { bindEndpoint, type TCallContext } from '../../lib/endpoint/index.js';
import { enforce } from '../../lib/policy-verdict.js';
import type { TAuditLog } from '../../plugins/audit-log.js';
import type { TRateLimiter } from '../../plugins/rate-limit.js';
import type { TSessionStore } from '../../plugins/session-store.js';
import {
  checkedNewPassword,
  hashPassword,
  maskMobile,
  type TCaptchaService,
  type TPasswordDecryptor,
  type TVerificationCodes,
} from '../auth/index.js';
import type { TActor, TTransaction, TWorkflowEngine } from '../workflow/index.js';
import { REGISTRATION_RATE_RULES } from './registration-limits.js';
import { registrationMessages as messages } from './registration-messages.js';
import { mayCorrect } from './registration-policy.js';
import { REGISTRATION_PROCESS_KEY, registrationInstanceOf, reviewCommentOf } from './registration-process.js';
import {
  registrationSnapshot,
  reviewUnitOf,
  sessionKey,
  tokenHash,
  usccInUse,
  type TRegistrationRow,
  type TRegistrationSnapshot,
} from './registration-record.js';

export type TRegistrationDeps = {
  db: TDatabase;
  engine: TWorkflowEngine;
  store: TSessionStore;
  limiter: TRateLimiter;
  audit: TAuditLog;
  codes: TVerificationCodes;
  captcha: TCaptchaService;
  decryptor: TPasswordDecryptor;
};

/** The disabled account a registration's steps belong to (migration 0028); the applicant acts by token. */
const APPLICANT_LOGIN_NAME = 'system-registration-applicant';

const codeKey = (token: string) => `registration-code:${tokenHash(token)}`;
/** Codes are held per mobile: its resend wait and limits hold whichever session asks. */
const codeHolderOf = (mobile: string) => ({
  id: `registration:${mobile}`,
  loginName: maskMobile(mobile),
  mobile,
  email: null,
});

const fieldError = (path: string, message: string, code: 'badRequest' | 'conflict' = 'badRequest') =>
  new AppError(code, message, [{ path, message }]);

const UNIQUE_VIOLATION = '23505';
const constraintOf = (error: unknown) => {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  return code === UNIQUE_VIOLATION ? (constraint ?? '') : null;
};

/** ZC + the China date + six random digits: not guessable in sequence, short enough to read out. */
const newApplicationNo = () => {
  const chinaDate = formatChinaTime(new Date())?.slice(0, 10).replaceAll('-', '') ?? '';
  return `ZC${chinaDate}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
};

export const registrationEndpoints = (deps: TRegistrationDeps) => {
  const { db, engine, store, limiter, audit } = deps;
  let applicantAccountId: number | null = null;

  /** The actor of the applicant's step: the system account, named as the company and its contact. */
  const applicantActor = async (fields: TRegistrationFields, reviewOrgCode: string): Promise<TActor> => {
    if (applicantAccountId === null) {
      const [row] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.loginName, APPLICANT_LOGIN_NAME));
      if (!row) throw new Error('缺少注册申请人系统账号（迁移 0028）');
      applicantAccountId = row.id;
    }
    return {
      accountId: applicantAccountId,
      displayName: `${fields.contact.name}（${messages.applicantName}）`,
      corpCode: reviewOrgCode,
      corpName: fields.base.supplierName,
      roles: [],
    };
  };

  /** 409 on the USCC when a supplier, an open or approved application, or a login name has it. */
  const checkUsccFree = async (uscc: string, exceptRegistrationId?: number) => {
    if (await usccInUse(db, uscc, exceptRegistrationId))
      throw fieldError('base.uscc', REGISTRATION_MESSAGES.usccTaken, 'conflict');
  };

  /**
   * The names of the scans the certificates name: each must be an unattached certificate upload bound
   * to `uploadTokenHash`, or one the application already holds (`kept`).
   */
  const checkScans = async (
    fields: TRegistrationFields,
    uploadTokenHash: string,
    kept: ReadonlyMap<string, string> = new Map(),
  ) => {
    const wanted = fields.certificates.flatMap((row) =>
      row.fileId !== undefined && !kept.has(row.fileId) ? [Number(row.fileId)] : [],
    );
    const bound =
      wanted.length === 0
        ? []
        : await db
            .select({ id: files.id, fileName: files.fileName })
            .from(files)
            .innerJoin(supplierRegistrationUploads, eq(supplierRegistrationUploads.fileId, files.id))
            .where(
              and(
                inArray(files.id, wanted),
                eq(supplierRegistrationUploads.tokenHash, uploadTokenHash),
                eq(files.purpose, 'certificate'),
                isNull(files.attachedAt),
              ),
            );
    const names = new Map<number, string>(bound.map((row) => [row.id, row.fileName]));
    for (const [id, name] of kept) names.set(Number(id), name);
    fields.certificates.forEach((row, index) => {
      if (!names.has(Number(row.fileId)))
        throw fieldError(`certificates.${index}.fileId`, messages.fileNotYours);
    });
    return { names, newFileIds: wanted };
  };

  /** Attaches new scans in the submitting transaction; a scan taken meanwhile refuses the whole call. */
  const claimScans = async (tx: TTransaction, fileIds: readonly number[]) => {
    const unique = [...new Set(fileIds)];
    if (unique.length === 0) return;
    const claimed = await tx
      .update(files)
      .set({ attachedAt: sql`now()` })
      .where(and(inArray(files.id, unique), isNull(files.attachedAt)))
      .returning({ id: files.id });
    if (claimed.length !== unique.length) throw fieldError('certificates', messages.fileNotYours);
  };

  const receiptOf = (row: Pick<TRegistrationRow, 'applicationNo' | 'status' | 'uscc'>) => ({
    applicationNo: row.applicationNo,
    status: row.status,
    statusName: REGISTRATION_STATUS_LABELS[row.status as TRegistrationStatus],
    loginName: row.uscc,
  });

  const usccConflict = (error: unknown): never => {
    if (constraintOf(error) === 'supplier_registrations_uscc_uq')
      throw fieldError('base.uscc', REGISTRATION_MESSAGES.usccTaken, 'conflict');
    throw error;
  };

  const returnedRowOf = async (correctionToken: string) => {
    const presented = tokenHash(correctionToken);
    const [row] = await db
      .select()
      .from(supplierRegistrations)
      .where(eq(supplierRegistrations.correctionTokenHash, presented));
    enforce(mayCorrect(row, presented));
    return row as TRegistrationRow;
  };

  return [
    bindEndpoint(startRegistration, async (_input, context: TCallContext) => {
      await limiter.hit(REGISTRATION_RATE_RULES.startPerIp, context.ip, messages.tooManyRegistrations);
      const registrationToken = randomBytes(32).toString('base64url');
      await store.set(sessionKey(registrationToken), '1', REGISTRATION_LIMITS.sessionTtlMs);
      return { registrationToken, expiresInSeconds: REGISTRATION_LIMITS.sessionTtlMs / 1000 };
    }),

    bindEndpoint(sendRegistrationCode, async ({ body }, context) => {
      if (!(await store.get(sessionKey(body.registrationToken))))
        throw fieldError('registrationToken', REGISTRATION_MESSAGES.sessionExpired);
      if (!(await deps.captcha.verify(body.sessionId, body.verifyCode)))
        throw fieldError('verifyCode', '图形验证码错误，请重新输入');
      // Whether the mobile is used elsewhere is never checked here: the answer is the same for any.
      await deps.codes.send(
        codeKey(body.registrationToken),
        codeHolderOf(body.mobile),
        PIN_CHANNELS.mobile,
        { purpose: 'registration', subject: messages.codeSubject, text: messages.codeText },
        context,
      );
      return { resendAfterSeconds: SMS_RESEND_SECONDS };
    }),

    bindEndpoint(submitRegistration, async ({ body }, context) => {
      await limiter.hit(REGISTRATION_RATE_RULES.submitPerIp, context.ip, messages.tooManyRegistrations);
      const { registrationToken, smsCode, newPassword, confirmPassword, ...fields } = body;
      if (!(await store.get(sessionKey(registrationToken))))
        throw fieldError('registrationToken', REGISTRATION_MESSAGES.sessionExpired);
      await checkUsccFree(fields.base.uscc);
      const password = await checkedNewPassword(
        deps.decryptor,
        { newPassword, confirmPassword },
        fields.base.uscc,
      );
      const { names, newFileIds } = await checkScans(fields, tokenHash(registrationToken));
      const mobile = fields.contact.mobile;
      const holder = codeHolderOf(mobile);
      const failure = await deps.codes.check(
        codeKey(registrationToken),
        {
          accountId: holder.id,
          loginName: holder.loginName,
          type: PIN_CHANNELS.mobile,
          code: smsCode,
          purpose: 'registration',
        },
        context,
      );
      if (failure) throw fieldError('smsCode', failure.message);
      const passwordHash = await hashPassword(password);
      const proposed = registrationSnapshot(fields, names);
      const unit = await reviewUnitOf(db, fields.base.address, fields.categories);
      // Read before the transaction: PGlite has one connection, the transaction holds it.
      const starter = await applicantActor(fields, unit.code);
      const row = await engine
        .inTransaction(async (tx, later) => {
          const [inserted] = await tx
            .insert(supplierRegistrations)
            .values({
              applicationNo: newApplicationNo(),
              status: REGISTRATION_STATUSES.inReview,
              uscc: fields.base.uscc,
              supplierName: fields.base.supplierName,
              mobile,
              proposed,
              passwordHash,
              reviewOrgCode: unit.code,
            })
            .returning();
          if (!inserted) throw new Error('注册申请未能写入');
          await claimScans(tx, newFileIds);
          await engine.start(tx, later, {
            processKey: REGISTRATION_PROCESS_KEY,
            businessId: inserted.id,
            orgCode: unit.code,
            name: messages.processName(fields.base.supplierName),
            variables: { reviewLevel: unit.level },
            starter,
            submit: true,
          });
          return inserted;
        })
        .catch(usccConflict);
      await store.delete(sessionKey(registrationToken));
      await audit.record({
        event: 'registration-submitted',
        loginName: row.uscc,
        ip: context.ip,
        detail: { applicationNo: row.applicationNo },
      });
      return receiptOf(row);
    }),

    bindEndpoint(queryRegistrationStatus, async ({ body }, context) => {
      await limiter.hit(REGISTRATION_RATE_RULES.statusPerIp, context.ip, messages.tooManyRegistrations);
      const [row] = await db
        .select()
        .from(supplierRegistrations)
        .where(
          and(
            eq(supplierRegistrations.applicationNo, body.applicationNo),
            eq(supplierRegistrations.mobile, body.mobile),
          ),
        );
      if (!row) throw new AppError('notFound', REGISTRATION_MESSAGES.notFound);
      const status = row.status as TRegistrationStatus;
      return {
        applicationNo: row.applicationNo,
        supplierName: row.supplierName,
        status,
        statusName: REGISTRATION_STATUS_LABELS[status],
        submittedAt: formatChinaTime(row.submittedAt) ?? '',
        decidedAt: formatChinaTime(row.decidedAt),
        reviewComment:
          status === REGISTRATION_STATUSES.returned || status === REGISTRATION_STATUSES.rejected
            ? await reviewCommentOf(db, row.id)
            : null,
        loginName: status === REGISTRATION_STATUSES.approved ? row.uscc : null,
      };
    }),

    bindEndpoint(getRegistrationCorrection, async ({ body }, context) => {
      await limiter.hit(REGISTRATION_RATE_RULES.correctionPerIp, context.ip, messages.tooManyRegistrations);
      const row = await returnedRowOf(body.correctionToken);
      const proposed = row.proposed as TRegistrationSnapshot;
      return {
        applicationNo: row.applicationNo,
        reviewComment: await reviewCommentOf(db, row.id),
        fields: {
          base: proposed.base,
          categories: proposed.categories,
          certificates: proposed.certificates,
          contact: proposed.contact,
        },
      };
    }),

    bindEndpoint(resubmitRegistration, async ({ body }, context) => {
      await limiter.hit(REGISTRATION_RATE_RULES.correctionPerIp, context.ip, messages.tooManyRegistrations);
      const { correctionToken, ...fields } = body;
      const row = await returnedRowOf(correctionToken);
      const previous = row.proposed as TRegistrationSnapshot;
      if (fields.contact.mobile !== previous.contact.mobile)
        throw fieldError('contact.mobile', REGISTRATION_MESSAGES.mobileFixed);
      if (fields.base.uscc !== row.uscc) await checkUsccFree(fields.base.uscc, row.id);
      const kept = new Map(
        previous.certificates.map((certificate) => [certificate.fileId, certificate.fileName]),
      );
      const { names, newFileIds } = await checkScans(fields, tokenHash(correctionToken), kept);
      const proposed = registrationSnapshot(fields, names);
      const unit = await reviewUnitOf(db, fields.base.address, fields.categories);
      const applicant = await applicantActor(fields, unit.code);
      const saved = await engine
        .inTransaction(async (tx, later) => {
          const instance = await registrationInstanceOf(tx, row.id);
          await engine.lockInstance(tx, instance.id);
          // Under the lock: a second submit of the same link finds the application back in review.
          const [current] = await tx
            .select()
            .from(supplierRegistrations)
            .where(eq(supplierRegistrations.id, row.id));
          enforce(mayCorrect(current, tokenHash(correctionToken)));
          const [item] = await engine.openItemsOf(tx, instance.id);
          if (!item) throw new AppError('notFound', REGISTRATION_MESSAGES.correctionInvalid);
          const [updated] = await tx
            .update(supplierRegistrations)
            .set({
              uscc: fields.base.uscc,
              supplierName: fields.base.supplierName,
              proposed,
              reviewOrgCode: unit.code,
              submittedAt: new Date(),
              updatedAt: new Date(),
            })
            .where(eq(supplierRegistrations.id, row.id))
            .returning();
          if (!updated) throw new Error('注册申请未能更新');
          await claimScans(tx, newFileIds);
          // The corrected address or categories may move the review to another unit.
          await tx
            .update(wfProcessInstances)
            .set({
              name: messages.processName(fields.base.supplierName),
              orgCode: unit.code,
              variables: { reviewLevel: unit.level },
            })
            .where(eq(wfProcessInstances.id, instance.id));
          await engine.submitInTransaction(tx, later, item.id, applicant, '');
          return { ...updated, status: REGISTRATION_STATUSES.inReview };
        })
        .catch(usccConflict);
      await audit.record({
        event: 'registration-resubmitted',
        loginName: saved.uscc,
        ip: context.ip,
        detail: { applicationNo: saved.applicationNo },
      });
      return receiptOf(saved);
    }),
  ];
};
