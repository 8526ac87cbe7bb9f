import { z } from 'zod';
import { APPROVAL_RECORD_STATUSES } from '../workflow/approval-record-statuses.js';
import { optionalText, requiredText } from '../common/fields.js';

export const MAX_DEMAND_ITEMS = 50;

const amount = (label: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: `${label}应为数字` })
      .min(min, { error: `${label}不能小于${min}` })
      .max(max, { error: `${label}不能大于${max}` })
      .refine((value) => Math.round(value * 100) === value * 100, { error: `${label}最多两位小数` }),
  );

export const ZDemandItem = z.object({
  itemName: requiredText('物资名称', 100),
  specification: optionalText(200),
  unit: requiredText('计量单位', 16),
  quantity: amount('数量', 0.01, 10_000_000),
  unitPrice: amount('预估单价（元）', 0, 100_000_000),
});
export type TDemandItem = z.infer<typeof ZDemandItem>;

/** A purchase demand a city unit submits for review (module DEMAND_COLLECT). */
export const ZDemandCollectionFields = z.object({
  demandTitle: requiredText('需求名称', 100),
  neededBy: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().slice(0, 10) : value),
    z
      .string({ error: '需求日期不能为空' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: '需求日期格式应为 YYYY-MM-DD' }),
  ),
  items: z
    .array(ZDemandItem, { error: '请填写需求明细' })
    .min(1, { error: '请至少填写一项需求明细' })
    .max(MAX_DEMAND_ITEMS, { error: `需求明细最多${MAX_DEMAND_ITEMS}项` }),
  remark: optionalText(500),
});
export type TDemandCollectionFields = z.infer<typeof ZDemandCollectionFields>;

export const DEMAND_STATUSES = APPROVAL_RECORD_STATUSES;

export const ZDemandCollection = z.object({
  id: z.string(),
  demandTitle: z.string(),
  neededBy: z.string(),
  items: z.array(
    z.object({
      itemName: z.string(),
      specification: z.string().nullable(),
      unit: z.string(),
      quantity: z.number(),
      unitPrice: z.number(),
    }),
  ),
  budget: z.number().describe('预算合计（元）= Σ 数量 × 单价'),
  remark: z.string().nullable(),
  orgName: z.string(),
  applicantName: z.string(),
  status: z.enum(Object.values(DEMAND_STATUSES) as [string, ...string[]]),
});
export type TDemandCollection = z.infer<typeof ZDemandCollection>;
