import { ERROR_CODES, type TErrorCode, type TFieldError } from '@supportal/contract';

/** An error meant for the client: its code picks the HTTP status and resultStat, its message is shown. */
export class AppError extends Error {
  constructor(
    readonly code: TErrorCode,
    message: string = ERROR_CODES[code].message,
    readonly fieldErrors?: TFieldError[],
    /** Whole seconds the client should wait (429, 503): sent as Retry-After and in the envelope. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** A business reminder: HTTP 200 with resultStat '999'; the client shows the 提醒 dialog. */
export class BusinessReminder extends Error {}

/** Milliseconds to wait as whole seconds, at least 1 (what Retry-After carries). */
export const retryAfterSecondsOf = (waitMs: number) => Math.max(1, Math.ceil(waitMs / 1000));
