import { REGISTRATION_MESSAGES, REGISTRATION_STATUSES } from '@supportal/contract';
import { ALLOWED, denied, type TPolicyVerdict } from '../../lib/policy-verdict.js';

/**
 * Row-level rules of registration applications. The applicant has no account: what it may do is what
 * its token proves (a correction link opens only its own application, and only while it is returned).
 * Staff read an application's scans only while they take part in its review.
 */

type TCorrectable = { status: string; correctionTokenHash: string | null };

/** A correction link's token against the application it should open (404 alike for any mismatch). */
export const mayCorrect = (row: TCorrectable | undefined, presentedHash: string): TPolicyVerdict =>
  row !== undefined &&
  row.status === REGISTRATION_STATUSES.returned &&
  row.correctionTokenHash !== null &&
  row.correctionTokenHash === presentedHash
    ? ALLOWED
    : denied('notFound', REGISTRATION_MESSAGES.correctionInvalid);

export const NOT_REVIEWER_MESSAGE = '您不是该注册申请的审核参与人，无权查看其扫描件';

/** A scan of an application: for the review's participants, and only files the application holds. */
export const mayReadScan = (input: { participates: boolean; fileInApplication: boolean }): TPolicyVerdict => {
  if (!input.participates) return denied('forbidden', NOT_REVIEWER_MESSAGE);
  return input.fileInApplication ? ALLOWED : denied('notFound');
};
