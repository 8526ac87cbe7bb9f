import { z } from 'zod';
import { mobileNumber, opaqueId } from '../auth/login-fields.js';
import { optionalEmail } from '../common/contact-fields.js';
import { optionalText, plainString, requiredText } from '../common/fields.js';
import {
  ZCertificateList,
  ZProductCategories,
  ZSupplierBaseFields,
  ZSupplierRecord,
} from '../supplier-info/supplier-record.js';

/**
 * 供应商注册 (issue 21, item 5): a company applies without an account; the application is reviewed in
 * the work bench (准入审核) and its approval creates the supplier record (version 1) and the main account.
 */
export const REGISTRATION_STATUSES = {
  inReview: 'in-review',
  returned: 'returned',
  approved: 'approved',
  rejected: 'rejected',
} as const;
export type TRegistrationStatus = (typeof REGISTRATION_STATUSES)[keyof typeof REGISTRATION_STATUSES];

export const REGISTRATION_STATUS_LABELS: Readonly<Record<TRegistrationStatus, string>> = {
  'in-review': '审核中',
  returned: '已退回，待修改',
  approved: '审核通过',
  rejected: '审核未通过',
};

/** Categories bought nationally (集中采购): their applications are reviewed by 总部, not the province. */
export const NATIONAL_PRODUCT_CATEGORIES: readonly string[] = ['TOWER', 'POWER'];

/** The page a correction link opens (its token in the query); the server writes it into the message. */
export const REGISTRATION_CORRECTION_PAGE = '/register/correct';

export const REGISTRATION_LIMITS = {
  /** Scans one registration session (or correction) may upload. */
  uploadsPerSession: 20,
  /** How long a registration session stays usable after the page opened it. */
  sessionTtlMs: 2 * 60 * 60 * 1000,
} as const;

export const REGISTRATION_MESSAGES = {
  licenceRequired: '请上传营业执照扫描件（证书类型选“营业执照”并上传扫描件）',
  scanRequired: '请上传证书扫描件',
  usccTaken: '该统一社会信用代码已注册或已有审核中的注册申请',
  sessionExpired: '注册页面已过期，请刷新页面后重新填写',
  correctionInvalid: '修改链接无效或申请已不能修改',
  notFound: '未找到该申请：请核对申请编号与手机号',
  tooManyUploads: `每次注册最多上传${REGISTRATION_LIMITS.uploadsPerSession}个文件`,
  mobileFixed: '联系人手机号已验证，修改申请时不能更换',
} as const;

/** Where the applicant can be reached: the mobile is verified with a code before the application is taken. */
export const ZRegistrationContact = z.object({
  name: requiredText('联系人姓名', 50),
  position: optionalText(50),
  mobile: mobileNumber(),
  email: optionalEmail(),
});

/** What a company fills in: the base fields of 企业信息, categories, certificates with scans, one contact. */
export const ZRegistrationFields = z.object({
  base: ZSupplierBaseFields,
  categories: ZProductCategories,
  certificates: ZCertificateList.min(1, { error: REGISTRATION_MESSAGES.licenceRequired })
    .refine((rows) => rows.every((row) => row.fileId !== undefined), {
      error: REGISTRATION_MESSAGES.scanRequired,
    })
    .refine((rows) => rows.some((row) => row.certType === 'BUSINESS_LICENSE'), {
      error: REGISTRATION_MESSAGES.licenceRequired,
    }),
  contact: ZRegistrationContact,
});
export type TRegistrationFields = z.infer<typeof ZRegistrationFields>;

/** The registration session the page opened (uploads and the mobile code are bound to it). */
export const registrationToken = () => opaqueId(REGISTRATION_MESSAGES.sessionExpired);
/** The token of a correction link (sent with a return). */
export const correctionToken = () => opaqueId(REGISTRATION_MESSAGES.correctionInvalid);

/** 申请编号: ZC, the date and six random digits. */
export const APPLICATION_NO_PATTERN = /^ZC\d{14}$/;
export const applicationNo = () =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
    plainString('请输入申请编号').regex(APPLICATION_NO_PATTERN, { error: '申请编号格式不正确' }),
  );

/** An application as reviewers see it: the company record it proposes and where it stands. */
export const ZSupplierRegistration = z.object({
  id: z.string(),
  applicationNo: z.string(),
  status: z.enum(Object.values(REGISTRATION_STATUSES) as [TRegistrationStatus, ...TRegistrationStatus[]]),
  statusName: z.string(),
  submittedAt: z.string().describe('YYYY-MM-DD HH:mm:ss'),
  decidedAt: z.string().nullable(),
  reviewUnitName: z.string().describe('审核单位：注册地址所在省分，全国集采品类为总部'),
  reviewComment: z.string().nullable().describe('最近一次退回或驳回的意见'),
  loginName: z.string().describe('审核通过后的主账号登录名（统一社会信用代码）'),
  supplierCode: z.string().nullable().describe('审核通过后创建的供应商编码'),
  /** The proposed record, shaped like 企业信息 (no bank accounts; the contact as the only contact). */
  record: ZSupplierRecord,
});
export type TSupplierRegistration = z.infer<typeof ZSupplierRegistration>;
