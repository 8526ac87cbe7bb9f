/**
 * Idempotent writes: a POST carrying this header (a random UUID per logical submit) is executed once
 * per caller and key; sending it again within IDEMPOTENCY_ANSWER_TTL_SECONDS replays the first answer.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Set to `true` on an answer replayed from an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** How long the server keeps an answer for its key: 24 hours. */
export const IDEMPOTENCY_ANSWER_TTL_SECONDS = 86_400;

/** Printable ASCII without spaces, 1–255 characters (a UUID fits; so do most clients' own schemes). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
