import { eq } from 'drizzle-orm';
import { API_CLIENT_ACCOUNT_KIND, NOTICE_TYPES } from '@supportal/contract';
import type { TDatabase } from '../../src/db/database.js';
import { accounts, apiClients, orgs } from '../../src/db/schema/index.js';
import { newKeyId, newSecret } from '../../src/modules/api-clients/api-client-credentials.js';
import { createAuthTestApp } from './auth-app.js';

/**
 * An API client written straight to the database (as the admin call writes it), for tests of other
 * calls that need a publishing-API caller: answers its Authorization header value and its unit.
 */
export const createTestApiClient = async (
  db: TDatabase,
  options: { orgLevel?: number; publishDirectly?: boolean } = {},
) => {
  const [unit] = await db
    .select()
    .from(orgs)
    .where(eq(orgs.level, options.orgLevel ?? 2))
    .limit(1);
  if (!unit) throw new Error('no unit for the API client');
  const keyId = newKeyId();
  const { credential, secretHash } = newSecret(keyId);
  const [account] = await db
    .insert(accounts)
    .values({
      loginName: `api-client:${keyId}`,
      passwordHash: '!',
      displayName: '接口客户端：测试',
      kind: API_CLIENT_ACCOUNT_KIND,
      corpCode: unit.code,
      corpName: unit.name,
      enabled: false,
    })
    .returning({ id: accounts.id });
  if (!account) throw new Error('API client account not created');
  await db.insert(apiClients).values({
    keyId,
    name: '测试客户端',
    orgCode: unit.code,
    noticeTypes: NOTICE_TYPES.map((type) => type.code),
    publishDirectly: options.publishDirectly ?? false,
    secretHash,
    accountId: account.id,
  });
  return { keyId, authorization: `Bearer ${credential}`, orgCode: unit.code };
};

/** An auth test app (PGlite) and an API client of it that publishes without review. */
export const createDirectPublishingTestApp = async () => {
  const testApp = await createAuthTestApp({ database: 'pglite', store: 'database' });
  const client = await createTestApiClient(testApp.database.db, { publishDirectly: true });
  return { testApp, client };
};
