import { z } from 'zod';
import { APPROVAL_RECORD_STATUSES } from '../workflow/approval-record-statuses.js';
import { MOBILE_PATTERN } from '../common/constants.js';
import { idString, optionalText, plainString, requiredText } from '../common/fields.js';
import { isValidUscc } from './uscc.js';

/** Product categories a supplier may offer (企业信息 → 产品类别). */
export const PRODUCT_CATEGORIES = [
  { code: 'TOWER', label: '通信铁塔' },
  { code: 'FIBER_CABLE', label: '光缆及配件' },
  { code: 'POWER', label: '电源及储能设备' },
  { code: 'AIR_CONDITIONING', label: '机房空调' },
  { code: 'CONSTRUCTION', label: '通信工程施工' },
  { code: 'DESIGN', label: '勘察设计' },
  { code: 'SUPERVISION', label: '工程监理' },
  { code: 'MAINTENANCE', label: '代维服务' },
  { code: 'IT_SERVICE', label: '信息化服务' },
] as const;

/** Kinds of qualification certificate (资质证书类型). */
export const CERTIFICATE_TYPES = [
  { code: 'BUSINESS_LICENSE', label: '营业执照' },
  { code: 'SAFETY_PRODUCTION', label: '安全生产许可证' },
  { code: 'CONSTRUCTION_QUALIFICATION', label: '建筑业企业资质证书' },
  { code: 'TELECOM_ENGINEERING', label: '通信工程施工总承包资质' },
  { code: 'ISO9001', label: 'ISO 9001 质量管理体系认证' },
  { code: 'ISO14001', label: 'ISO 14001 环境管理体系认证' },
  { code: 'ISO45001', label: 'ISO 45001 职业健康安全管理体系认证' },
  { code: 'OTHER', label: '其他资质' },
] as const;

export const labelOf = (list: readonly { code: string; label: string }[], code: string) =>
  list.find((item) => item.code === code)?.label ?? code;

export const SUPPLIER_RECORD_LIMITS = {
  contacts: 20,
  bankAccounts: 10,
  certificates: 30,
  /** 注册资本（万元）. */
  maxRegisteredCapital: 100_000_000,
} as const;

export const SUPPLIER_RECORD_MESSAGES = {
  usccRequired: '统一社会信用代码不能为空',
  usccInvalid: '统一社会信用代码格式或校验位不正确',
  capital: '注册资本应为大于 0 的金额（万元），最多两位小数',
  mobile: '请输入正确的手机号',
  email: '请输入正确的邮箱',
  accountNumber: '银行账号应为 8–30 位数字',
  accountNumberRequired: '请填写银行账号',
  dateFormat: '日期格式应为 YYYY-MM-DD',
  validToBeforeFrom: '有效期止不能早于有效期起',
  categoriesRequired: '请至少选择一个产品类别',
  contactsRequired: '请至少填写一位联系人',
  bankAccountsRequired: '请至少填写一个银行账户',
} as const;
const M = SUPPLIER_RECORD_MESSAGES;

const trimmedUpper = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
const trimmedText = (value: unknown) =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value;
const optionalId = () =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), idString('id').optional());
const dateText = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().slice(0, 10) : value),
    z.string({ error: `${label}不能为空` }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.dateFormat }),
  );

export const ZSupplierBaseFields = z.object({
  supplierName: requiredText('企业名称', 100),
  uscc: z.preprocess(
    trimmedUpper,
    z
      .string({ error: M.usccRequired })
      .min(1, { error: M.usccRequired })
      .refine(isValidUscc, { error: M.usccInvalid }),
  ),
  legalRepresentative: requiredText('法定代表人', 50),
  registeredCapital: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: M.capital })
      .gt(0, { error: M.capital })
      .max(SUPPLIER_RECORD_LIMITS.maxRegisteredCapital, { error: M.capital })
      .refine((value) => Math.round(value * 100) === value * 100, { error: M.capital }),
  ),
  address: requiredText('注册地址', 200),
  businessScope: requiredText('经营范围', 2000),
});

export const ZContactFields = z.object({
  id: optionalId(),
  name: requiredText('联系人姓名', 50),
  position: optionalText(50),
  mobile: z.preprocess(trimmedText, z.string({ error: M.mobile }).regex(MOBILE_PATTERN, { error: M.mobile })),
  email: z.preprocess(
    (value) => (value === '' || value === null ? undefined : trimmedText(value)),
    plainString(M.email)
      .max(100, { error: M.email })
      .pipe(z.email({ error: M.email }))
      .optional(),
  ),
});

export const ZBankAccountFields = z.object({
  id: optionalId(),
  accountName: requiredText('开户名称', 100),
  bankName: requiredText('开户银行', 100),
  branchName: requiredText('开户支行', 100),
  /** Left out for a kept account: the stored number stays (the page only ever sees it masked). */
  accountNumber: z.preprocess(
    (value) => (value === '' || value === null ? undefined : trimmedText(value)),
    z
      .string({ error: M.accountNumber })
      .regex(/^\d{8,30}$/, { error: M.accountNumber })
      .optional(),
  ),
});

export const ZCertificateFields = z
  .object({
    id: optionalId(),
    certType: z.enum(CERTIFICATE_TYPES.map((item) => item.code) as [string, ...string[]], {
      error: '请选择证书类型',
    }),
    certNumber: requiredText('证书编号', 64),
    issuer: requiredText('发证机关', 100),
    validFrom: dateText('有效期起'),
    validTo: dateText('有效期止'),
    fileId: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      idString('扫描件').optional(),
    ),
  })
  .refine((certificate) => certificate.validTo >= certificate.validFrom, {
    error: M.validToBeforeFrom,
    path: ['validTo'],
  });

