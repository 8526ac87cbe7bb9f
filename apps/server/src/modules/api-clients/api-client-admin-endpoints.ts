import { and, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  API_CLIENT_ACCOUNT_KIND,
  API_CLIENT_STATES,
  issueApiClient,
  PERMISSIONS,
  queryApiClients,
  revokeApiClient,
  rotateApiClient,
  type TApiClient,
} from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import { accounts, apiClients, orgs } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { formatChinaTime, parseChinaTime } from '../../lib/china-time.js';
import { bindEndpoint, type TCallContext, type TCaller } from '../../lib/endpoint/index.js';
import { enforce } from '../../lib/policy-verdict.js';
import { loadAdminScope, recordAdminAction } from '../admin/index.js';
import type { TAuditLog } from '../../plugins/audit-log.js';
import { type TNoticeTransaction } from '../notices/index.js';
import { publishingUnits, unitForCaller, unitScopeOf } from '../notice-publishing/index.js';
import { newKeyId, newSecret } from './api-client-credentials.js';
import { apiClientsInScope, mayIssueClient } from './api-client-policy.js';
import { apiClientMessages as messages } from './messages.js';

/** Nothing verifies against it: the client's account can never log in with a password. */
const NO_PASSWORD = '!';

const creators = alias(accounts, 'creators');

const clientRows = (db: TDatabase | TNoticeTransaction) =>
  db
    .select({ client: apiClients, orgName: orgs.name, createdByName: creators.displayName })
    .from(apiClients)
    .innerJoin(orgs, eq(orgs.code, apiClients.orgCode))
    .leftJoin(creators, eq(creators.id, apiClients.createdByAccountId));

type TClientRow = Awaited<ReturnType<ReturnType<typeof clientRows>['where']>>[number];

const stateOf = (client: TClientRow['client'], now: Date) =>
  client.revokedAt
    ? API_CLIENT_STATES.revoked
    : client.expiresAt && client.expiresAt <= now
      ? API_CLIENT_STATES.expired
      : API_CLIENT_STATES.active;

const toWire = ({ client, orgName, createdByName }: TClientRow, now = new Date()): TApiClient => ({
  id: String(client.id),
  keyId: client.keyId,
  name: client.name,
  orgCode: client.orgCode,
  orgName,
  noticeTypes: client.noticeTypes,
  publishDirectly: client.publishDirectly,
  state: stateOf(client, now),
  expireTime: formatChinaTime(client.expiresAt),
  lastUsedTime: formatChinaTime(client.lastUsedAt),
  createTime: formatChinaTime(client.createdAt) ?? '',
  rotatedTime: formatChinaTime(client.rotatedAt),
  revokedTime: formatChinaTime(client.revokedAt),
  createdByName: createdByName ?? '',
});

const adminOf = (context: TCallContext) => {
  if (!context.caller) throw new AppError('unauthorized');
  return context.caller;
};

/** What the policy weighs about an administrator handing out a credential (mayIssueClient). */
const issuerOf = async (db: TDatabase, admin: TCaller) => ({
  holdsNoticePublish: admin.permissions.has(PERMISSIONS.noticePublish),
  national: (await loadAdminScope(db, admin)).manageSuppliers,
});

/** A client of the administrator's unit range, locked for a change; 404 for any other. */
const ownClient = async (tx: TDatabase | TNoticeTransaction, corpCode: string, id: number) => {
  const [row] = await tx
    .select()
    .from(apiClients)
    .where(and(eq(apiClients.id, id), apiClientsInScope(await unitScopeOf(tx, corpCode))))
    .for('update');
  if (!row) throw new AppError('notFound', messages.clientNotFound);
  return row;
};

const clientById = async (db: TDatabase | TNoticeTransaction, id: number) => {
  const [row] = await clientRows(db).where(eq(apiClients.id, id));
  if (!row) throw new AppError('notFound', messages.clientNotFound);
  return toWire(row);
};

const expiryOf = (text: string | undefined) => {
  if (!text) return null;
  const expiresAt = parseChinaTime(text);
  if (!expiresAt)
    throw new AppError('badRequest', messages.badExpiry, [
      { path: 'expireTime', message: messages.badExpiry },
    ]);
  if (expiresAt <= new Date())
    throw new AppError('badRequest', messages.expiryInPast, [
      { path: 'expireTime', message: messages.expiryInPast },
    ]);
  return expiresAt;
};

