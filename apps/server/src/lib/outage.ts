/**
 * Tells a backing service being down (database, Redis: refused, reset, restarting, timed out) from a
 * fault of ours. Callers answer the first with 503 and Retry-After, because it passes by itself.
 */

/** What an outage answer tells clients to wait before trying again. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/** Socket-level failures of any client (pg, ioredis). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of an unavailable server: connection exceptions (08…), shutdown and start-up
 * (57P01–57P03), too many connections (53300), and a statement cancelled by statement_timeout (57014).
 */
const POSTGRES_OUTAGE_STATES = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '57014',
]);

/** Client-side messages that carry no code (node-postgres, ioredis, PGlite). */
const OUTAGE_MESSAGES = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /^Query read timeout/i,
  /is not queryable/i,
  /^Cannot use a pool after calling end/i,
  /^Connection is closed/i,
  /enableOfflineQueue options is false/i,
  /^Command timed out/i,
  /max retries per request/i,
  /^PGlite is closed/i,
];

const isOutageItself = (error: object): boolean => {
  const { code, message, name } = error as { code?: unknown; message?: unknown; name?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_OUTAGE_STATES.has(code))) {
    return true;
  }
  if (name === 'MaxRetriesPerRequestError') return true;
  return typeof message === 'string' && OUTAGE_MESSAGES.some((pattern) => pattern.test(message));
};

/** True when the error, or an error it wraps (Drizzle wraps driver errors in `cause`), is an outage. */
export const isOutage = (error: unknown, depth = 0): boolean => {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  if (isOutageItself(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (isOutage(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isOutage(inner, depth + 1));
};

/** Rejects with an outage error when `work` takes longer than `ms` (a hung connection is an outage too). */
export const withTimeout = async <T>(work: Promise<T>, ms: number, what: string): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`Command timed out: ${what} (${ms} ms)`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
};
