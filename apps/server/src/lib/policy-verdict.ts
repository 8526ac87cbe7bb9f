import type { TErrorCode, TFieldError } from '@supportal/contract';
import { AppError } from './app-error.js';

/**
 * What a row-level policy (modules/<x>/<aggregate>-policy.ts) answers: allowed, or the error the
 * caller gets. Policies stay pure values so a table-driven test can walk every branch; handlers
 * `enforce` them.
 */
export type TPolicyVerdict =
  { allowed: true } | { allowed: false; code: TErrorCode; message?: string; fieldErrors?: TFieldError[] };

export const ALLOWED: TPolicyVerdict = { allowed: true };

/** A refusal; without a message the error code's own text is shown. */
export const denied = (code: TErrorCode, message?: string, fieldErrors?: TFieldError[]): TPolicyVerdict => ({
  allowed: false,
  code,
  ...(message === undefined ? {} : { message }),
  ...(fieldErrors === undefined ? {} : { fieldErrors }),
});

/** Throws the refusal as the AppError the envelope turns into its status and message. */
export const enforce = (verdict: TPolicyVerdict): void => {
  if (!verdict.allowed) throw new AppError(verdict.code, verdict.message, verdict.fieldErrors);
};
