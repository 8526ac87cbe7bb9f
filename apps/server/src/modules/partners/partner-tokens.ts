import { randomBytes } from 'node:crypto';
import type { TPartnerTokenPage } from '@supportal/contract';
import { hashToken } from '../../plugins/session.js';
import type { TSessionStore } from '../../plugins/session-store.js';

/** What a partner token stands for; the token itself is only kept as a SHA-256 hash. */
export type TPartnerTokenRecord = {
  accountId: number;
  acctId: string;
  sysCode: string;
  /** The origin (or 'self') of the partner system's page. */
  scope: string;
  /** The partner system (its OBP_INTERFACE key) the token was issued for: only it may verify the token. */
  system: string;
  /** The menu items (and their pages) it may be used for; absent in tokens issued before pages were bound. */
  pages?: TPartnerTokenPage[];
  issuedAt: string;
};

const tokenKey = (token: string) => `partner-token:${hashToken(token)}`;

/**
 * Single-use tokens for partner systems in the shared store (Redis or the database), so any instance
 * verifies what another issued and `take` uses a token at most once across all of them.
 */
export const createPartnerTokens = (store: TSessionStore, ttlSeconds: number) => ({
  ttlSeconds,
  issue: async (record: TPartnerTokenRecord): Promise<string> => {
    const token = randomBytes(32).toString('base64url');
    await store.set(tokenKey(token), JSON.stringify(record), ttlSeconds * 1000);
    return token;
  },
  /** The record of a live token, used up by this call; null when unknown, used or expired. */
  take: async (token: string): Promise<TPartnerTokenRecord | null> => {
    const stored = await store.take(tokenKey(token));
    return stored ? (JSON.parse(stored) as TPartnerTokenRecord) : null;
  },
});
export type TPartnerTokens = ReturnType<typeof createPartnerTokens>;