/** 接口客户端 (ADMIN_API_CLIENTS): issue, list, revoke and rotate publishing-API credentials. */
export const apiClientAdminEndpoints = ({ db, audit }: { db: TDatabase; audit: TAuditLog }) => [
  bindEndpoint(queryApiClients, async (_input, context) => {
    const admin = adminOf(context);
    const units = await publishingUnits(db, admin.corpCode);
    const rows = await clientRows(db)
      .where(apiClientsInScope({ unitCodes: units.map((unit) => unit.orgCode) }))
      .orderBy(desc(apiClients.createdAt), desc(apiClients.id));
    const now = new Date();
    const issuer = await issuerOf(db, admin);
    const refusal = (publishDirectly: boolean) => {
      const verdict = mayIssueClient(issuer, { publishDirectly });
      return verdict.allowed ? null : (verdict.message ?? null);
    };
    return {
      clients: rows.map((row) => toWire(row, now)),
      units: units.map((unit) => ({ orgCode: unit.orgCode, orgName: unit.orgName })),
      issueRefusal: refusal(false),
      publishDirectlyRefusal: refusal(true),
    };
  }),

  bindEndpoint(issueApiClient, async ({ body }, context) => {
    const admin = adminOf(context);
    enforce(mayIssueClient(await issuerOf(db, admin), body));
    const expiresAt = expiryOf(body.expireTime);
    const keyId = newKeyId();
    const { credential, secretHash } = newSecret(keyId);
    const client = await db.transaction(async (tx) => {
      const unit = await unitForCaller(tx, admin.corpCode, body.orgCode);
      const [account] = await tx
        .insert(accounts)
        .values({
          loginName: `api-client:${keyId}`,
          passwordHash: NO_PASSWORD,
          displayName: messages.accountName(body.name),
          kind: API_CLIENT_ACCOUNT_KIND,
          corpCode: unit.orgCode,
          corpName: unit.orgName,
          orgLevel: unit.unitLevel.padStart(2, '0'),
          // Never a session: the caller resolver refuses disabled accounts, and logins check it too.
          enabled: false,
        })
        .returning({ id: accounts.id });
      if (!account) throw new Error('接口客户端账号未能写入');
      const [row] = await tx
        .insert(apiClients)
        .values({
          keyId,
          name: body.name,
          orgCode: unit.orgCode,
          noticeTypes: [...new Set(body.noticeTypes)],
          publishDirectly: body.publishDirectly,
          secretHash,
          accountId: account.id,
          createdByAccountId: admin.accountId,
          expiresAt,
        })
        .returning({ id: apiClients.id });
      if (!row) throw new Error('接口客户端未能写入');
      return clientById(tx, row.id);
    });
    await recordAdminAction(audit, context, 'admin-api-client-issue', {
      id: client.id,
      keyId: client.keyId,
      name: client.name,
      orgCode: client.orgCode,
      noticeTypes: client.noticeTypes.join(','),
      publishDirectly: client.publishDirectly,
    });
    return { client, credential };
  }),

  bindEndpoint(revokeApiClient, async ({ body }, context) => {
    const admin = adminOf(context);
    const client = await db.transaction(async (tx) => {
      const row = await ownClient(tx, admin.corpCode, Number(body.id));
      if (row.revokedAt) throw new AppError('conflict', messages.alreadyRevoked);
      await tx
        .update(apiClients)
        .set({ revokedAt: new Date() })
        .where(and(eq(apiClients.id, row.id), isNull(apiClients.revokedAt)));
      return clientById(tx, row.id);
    });
    await recordAdminAction(audit, context, 'admin-api-client-revoke', {
      id: client.id,
      keyId: client.keyId,
    });
    return client;
  }),

  bindEndpoint(rotateApiClient, async ({ body }, context) => {
    const admin = adminOf(context);
    // Read before the transaction: the embedded database has one connection, which it holds.
    const issuer = await issuerOf(db, admin);
    const result = await db.transaction(async (tx) => {
      const row = await ownClient(tx, admin.corpCode, Number(body.id));
      if (row.revokedAt) throw new AppError('conflict', messages.alreadyRevoked);
      // A new secret is a new credential: only for an administrator who could issue this client.
      enforce(mayIssueClient(issuer, row));
      const { credential, secretHash } = newSecret(row.keyId);
      await tx.update(apiClients).set({ secretHash, rotatedAt: new Date() }).where(eq(apiClients.id, row.id));
      return { client: await clientById(tx, row.id), credential };
    });
    await recordAdminAction(audit, context, 'admin-api-client-rotate', {
      id: result.client.id,
      keyId: result.client.keyId,
    });
    return result;
  }),
];
