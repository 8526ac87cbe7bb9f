import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { alertChannelTokens } from '../../db/schema/index.js';
import type { TNoticeTransaction } from '../notices/index.js';

export type TAlertTokenPurpose = 'confirm' | 'unsubscribe';
/** How long a confirmation link works. */
export const CONFIRM_TOKEN_TTL_MS = 48 * 3_600_000;

/** What is stored of a secret link token: its SHA-256 (a database leak yields no working link). */
export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new random link token for a channel; only its hash is stored. */
export const issueAlertToken = async (
  db: TDatabase | TNoticeTransaction,
  channelId: number,
  purpose: TAlertTokenPurpose,
  expiresAt: Date | null,
): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  await db.insert(alertChannelTokens).values({ tokenHash: hashOf(token), channelId, purpose, expiresAt });
  return token;
};

/** The channel a live token of this purpose belongs to, or null. */
export const channelOfToken = async (
  db: TDatabase | TNoticeTransaction,
  token: string,
  purpose: TAlertTokenPurpose,
): Promise<number | null> => {
  const [row] = await db
    .select({ channelId: alertChannelTokens.channelId })
    .from(alertChannelTokens)
    .where(
      and(
        eq(alertChannelTokens.tokenHash, hashOf(token)),
        eq(alertChannelTokens.purpose, purpose),
        or(isNull(alertChannelTokens.expiresAt), gt(alertChannelTokens.expiresAt, new Date())),
      ),
    );
  return row?.channelId ?? null;
};
