import { z } from 'zod';
import { optionalEmail } from '../common/contact-fields.js';
import { optionalText, plainString } from '../common/fields.js';
import { PROCUREMENT_NOTICE_TYPES } from '../common/notice-types.js';

/** What the structured procurement fields are called on screen and in error messages. */
export const PROCUREMENT_FIELD_LABELS = {
  bidDeadline: '投标截止时间',
  bidOpeningTime: '开标时间',
  budgetAmount: '预算金额',
  budgetCurrency: '预算币种',
  projectNumber: '项目编号',
  contactName: '联系人',
  contactPhone: '联系电话',
  contactEmail: '联系邮箱',
} as const;
export type TProcurementFieldName = keyof typeof PROCUREMENT_FIELD_LABELS;
export const PROCUREMENT_FIELD_NAMES = Object.keys(PROCUREMENT_FIELD_LABELS) as TProcurementFieldName[];

/** The currency of a budget given without one. */
export const DEFAULT_BUDGET_CURRENCY = 'CNY';
/** numeric(18, 2) in the database: 16 digits before the point. */
export const BUDGET_AMOUNT_MAX_INTEGER_DIGITS = 16;
/** A mobile (1 then 3–9, 11 digits), a landline with area code and extension, or a 400/800 line. */
export const CONTACT_PHONE_PATTERN = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?|[48]00-?\d{3}-?\d{4})$/;

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** 'YYYY-MM-DD HH:mm[:ss]' China time, optional; answered with seconds so times compare as text. */
const optionalMinuteTime = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label}应为文本` })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/, { error: `${label}格式应为 YYYY-MM-DD HH:mm:ss` })
      .transform((text) => withSeconds(text))
      .optional(),
  );

/** 'YYYY-MM-DD HH:mm' → 'YYYY-MM-DD HH:mm:00'; full times stay as they are. */
export const withSeconds = (text: string) => (text.length === 16 ? `${text}:00` : text);

/**
 * A money amount in yuan: a decimal of at most two places, not negative, fitting numeric(18, 2);
 * answered with exactly two ("1250000.00"). Numbers are taken as their decimal text.
 */
export const moneyAmountText = (label: string) =>
  z
    .string({ error: `${label}应为数字` })
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, { error: `${label}应为数字` })
    .refine((text) => !text.startsWith('-'), { error: `${label}不能小于0`, abort: true })
    .refine((text) => (text.split('.')[1] ?? '').length <= 2, {
      error: `${label}最多两位小数`,
      abort: true,
    })
    .refine(
      (text) =>
        (text.split('.')[0] ?? '').replace(/^0+(?=\d)/, '').length <= BUDGET_AMOUNT_MAX_INTEGER_DIGITS,
      { error: `${label}过大`, abort: true },
    )
    .transform((text) => {
      const [whole = '0', fraction = ''] = text.split('.');
      return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0')}`;
    });

/** A number as its decimal text, so amounts go through one check whichever way they are sent. */
export const numberToText = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : value;

const optionalBudgetAmount = () =>
  z.preprocess(
    (value) => blankToUndefined(numberToText(value)),
    moneyAmountText(PROCUREMENT_FIELD_LABELS.budgetAmount).optional(),
  );

/** The structured procurement fields as the console and the publishing API take them. */
export const procurementFieldsInput = {
  bidDeadline: optionalMinuteTime(PROCUREMENT_FIELD_LABELS.bidDeadline).describe(
    '投标（响应）截止时间，须晚于发布时间；仅采购类公告',
  ),
  bidOpeningTime: optionalMinuteTime(PROCUREMENT_FIELD_LABELS.bidOpeningTime).describe(
    '开标时间，须晚于发布时间且不早于投标截止时间；仅采购类公告',
  ),
  budgetAmount: optionalBudgetAmount().describe('预算金额：不小于 0，最多两位小数；仅采购类公告'),
  budgetCurrency: z
    .preprocess(
      (value) =>
        typeof value === 'string' ? blankToUndefined(value.trim().toUpperCase()) : blankToUndefined(value),
      z
        .string({ error: '预算币种应为 ISO 4217 三位字母代码' })
        .regex(/^[A-Z]{3}$/, { error: '预算币种应为 ISO 4217 三位字母代码，如 CNY' })
        .optional(),
    )
    .describe(`预算币种（ISO 4217），给出预算金额而不给币种时为 ${DEFAULT_BUDGET_CURRENCY}`),
  projectNumber: optionalText(64).describe('项目编号；仅采购类公告'),
  contactName: optionalText(50).describe('联系人；仅采购类公告'),
  contactPhone: z
    .preprocess(
      blankToUndefined,
      plainString('请输入正确的联系电话')
        .trim()
        .regex(CONTACT_PHONE_PATTERN, { error: '请输入正确的联系电话（手机号或带区号的固定电话）' })
        .optional(),
    )
    .describe('联系电话：手机号、带区号的固定电话（可带分机）或 400/800 电话；仅采购类公告'),
  contactEmail: optionalEmail().describe('联系邮箱；仅采购类公告'),
};

type TProcurementInput = { [K in TProcurementFieldName]?: string | undefined } & {
  purchaseNoticeType: string;
  publicationTime: string;
};

/**
 * The rules across fields: only procurement types carry them (each other field set is named), the
 * deadline and the opening come after publication, the opening not before the deadline, a currency
 * only with an amount.
 */
export const checkProcurementFields = (fields: TProcurementInput, context: z.RefinementCtx) => {
  const issue = (path: TProcurementFieldName, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  if (!PROCUREMENT_NOTICE_TYPES.includes(fields.purchaseNoticeType)) {
    for (const name of PROCUREMENT_FIELD_NAMES)
      if (fields[name] !== undefined) issue(name, `只有采购类公告可以填写${PROCUREMENT_FIELD_LABELS[name]}`);
    return;
  }
  const published = withSeconds(fields.publicationTime);
  if (fields.bidDeadline !== undefined && fields.bidDeadline <= published)
    issue('bidDeadline', '投标截止时间应晚于发布时间');
  if (fields.bidOpeningTime !== undefined && fields.bidOpeningTime <= published)
    issue('bidOpeningTime', '开标时间应晚于发布时间');
  else if (
    fields.bidOpeningTime !== undefined &&
    fields.bidDeadline !== undefined &&
    fields.bidOpeningTime < fields.bidDeadline
  )
    issue('bidOpeningTime', '开标时间不能早于投标截止时间');
  if (fields.budgetCurrency !== undefined && fields.budgetAmount === undefined)
    issue('budgetCurrency', '填写预算币种时须填写预算金额');
};
