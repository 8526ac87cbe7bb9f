import {
  findByTypeNotAuth,
  getUserInfo,
  queryDictionaryEntries,
  queryRoleGrants,
  ROLES,
  saveDictionaryEntry,
  setRoleGrants,
  type TAdminDictionaryEntry,
  type TMenuAuthority,
  type TRoleGrants,
} from '@supportal/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openableMenu } from '../../src/modules/users/account-level.js';
import { findAccountByLoginName, findAccountMenu } from '../../src/modules/users/account-repository.js';
import { accountCalls, injectPost } from '../helpers/account-calls.js';
import { createAuthTestApp, type TAuthTestApp } from '../helpers/auth-app.js';
import { eventually } from '../helpers/eventually.js';
import { databaseKinds, openSecondInstance, type TSecondInstance } from '../helpers/test-app.js';

/**
 * What every logged-in page asks for and the server keeps between requests: each account's menu (per
 * kind and set of roles) and dictionary answers. One account's menu never reaches another, and an
 * administrator's change reaches every instance.
 */
// Sessions in the database: a second instance on the same database knows them.
describe.each(databaseKinds().map((database) => ({ database, store: 'database' as const })))(
  'answers kept for rendered pages ($database)',
  (backend) => {
    let testApp: TAuthTestApp;
    let second: TSecondInstance | undefined;
    const { tokenOf } = accountCalls(() => testApp.app);

    const menuOf = async (app: FastifyInstance, userName: string) => {
      const response = await app.inject({
        method: 'GET',
        url: getUserInfo.path,
        headers: { authorization: await tokenOf(userName) },
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data.menuAuthorities as TMenuAuthority[]).map((item) => item.authorityCode);
    };
    /** The menu as the database has it now, read without any cache. */
    const storedMenuOf = async (userName: string) => {
      const { db } = testApp.database;
      const account = await findAccountByLoginName(db, userName);
      if (!account) throw new Error(`no account ${userName}`);
      return (await openableMenu(db, account, await findAccountMenu(db, account))).map(
        (item) => item.authorityCode,
      );
    };
    const asAdmin = async (app: FastifyInstance, path: string, payload: Record<string, unknown>) => {
      const response = await injectPost(app, path, payload, await tokenOf('demo_admin'));
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };

    beforeAll(async () => {
      testApp = await createAuthTestApp(backend);
    });
    afterAll(async () => {
      await second?.close();
      await testApp?.close();
    });

    it("gives every account its own menu, asked in turn and again: a supplier's, a sub-account's, staff's", async () => {
      // demo_sub is demo_supplier's sub-account (demo_supplier itself logs in with a second factor).
      const accounts = ['demo_sub', 'demo_simple', 'staff_hq', 'staff_prov', 'demo_admin'];
      for (let round = 0; round < 2; round += 1) {
        for (const userName of accounts) {
          expect(await menuOf(testApp.app, userName), userName).toEqual(await storedMenuOf(userName));
        }
      }
      // Same kind, other roles: the menus differ, so neither came from the other's entry.
      expect(await menuOf(testApp.app, 'demo_sub')).not.toEqual(await menuOf(testApp.app, 'demo_simple'));
      expect(await menuOf(testApp.app, 'demo_admin')).not.toEqual(await menuOf(testApp.app, 'staff_hq'));
    });

    it.runIf(backend.database === 'postgres')(
      "a role's grants changed on one instance change its users' menus on another",
      async () => {
        second = await openSecondInstance(testApp);
        const secondApp = second.app;
        const before = await menuOf(secondApp, 'staff_prov');
        const roles = (await asAdmin(testApp.app, queryRoleGrants.path, {})).roles as TRoleGrants[];
        const granted = roles.find((item) => item.role === ROLES.staffProvince)?.authorityCodes ?? [];
        const taken = granted.find((code) => before.includes(code) && code !== granted[0]) ?? '';
        expect(taken).not.toBe('');
        await asAdmin(testApp.app, setRoleGrants.path, {
          role: ROLES.staffProvince,
          authorityCodes: granted.filter((code) => code !== taken),
        });
        expect(await eventually(async () => !(await menuOf(secondApp, 'staff_prov')).includes(taken))).toBe(
          true,
        );
        expect(await menuOf(secondApp, 'staff_prov')).toEqual(await storedMenuOf('staff_prov'));
      },
    );

    it.runIf(backend.database === 'postgres')(
      'a dictionary entry saved on one instance is what another instance answers next',
      async () => {
        second ??= await openSecondInstance(testApp);
        const secondApp = second.app;
        const publicLabels = async () =>
          (
            (await injectPost(secondApp, findByTypeNotAuth.path, { type: 'obp_notice_field' }, '')).json()
              .data.obp_notice_field as { label: string }[]
          ).map((entry) => entry.label);
        const entry = (
          (await asAdmin(testApp.app, queryDictionaryEntries.path, {
            dictType: 'obp_notice_field',
          })) as TAdminDictionaryEntry[]
        ).find((item) => item.enabled);
        if (!entry) throw new Error('the demo has obp_notice_field entries');
        expect(await publicLabels()).toContain(entry.label);
        await asAdmin(testApp.app, saveDictionaryEntry.path, { ...entry, label: `${entry.label}（改）` });
        expect(await eventually(async () => (await publicLabels()).includes(`${entry.label}（改）`))).toBe(
          true,
        );
      },
    );
  },
);
