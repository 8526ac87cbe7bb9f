import { PERMISSIONS, ROLES } from '@supportal/contract';
import { inArray } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { authorities, roleAuthorities, shippedReferenceRows } from '../../db/schema/index.js';

type TAuthorityRow = typeof authorities.$inferInsert;

/** A page of the supplier management system (SUP_MAN_URL), opened by the frame form at its tUrl. */
const frame = (menuCode: string, tUrl: string) =>
  `/purHome/postIframe?menuCode=${menuCode}&url=SUP_MAN_URL&tUrl=${encodeURIComponent(tUrl)}`;
const P = PERMISSIONS;

/**
 * The menu the product ships with (spec section 1): workbench, embedded business systems, sub-account
 * management and the staff's approvals. Every database gets it at start-up (installShippedMenu).
 */
export const SHIPPED_AUTHORITIES: readonly TAuthorityRow[] = [
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
    code: P.supplierInfo,
    name: '企业信息',
    parentCode: P.supplierService,
    url: '/purHome/supplierInfo',
    sort: 30,
  },
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
    // The work bench narrowed to the process the item reviews.
    url: '/purHome/workBench?process=NOTICE_PUBLISH',
    sort: 41,
  },
  {
    code: P.supplierReview,
    name: '供应商审核',
    parentCode: P.purchaseManage,
    url: '/purHome/workBench?process=SUPPLIER_INFO_CHANGE',
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
    code: P.blacklistQuery,
    name: '黑名单查询',
    parentCode: null,
    url: '/purHome/blacklist',
    sort: 46,
  },
  {
    code: P.demandCollect,
    name: '需求提报',
    parentCode: P.purchaseManage,
    url: '/purHome/demandCollect',
    sort: 44,
  },
  {
    code: P.noticePublish,
    name: '公告管理',
    parentCode: P.purchaseManage,
    url: '/purHome/console/notices',
    sort: 45,
  },
  {
    code: P.statistics,
    name: '统计分析',
    parentCode: P.purchaseManage,
    url: '/purHome/statistics',
    sort: 47,
  },
  { code: P.savedSearches, name: '我的订阅', parentCode: null, url: '/purHome/savedSearches', sort: 70 },
  { code: P.subAccountManage, name: '子账号管理', parentCode: null, url: '/purHome/subAccounts', sort: 80 },
  { code: P.admin, name: '系统管理', parentCode: null, url: '', sort: 90 },
  { code: P.adminAudit, name: '审计日志', parentCode: P.admin, url: '/purHome/admin/audit', sort: 91 },
  {
    code: P.adminDictionary,
    name: '字典管理',
    parentCode: P.admin,
    url: '/purHome/admin/dictionary',
    sort: 92,
  },
  {
    code: P.adminDownloads,
    name: '下载专区管理',
    parentCode: P.admin,
    url: '/purHome/admin/downloads',
    sort: 93,
  },
  {
    code: P.adminAccounts,
    name: '账号管理',
    parentCode: P.admin,
    url: '/purHome/admin/accounts',
    sort: 94,
  },
  {
    code: P.adminAuthorities,
    name: '菜单权限',
    parentCode: P.admin,
    url: '/purHome/admin/authorities',
    sort: 95,
  },
  {
    code: P.adminApiClients,
    name: '接口客户端',
    parentCode: P.admin,
    url: '/purHome/admin/api-clients',
    sort: 96,
  },
];

/**
 * What a sub-account may ever be granted: the supplier's menu without account management and without
 * the pages only a main account opens (供应商等级, 区块链供应链协同: LEVEL_GATED_ENTRIES).
 */
