/**
 * Permission keys: the menu authority codes of spec section 6 (one per workspace item) and what staff
 * may do. Accounts hold roles, roles grant authorities; an authority code is a permission. Server
 * endpoints declare the key they need; the web's access module asks the same keys for guard, menu and
 * buttons.
 */
export const PERMISSIONS = {
  /** 我的工作台: to-do and done tasks, and the sign-on ticket of the task window (login/getToken). */
  workbench: 'WORKBENCH',
  /** 业务协同 group and its partner systems. */
  business: 'BUSINESS',
  orderManage: 'SUP_ORDER_MANAGE',
  settlementManage: 'SUP_SETTLEMENT_MANAGE',
  /** 供应商服务 group and its partner systems. */
  supplierService: 'SUPPLIER_SERVICE',
  supplierInfoManage: 'SUP_INFO_MANAGE',
  supplierLevel: 'SUP_LEVEL',
  blockchainCollab: 'SUP_BLOCKCHAIN_COLLAB',
  labelSystem: 'SUP_LABEL_SYSTEM',
  /** 采购管理 group: staff approvals. */
  purchaseManage: 'PURCHASE_MANAGE',
  noticeReview: 'NOTICE_REVIEW',
  supplierReview: 'SUPPLIER_REVIEW',
  /** 负面行为录入: record a supplier's negative behaviour and start the black-list publication process. */
  negativeBehaviourRecord: 'NEGATIVE_BEHAVIOUR_RECORD',
  /** 黑名单查询: who is under a black-list now (suppliers and staff; never anonymous visitors). */
  blacklistQuery: 'BLACKLIST_QUERY',
  /** 统计分析: statistics of the staff member's unit and the units below it (总部: all). */
  statistics: 'STATISTICS',
  /** 需求提报: submit a purchase demand for review (module DEMAND_COLLECT). */
  demandCollect: 'DEMAND_COLLECT',
  /** 企业信息: the supplier's own company record and its change requests (supplier main accounts). */
  supplierInfo: 'SUP_COMPANY_INFO',
  /** 子账号管理: a supplier's main account creates, edits, disables and grants its company's sub-accounts. */
  subAccountManage: 'SUP_ACCOUNT_MANAGE',
  /** 公告管理: write, submit, amend and withdraw notices in the staff console (/purHome/console). */
  noticePublish: 'NOTICE_PUBLISH',
  /** 我的订阅: saved searches and their alerts (in-app, e-mail, chat-group robots). */
  savedSearches: 'SAVED_SEARCHES',
  /** 系统管理 group: administration under /purHome/admin (README, Administration). */
  admin: 'ADMIN',
  adminAudit: 'ADMIN_AUDIT',
  adminDictionary: 'ADMIN_DICTIONARY',
  adminDownloads: 'ADMIN_DOWNLOADS',
  adminAccounts: 'ADMIN_ACCOUNTS',
  adminAuthorities: 'ADMIN_AUTHORITIES',
  adminApiClients: 'ADMIN_API_CLIENTS',
} as const;
export type TPermission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

const KNOWN_PERMISSIONS: ReadonlySet<string> = new Set(Object.values(PERMISSIONS));
export const isPermission = (value: string): value is TPermission => KNOWN_PERMISSIONS.has(value);

/**
 * Who may call an endpoint: anyone, anyone logged in, a logged-in holder of one permission, or an
 * upstream system with an API client credential (the publishing API; never a user session).
 * 'anySession' also lets in a session whose account must first change an issued password: the few
 * calls of that step (who am I, change the password, log out); every other call refuses it (403).
 */
export type TEndpointAccess = 'public' | 'session' | 'anySession' | { permission: TPermission } | 'apiClient';

/** The permission an access rule needs, or null for 'public' and 'session'. */
export const requiredPermission = (access: TEndpointAccess): TPermission | null =>
  typeof access === 'object' ? access.permission : null;

/** Whether an access rule needs a logged-in caller. */
export const needsSession = (access: TEndpointAccess): boolean =>
  access !== 'public' && access !== 'apiClient';

/** Whether a call stays open to an account that must first change its issued password. */
export const allowsPasswordChangePending = (access: TEndpointAccess): boolean => access === 'anySession';

/** Whether an access rule needs an API client credential (and refuses user sessions). */
export const needsApiClient = (access: TEndpointAccess): boolean => access === 'apiClient';

/** Account kinds (accounts.kind). */
export const ACCOUNT_KINDS = { supplier: 'supplier', staff: 'staff' } as const;
export type TAccountKind = (typeof ACCOUNT_KINDS)[keyof typeof ACCOUNT_KINDS];

/** Roles the product ships with, and the Chinese name users see for each. */
export const ROLES = {
  supplier: 'SUPPLIER',
  supplierSubAccount: 'SUPPLIER_SUB',
  staffHeadquarters: 'STAFF_HQ',
  staffProvince: 'STAFF_PROV',
  staffCity: 'STAFF_CITY',
  admin: 'ADMIN',
} as const;

export const ROLE_LABELS: Readonly<Record<string, string>> = {
  [ROLES.supplier]: '供应商主账号',
  [ROLES.supplierSubAccount]: '供应商子账号',
  [ROLES.staffHeadquarters]: '总部采购人员',
  [ROLES.staffProvince]: '省分采购人员',
  [ROLES.staffCity]: '地市采购人员',
  [ROLES.admin]: '系统管理员',
};

/** A role's Chinese name; a role added by an administrator without a known name shows as 其他角色. */
export const roleLabel = (role: string): string => ROLE_LABELS[role] ?? '其他角色';