/** 资质证书 rows of a record (also of a registration, which needs its licence among them). */
export const ZCertificateList = z
  .array(ZCertificateFields, { error: '资质证书格式不正确' })
  .max(SUPPLIER_RECORD_LIMITS.certificates, {
    error: `资质证书最多${SUPPLIER_RECORD_LIMITS.certificates}个`,
  });

/** 产品类别: at least one, none twice. */
export const ZProductCategories = z
  .array(z.enum(PRODUCT_CATEGORIES.map((item) => item.code) as [string, ...string[]]), {
    error: M.categoriesRequired,
  })
  .min(1, { error: M.categoriesRequired })
  .refine((codes) => new Set(codes).size === codes.length, { error: '产品类别不能重复' });

/** The whole company record a supplier proposes (every section; rows keep the id of the row they change). */
export const ZSupplierRecordFields = z.object({
  base: ZSupplierBaseFields,
  contacts: z
    .array(ZContactFields, { error: M.contactsRequired })
    .min(1, { error: M.contactsRequired })
    .max(SUPPLIER_RECORD_LIMITS.contacts, { error: `联系人最多${SUPPLIER_RECORD_LIMITS.contacts}位` }),
  bankAccounts: z
    .array(ZBankAccountFields, { error: M.bankAccountsRequired })
    .min(1, { error: M.bankAccountsRequired })
    .max(SUPPLIER_RECORD_LIMITS.bankAccounts, {
      error: `银行账户最多${SUPPLIER_RECORD_LIMITS.bankAccounts}个`,
    }),
  certificates: ZCertificateList,
  categories: ZProductCategories,
});
export type TSupplierRecordFields = z.infer<typeof ZSupplierRecordFields>;

/** A company record as shown: rows with their ids, bank numbers masked, certificate scans named. */
export const ZSupplierRecord = z.object({
  supplierCode: z.string(),
  version: z.number().int().describe('当前生效版本号，0 表示尚未审核通过任何版本'),
  base: z.object({
    supplierName: z.string(),
    uscc: z.string(),
    legalRepresentative: z.string(),
    registeredCapital: z.number().describe('注册资本（万元）'),
    address: z.string(),
    businessScope: z.string(),
  }),
  contacts: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      position: z.string().nullable(),
      mobile: z.string(),
      email: z.string().nullable(),
    }),
  ),
  bankAccounts: z.array(
    z.object({
      id: z.string(),
      accountName: z.string(),
      bankName: z.string(),
      branchName: z.string(),
      accountNumberMasked: z.string().describe('只显示后四位'),
    }),
  ),
  certificates: z.array(
    z.object({
      id: z.string(),
      certType: z.string(),
      certTypeName: z.string(),
      certNumber: z.string(),
      issuer: z.string(),
      validFrom: z.string(),
      validTo: z.string(),
      file: z.object({ fileId: z.string(), fileName: z.string() }).nullable(),
    }),
  ),
  categories: z.array(z.object({ code: z.string(), label: z.string() })),
});
export type TSupplierRecord = z.infer<typeof ZSupplierRecord>;

export const SUPPLIER_RECORD_SECTIONS = [
  'base',
  'contacts',
  'bankAccounts',
  'certificates',
  'categories',
] as const;

/** Field-by-field differences, per section and row; values are display text (bank numbers masked). */
export const ZSupplierRecordDiff = z.array(
  z.object({
    section: z.enum(SUPPLIER_RECORD_SECTIONS),
    rowKey: z.string(),
    rowTitle: z.string().describe('该行的名称（联系人姓名、开户银行、证书类型等）'),
    change: z.enum(['added', 'removed', 'changed']),
    fields: z.array(z.object({ field: z.string(), old: z.string().nullable(), new: z.string().nullable() })),
  }),
);
export type TSupplierRecordDiff = z.infer<typeof ZSupplierRecordDiff>;

/** Change request statuses (供应商信息变更申请). */
export const SUPPLIER_CHANGE_STATUSES = APPROVAL_RECORD_STATUSES;
export type TSupplierChangeStatus = (typeof SUPPLIER_CHANGE_STATUSES)[keyof typeof SUPPLIER_CHANGE_STATUSES];
export const SUPPLIER_CHANGE_STATUS_LABELS: Readonly<Record<TSupplierChangeStatus, string>> = {
  editing: '待提交',
  'in-review': '审核中',
  approved: '已通过',
  rejected: '已驳回',
  cancelled: '已撤销',
};
export const OPEN_SUPPLIER_CHANGE_STATUSES = [
  SUPPLIER_CHANGE_STATUSES.editing,
  SUPPLIER_CHANGE_STATUSES.inReview,
] as const;

export const ZSupplierChangeRequest = z.object({
  id: z.string(),
  supplierCode: z.string(),
  supplierName: z.string(),
  status: z.enum(Object.values(SUPPLIER_CHANGE_STATUSES) as [string, ...string[]]),
  requesterName: z.string(),
  submittedAt: z.string().describe('YYYY-MM-DD HH:mm:ss'),
  decidedAt: z.string().nullable(),
  baseVersion: z.number().int(),
  approvedVersion: z.number().int().nullable(),
  processInstID: z.string(),
  processInstStatus: z.number().int(),
  currentStateName: z.string(),
  /** The latest reviewer's opinion on a return or rejection. */
  reviewComment: z.string().nullable(),
  touchesBankAccounts: z.boolean(),
  diff: ZSupplierRecordDiff,
  proposed: ZSupplierRecord,
  /** The starter's open edit task (withdrawn or returned): edit, resubmit or cancel through it. */
  editWorkItemID: z.string().nullable(),
  canWithdraw: z.boolean().describe('已提交且审核人尚未处理'),
});
export type TSupplierChangeRequest = z.infer<typeof ZSupplierChangeRequest>;
