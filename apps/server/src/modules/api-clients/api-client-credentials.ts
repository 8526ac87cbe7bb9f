import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  API_CLIENT_CREDENTIAL_PATTERN,
  API_CLIENT_KEY_ID_PREFIX,
  API_CLIENT_RATE_LIMIT,
  API_CLIENT_SECRET_BYTES,
} from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import { accounts, apiClients } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { TApiClientCaller } from '../../lib/endpoint/index.js';
import type { TRateLimiter } from '../../plugins/rate-limit.js';
import { apiClientMessages as messages } from './messages.js';

/** Last-used times are written at most this often per client (not one write per call). */
const LAST_USED_RESOLUTION_MS = 60_000;
const RATE_RULE = { name: 'api-client', ...API_CLIENT_RATE_LIMIT };

/** A 256-bit secret needs no slow hash: nobody can guess it, so SHA-256 keeps a stolen table useless. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const newKeyId = () => `${API_CLIENT_KEY_ID_PREFIX}${randomBytes(8).toString('hex')}`;

/** A fresh secret for a key id: the credential to show once, and the hash to store. */
export const newSecret = (keyId: string) => {
  const secret = randomBytes(API_CLIENT_SECRET_BYTES).toString('base64url');
  return { credential: `${keyId}.${secret}`, secretHash: hashSecret(secret) };
};

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

/**
 * The client a publishing-API request presents, checked against the database on every call (so a
 * revocation or rotation holds on every instance at once), counted against its rate, its last use
 * noted. Anything else — no header, a user's session token, a wrong, revoked or expired credential —
 * answers 401.
 */
export const createApiClientResolver =
  (db: TDatabase, limiter: TRateLimiter) =>
  async (request: FastifyRequest): Promise<TApiClientCaller> => {
    const presented = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    const parts = presented ? API_CLIENT_CREDENTIAL_PATTERN.exec(presented) : null;
    if (!parts?.[1] || !parts[2]) throw new AppError('unauthorized', messages.credentialMissing);
    const [row] = await db
      .select({
        client: apiClients,
        displayName: accounts.displayName,
        corpName: accounts.corpName,
      })
      .from(apiClients)
      .innerJoin(accounts, eq(accounts.id, apiClients.accountId))
      .where(eq(apiClients.keyId, parts[1]));
    if (!row || !sameHash(hashSecret(parts[2]), row.client.secretHash))
      throw new AppError('unauthorized', messages.credentialInvalid);
    const { client } = row;
    const now = new Date();
    if (client.revokedAt) throw new AppError('unauthorized', messages.credentialRevoked);
    if (client.expiresAt && client.expiresAt <= now)
      throw new AppError('unauthorized', messages.credentialExpired);
    await limiter.hit(RATE_RULE, client.keyId, messages.tooManyRequests);
    await db
      .update(apiClients)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiClients.id, client.id),
          or(
            isNull(apiClients.lastUsedAt),
            lt(apiClients.lastUsedAt, new Date(now.getTime() - LAST_USED_RESOLUTION_MS)),
          ),
        ),
      );
    return {
      clientId: client.id,
      keyId: client.keyId,
      name: client.name,
      orgCode: client.orgCode,
      noticeTypes: client.noticeTypes,
      publishDirectly: client.publishDirectly,
      accountId: client.accountId,
      displayName: row.displayName,
      corpName: row.corpName,
    };
  };
