import { PERMISSIONS, ROLES, roleLabel } from '@supportal/contract';
import { hashPassword, verifyPassword } from '../modules/auth/index.js';
import type { TDatabase } from '../db/database.js';
import {
  addAccounts,
  addAuthorityGrants,
  passwordHashesOf,
  type TAccountRow,
} from '../modules/users/index.js';
import {
  CITY_UNITS,
  COMPANY_EMAIL_DOMAIN,
  HEADQUARTERS,
  PROVINCE_UNITS,
  type TPurchasingUnit,
} from './areas-and-orgs.js';

/** The password of every demo account (README, Demo accounts). Demo databases only. */
export const DEMO_PASSWORD = 'Demo@2026';

/** What demo_supplier granted its sub-account demo_sub: orders and settlement (README, Demo accounts). */
const DEMO_SUB_GRANTS = [PERMISSIONS.business, PERMISSIONS.orderManage, PERMISSIONS.settlementManage];

type TDemoAccount = Omit<TAccountRow, 'passwordHash'>;

const supplier = (
  loginName: string,
  displayName: string,
  supplierCode: string,
  supplierName: string,
  contact: { mobile: string | null; email: string | null },
  secondAuth: boolean,
  role: string = ROLES.supplier,
): TDemoAccount => ({
  loginName,
  displayName,
  kind: 'supplier',
  supplierCode,
  supplierName,
  corpCode: supplierCode,
  corpName: supplierName,
  orgLevel: null,
  ...contact,
  secondAuth,
  roles: [role],
});

const staff = (
  loginName: string,
  displayName: string,
  unit: TPurchasingUnit,
  orgLevel: '01' | '02' | '03',
  roles: string | string[],
  mobile: string,
): TDemoAccount => ({
  loginName,
  displayName,
  kind: 'staff',
  supplierCode: null,
  supplierName: null,
  corpCode: unit.orgCode,
  corpName: unit.orgName,
  orgLevel,
  mobile,
  email: `${loginName}@${COMPANY_EMAIL_DOMAIN}`,
  secondAuth: false,
  roles: typeof roles === 'string' ? [roles] : roles,
});

const provinceUnit = PROVINCE_UNITS.find((unit) => unit.province?.code === '320000') ?? PROVINCE_UNITS[0];
const cityUnit = CITY_UNITS.find((unit) => unit.province === provinceUnit?.province) ?? CITY_UNITS[0];

/** The accounts README lists; every one logs in with DEMO_PASSWORD. */
export const DEMO_ACCOUNTS: readonly TDemoAccount[] = [
  supplier(
    'demo_supplier',
    '王立新',
    'SUP100001',
    '华信通信设备有限公司',
    { mobile: '13800138000', email: 'demo_supplier@example.com' },
    true,
  ),
  supplier(
    'demo_sub',
    '孙悦',
    'SUP100001',
    '华信通信设备有限公司',
    { mobile: '13800138001', email: null },
    false,
    ROLES.supplierSubAccount,
  ),
  supplier(
    'demo_simple',
    '李晓梅',
    'SUP100002',
    '中鼎铁塔建设有限公司',
    { mobile: '13900139000', email: null },
    false,
  ),
  supplier(
    'demo_nocontact',
    '赵海峰',
    'SUP100003',
    '恒远电力工程有限公司',
    { mobile: null, email: null },
    true,
  ),
  staff('staff_hq', '陈建国', HEADQUARTERS, '01', ROLES.staffHeadquarters, '13700137001'),
  ...(provinceUnit
    ? [staff('staff_prov', '刘芳', provinceUnit, '02', ROLES.staffProvince, '13700137002')]
    : []),
  ...(cityUnit ? [staff('staff_city', '周斌', cityUnit, '03', ROLES.staffCity, '13700137003')] : []),
  // An administrator grants only roles whose every authority it holds: with 地市采购人员 (a superset of
  // 省分's) it can create city and province staff and administrators, not 总部采购人员.
  staff('demo_admin', '吴敏', HEADQUARTERS, '01', [ROLES.admin, ROLES.staffCity], '13700137009'),
  // A province administrator: account administration shows and changes only 江苏's accounts.
  ...(provinceUnit ? [staff('demo_admin_js', '郑雪', provinceUnit, '02', ROLES.admin, '13700137010')] : []),
];

/**
 * The demo accounts, and demo_sub's menu as granted by demo_supplier; existing rows are kept. The menu
 * itself is the shipped one (installShippedMenu at start-up). Returns accounts added.
 */
export const seedDemoAccounts = async (db: TDatabase): Promise<number> => {
  // One hash for all: they share the published demo password anyway, and seeding stays fast.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const inserted = await addAccounts(
    db,
    DEMO_ACCOUNTS.map((account) => ({ ...account, passwordHash })),
  );
  const idOf = (loginName: string) => inserted.find((row) => row.loginName === loginName)?.id;
  const sub = idOf('demo_sub');
  if (sub !== undefined) {
    await addAuthorityGrants(
      db,
      DEMO_SUB_GRANTS.map((authorityCode) => ({
        accountId: sub,
        authorityCode,
        grantedBy: idOf('demo_supplier') ?? null,
      })),
    );
  }
  return inserted.length;
};

/**
 * The demo accounts (by login name) that still log in with the published DEMO_PASSWORD: a deployment
 * refuses to start while there is one. Each distinct hash is checked once (scrypt is slow on purpose).
 */
export const accountsWithDemoPassword = async (db: TDatabase): Promise<string[]> => {
  const rows = await passwordHashesOf(
    db,
    DEMO_ACCOUNTS.map((account) => account.loginName),
  );
  const verdicts = new Map<string, Promise<boolean>>();
  const isDemo = (hash: string) => {
    const known = verdicts.get(hash) ?? verifyPassword(DEMO_PASSWORD, hash);
    verdicts.set(hash, known);
    return known;
  };
  const flagged = await Promise.all(
    rows.map(async (row) => ((await isDemo(row.passwordHash)) ? row.loginName : null)),
  );
  return flagged.filter((name): name is string => name !== null).sort();
};

/**
 * What `npm start` tells a newcomer: the demo accounts that still log in with the published password,
 * one line each, and where their codes land. Empty when none does (a deployment, or passwords changed).
 */
export const demoAccountsWelcome = async (db: TDatabase, codesGoTo: string): Promise<string[]> => {
  const usable = new Set(await accountsWithDemoPassword(db));
  const lines = DEMO_ACCOUNTS.filter((account) => usable.has(account.loginName)).map(
    (account) =>
      `  ${account.loginName.padEnd(15)} ${(account.roles ?? []).map(roleLabel).join('、')}：` +
      `${account.displayName}，${account.corpName}${account.secondAuth ? '（登录需验证码）' : ''}`,
  );
  if (lines.length === 0) return [];
  return [`演示账号（密码均为 ${DEMO_PASSWORD}）：`, ...lines, `验证码不真正发出，写在：${codesGoTo}`];
};
