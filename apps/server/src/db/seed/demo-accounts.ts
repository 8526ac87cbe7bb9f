import { PERMISSIONS, ROLES } from '@supportal/contract';
import { inArray } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../modules/auth/password-hash.js';
import type { TDatabase } from '../database.js';
import { accounts, authorities, roleAuthorities } from '../schema.js';
import {
  CITY_UNITS,
  COMPANY_EMAIL_DOMAIN,
  HEADQUARTERS,
  PROVINCE_UNITS,
  type TPurchasingUnit,
} from './areas-and-orgs.js';

/** The password of every demo account (README, Demo accounts). Demo databases only. */
export const DEMO_PASSWORD = 'Demo@2026';

type TAuthorityRow = typeof authorities.$inferInsert;

/** A page of the supplier management system (SUP_MAN_URL), opened by the frame form at its tUrl. */
const frame = (menuCode: string, tUrl: string) =>
  `/purHome/postIframe?menuCode=${menuCode}&url=SUP_MAN_URL&tUrl=${encodeURIComponent(tUrl)}`;
const P = PERMISSIONS;

/** The menu of spec section 1: workbench, embedded business systems, and the staff's approvals. */
const AUTHORITIES: readonly TAuthorityRow[] = [
  { code: P.workbench, name: '我的工作台', parentCode: null, url: '/purHome/workBench', sort: 10 },
  { code: P.business, name: '业务协同', parentCode: null, url: '', sort: 20 },
  {
    code: P.orderManage,
    name: '订单管理',
    parentCode: P.business,
    url: frame(P.orderManage, '/order/list'),
    sort: 21,
  },
  {
    code: P.settlementManage,
    name: '结算管理',
    parentCode: P.business,
    url: frame(P.settlementManage, '/settlement/bill'),
    sort: 22,
  },
  { code: P.supplierService, name: '供应商服务', parentCode: null, url: '', sort: 30 },
  {
    code: P.supplierInfoManage,
    name: '供应商管理',
    parentCode: P.supplierService,
    url: frame(P.supplierInfoManage, '/supplier/info'),
    sort: 31,
  },
  {
    code: P.supplierLevel,
    name: '供应商等级',
    parentCode: P.supplierService,
    url: `/purHome/postIframe?menuCode=${P.supplierLevel}&iframeType=IframePage4A&url=4A_SUPPLIER_LEVEL`,
    sort: 32,
  },
  {
    code: P.blockchainCollab,
    name: '区块链供应链协同',
    parentCode: P.supplierService,
    url: '/purHome/getIframe?url=BLOCKCHAIN_SC_COLLAB_URL',
    sort: 33,
  },
  {
    code: P.labelSystem,
    name: '标签系统',
    parentCode: P.supplierService,
    url: '/purHome/getIframe?type=noJoin&url=JY_LABLE',
    sort: 34,
  },
  { code: P.purchaseManage, name: '采购管理', parentCode: null, url: '', sort: 40 },
  {
    code: P.noticeReview,
    name: '公告审核',
    parentCode: P.purchaseManage,
    url: '/purHome/workBench',
    sort: 41,
  },
  {
    code: P.supplierReview,
    name: '供应商审核',
    parentCode: P.purchaseManage,
    url: '/purHome/workBench',
    sort: 42,
  },
  {
    code: P.negativeBehaviourRecord,
    name: '负面行为录入',
    parentCode: P.purchaseManage,
    url: '/purHome/negativeBehaviour',
    sort: 43,
  },
  {
    code: P.demandCollect,
    name: '需求提报',
    parentCode: P.purchaseManage,
    url: '/purHome/demandCollect',
    sort: 44,
  },
];

const SUPPLIER_AUTHORITIES = [
  P.workbench,
  P.business,
  P.orderManage,
  P.settlementManage,
  P.supplierService,
  P.supplierInfoManage,
  P.supplierLevel,
  P.blockchainCollab,
  P.labelSystem,
];
/** A sub-account created by the supplier's main account: orders and settlement only. */
const SUPPLIER_SUB_ACCOUNT_AUTHORITIES = [P.business, P.orderManage, P.settlementManage];
const STAFF_AUTHORITIES = [
  P.workbench,
  P.purchaseManage,
  P.noticeReview,
  P.supplierReview,
  P.negativeBehaviourRecord,
];

const ROLE_AUTHORITIES: Record<string, readonly string[]> = {
  [ROLES.supplier]: SUPPLIER_AUTHORITIES,
  [ROLES.supplierSubAccount]: SUPPLIER_SUB_ACCOUNT_AUTHORITIES,
  [ROLES.staffHeadquarters]: [...STAFF_AUTHORITIES, P.supplierService, P.supplierLevel],
  [ROLES.staffProvince]: STAFF_AUTHORITIES,
  [ROLES.staffCity]: [...STAFF_AUTHORITIES, P.demandCollect],
};

type TDemoAccount = Omit<typeof accounts.$inferInsert, 'passwordHash'>;

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
  role: string,
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
  roles: [role],
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
];

/** Menu authorities, roles and the demo accounts; existing rows are kept. Returns accounts added. */
export const seedDemoAccounts = async (db: TDatabase): Promise<number> => {
  await db
    .insert(authorities)
    .values([...AUTHORITIES])
    .onConflictDoNothing();
  await db
    .insert(roleAuthorities)
    .values(
      Object.entries(ROLE_AUTHORITIES).flatMap(([role, codes]) =>
        codes.map((authorityCode) => ({ role, authorityCode })),
      ),
    )
    .onConflictDoNothing();
  // One hash for all: they share the published demo password anyway, and seeding stays fast.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const inserted = await db
    .insert(accounts)
    .values(DEMO_ACCOUNTS.map((account) => ({ ...account, passwordHash })))
    .onConflictDoNothing()
    .returning({ id: accounts.id });
  return inserted.length;
};

/**
 * The demo accounts (by login name) that still log in with the published DEMO_PASSWORD: a deployment
 * refuses to start while there is one. Each distinct hash is checked once (scrypt is slow on purpose).
 */
export const accountsWithDemoPassword = async (db: TDatabase): Promise<string[]> => {
  const rows = await db
    .select({ loginName: accounts.loginName, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(
      inArray(
        accounts.loginName,
        DEMO_ACCOUNTS.map((account) => account.loginName),
      ),
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
