/**
 * Why a call failed, as the request layer sees it:
 * - reminder: resultStat '999', a business reminder the user must read
 * - result: any other non-success resultStat (validation, permission, server error …)
 * - transport: no usable answer (network down, HTTP error without envelope, unreadable body)
 * - timeout: no answer within the area's time-out
 * - cancelled: the caller aborted (navigation, unmount); never shown to the user
 */
export type TAppErrorKind = 'reminder' | 'result' | 'transport' | 'timeout' | 'cancelled';

export type TAppErrorDetails = {
  /** resultStat of the envelope, when the server answered with one. */
  resultStat?: string;
  /** HTTP status, when there was a response. */
  httpStatus?: number;
  /** The envelope as received, for callers that branch on it (e.g. the '999' black-list check). */
  envelope?: unknown;
  /** True when the request layer already showed a toast or dialog for this error. */
  notified?: boolean;
  cause?: unknown;
};

export class AppError extends Error {
  readonly kind: TAppErrorKind;
  readonly resultStat: string | undefined;
  readonly httpStatus: number | undefined;
  readonly envelope: unknown;
  readonly notified: boolean;

  constructor(kind: TAppErrorKind, message: string, details: TAppErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'AppError';
    this.kind = kind;
    this.resultStat = details.resultStat;
    this.httpStatus = details.httpStatus;
    this.envelope = details.envelope;
    this.notified = details.notified ?? false;
  }
}

export const isAppError = (error: unknown, kind?: TAppErrorKind): error is AppError =>
  error instanceof AppError && (kind === undefined || error.kind === kind);
