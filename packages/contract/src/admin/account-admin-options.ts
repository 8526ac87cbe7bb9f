// The account list's kinds, states, levels and messages, apart from its schemas: links and labels on
// every page use them, and a module holding a schema is built wherever one of its constants is used.

/** A staff account's userOrgLevel ('01' 总部, '02' 省分, '03' 地市) for each org level ('1', '2', '3'). */
export const STAFF_ORG_LEVEL_OF = { '1': '01', '2': '02', '3': '03' } as const;
export const STAFF_ORG_LEVELS = Object.values(STAFF_ORG_LEVEL_OF);
export type TStaffOrgLevel = (typeof STAFF_ORG_LEVELS)[number];
export const STAFF_ORG_LEVEL_LABELS: Readonly<Record<TStaffOrgLevel, string>> = {
  '01': '总部',
  '02': '省分',
  '03': '地市',
};

/** Kinds the account list filters by: staff, supplier main accounts, supplier sub-accounts. */
export const ADMIN_ACCOUNT_KINDS = {
  staff: '员工',
  supplier: '供应商主账号',
  supplierSub: '供应商子账号',
} as const;
export type TAdminAccountKind = keyof typeof ADMIN_ACCOUNT_KINDS;

/** Account states the list filters by; 'locked': a lockout in the last 24 h not followed by a login or unlock. */
export const ADMIN_ACCOUNT_STATUSES = { enabled: '启用', disabled: '已停用', locked: '已锁定' } as const;
export type TAdminAccountStatus = keyof typeof ADMIN_ACCOUNT_STATUSES;

export const ADMIN_ACCOUNT_PAGE_SIZE = 20;

export const ACCOUNT_ADMIN_MESSAGES = {
  rolesRequired: '请至少选择一个角色',
  orgLevelInvalid: "orgLevel 应为 '01'、'02' 或 '03'",
  kindInvalid: "kind 应为 'staff'、'supplier' 或 'supplierSub'",
  statusInvalid: "status 应为 'enabled'、'disabled' 或 'locked'",
  supplierCodeInvalid: '请输入正确的供应商编码',
} as const;