const SUPPLIER_SUB_ACCOUNT_AUTHORITIES = [
  P.workbench,
  P.business,
  P.orderManage,
  P.settlementManage,
  P.supplierService,
  P.supplierInfoManage,
  P.labelSystem,
  P.savedSearches,
  P.blacklistQuery,
];
const STAFF_AUTHORITIES = [
  P.workbench,
  P.purchaseManage,
  P.noticeReview,
  P.supplierReview,
  P.negativeBehaviourRecord,
  P.noticePublish,
  P.savedSearches,
  P.blacklistQuery,
  P.statistics,
];

/**
 * Which authorities each shipped role grants. A sub-account's role is an upper bound: what it sees
 * is what a main account granted it (account_authority_grants) within this and the main role.
 */
export const SHIPPED_ROLE_AUTHORITIES: Readonly<Record<string, readonly string[]>> = {
  // 企业信息 (the company record, its bank accounts) stays with main accounts.
  [ROLES.supplier]: [
    ...SUPPLIER_SUB_ACCOUNT_AUTHORITIES,
    P.supplierLevel,
    P.blockchainCollab,
    P.subAccountManage,
    P.supplierInfo,
  ],
  [ROLES.supplierSubAccount]: SUPPLIER_SUB_ACCOUNT_AUTHORITIES,
  // Staff are no supplier: the supplier-level page would always refuse them.
  [ROLES.staffHeadquarters]: STAFF_AUTHORITIES,
  [ROLES.staffProvince]: STAFF_AUTHORITIES,
  [ROLES.staffCity]: [...STAFF_AUTHORITIES, P.demandCollect],
  [ROLES.admin]: [
    P.admin,
    P.adminAudit,
    P.adminDictionary,
    P.adminDownloads,
    P.adminAccounts,
    P.adminAuthorities,
    P.adminApiClients,
  ],
};

const roleAuthorityKey = (role: string, code: string) => `${role}|${code}`;

/**
 * Installs the shipped rows not installed before, in one transaction. A row installed once is never
 * written again: an administrator's renames, moves and deletions stay, and rows added by a later
 * release still arrive. Several instances starting together insert each row at most once.
 */
export const installShippedMenu = async (db: TDatabase): Promise<void> => {
  await db.transaction(async (tx) => {
    const installed = await tx
      .select({ kind: shippedReferenceRows.kind, key: shippedReferenceRows.key })
      .from(shippedReferenceRows)
      .where(inArray(shippedReferenceRows.kind, ['authority', 'role-authority']));
    const done = new Set(installed.map((row) => `${row.kind}:${row.key}`));
    const newAuthorities = SHIPPED_AUTHORITIES.filter((row) => !done.has(`authority:${row.code}`));
    const newGrants = Object.entries(SHIPPED_ROLE_AUTHORITIES).flatMap(([role, codes]) =>
      codes
        .filter((code) => !done.has(`role-authority:${roleAuthorityKey(role, code)}`))
        .map((authorityCode) => ({ role, authorityCode })),
    );
    if (newAuthorities.length === 0 && newGrants.length === 0) return;
    if (newAuthorities.length > 0) {
      await tx
        .insert(authorities)
        .values([...newAuthorities])
        .onConflictDoNothing();
    }
    // A grant whose authority an administrator deleted is not brought back with it.
    const codes = [...new Set(newGrants.map((grant) => grant.authorityCode))];
    const present = new Set(
      codes.length === 0
        ? []
        : (
            await tx
              .select({ code: authorities.code })
              .from(authorities)
              .where(inArray(authorities.code, codes))
          ).map((row) => row.code),
    );
    const grants = newGrants.filter((grant) => present.has(grant.authorityCode));
    if (grants.length > 0) await tx.insert(roleAuthorities).values(grants).onConflictDoNothing();
    await tx
      .insert(shippedReferenceRows)
      .values([
        ...newAuthorities.map((row) => ({ kind: 'authority', key: row.code })),
        ...newGrants.map((grant) => ({
          kind: 'role-authority',
          key: roleAuthorityKey(grant.role, grant.authorityCode),
        })),
      ])
      .onConflictDoNothing();
  });
};
