import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema/index.js';
import { accountsWithDemoPassword } from '../../src/demo-data/demo-accounts.js';
import { hashPassword } from '../../src/modules/auth/password-hash.js';
import { createTestApp, type TTestApp } from '../helpers/test-app.js';

/** What a deployment checks before it starts: demo accounts still opened by the published password. */
describe('demo passwords', () => {
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp('pglite', { noticeCount: 0 });
  });
  afterAll(async () => testApp.close());

  it('names every seeded demo account, and drops one once its password changed', async () => {
    const { db } = testApp.database;
    expect(await accountsWithDemoPassword(db)).toEqual([
      'demo_admin',
      'demo_admin_js',
      'demo_nocontact',
      'demo_simple',
      'demo_sub',
      'demo_supplier',
      'staff_city',
      'staff_hq',
      'staff_prov',
    ]);
    await db
      .update(accounts)
      .set({ passwordHash: await hashPassword('Changed#Secret-2027') })
      .where(eq(accounts.loginName, 'staff_hq'));
    expect(await accountsWithDemoPassword(db)).not.toContain('staff_hq');
    expect(await accountsWithDemoPassword(db)).toHaveLength(8);
  });
});
