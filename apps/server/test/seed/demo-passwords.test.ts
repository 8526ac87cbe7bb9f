import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema/index.js';
import { accountsWithDemoPassword, demoAccountsWelcome } from '../../src/demo-data/demo-accounts.js';
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

  it('tells a newcomer at start which accounts log in with the password, and where codes land', async () => {
    const welcome = await demoAccountsWelcome(testApp.database.db, '/srv/portal/outbox');
    expect(welcome[0]).toBe('演示账号（密码均为 Demo@2026）：');
    expect(welcome.find((line) => line.includes('demo_supplier'))).toMatch(
      /供应商主账号：王立新.*（登录需验证码）/,
    );
    // staff_hq's password was changed above: it is no longer offered.
    expect(welcome.join('\n')).not.toContain('staff_hq');
    expect(welcome).toHaveLength(1 + 8 + 1);
    expect(welcome.at(-1)).toBe('验证码不真正发出，写在：/srv/portal/outbox');
  });
});
