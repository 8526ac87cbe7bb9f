import { z } from 'zod';
import { optionalText, requiredText } from '../common/fields.js';
import { isValidUscc } from '../supplier-info/uscc.js';
import { moneyAmountText, numberToText } from './procurement-fields.js';

/**
 * The result notices that name suppliers (issue 22): 候选人公示 (8) lists candidates, 采购结果公示 (33) and
 * 候选人及结果公示 (45) also say which of them won.
 */
export const AWARD_NOTICE_TYPES: readonly string[] = ['8', '33', '45'];
/** Result types whose rows say who won (中标人). */
export const WINNER_NOTICE_TYPES: readonly string[] = ['33', '45'];
/** Rows a notice may name; ranks run from 1 to this. */
export const AWARD_CANDIDATES_MAX = 20;
/** Bid amounts are in yuan. */
export const AWARD_CURRENCY = 'CNY';

export const AWARD_CANDIDATE_LABELS = {
  supplierName: '供应商名称',
  uscc: '统一社会信用代码',
  rank: '排名',
  bidAmount: '投标报价',
  isWinner: '中标人',
} as const;

/** One candidate as the console and the publishing API send it. */
export const ZAwardCandidateInput = z.object({
  supplierCode: optionalText(32).describe('从供应商列表选择时：供应商编码（名称与信用代码以登记的为准）'),
  supplierName: requiredText(AWARD_CANDIDATE_LABELS.supplierName, 200),
  uscc: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
      z
        .string({ error: '请填写统一社会信用代码' })
        .min(1, { error: '请填写统一社会信用代码', abort: true })
        .refine(isValidUscc, { error: '统一社会信用代码不正确（18 位，末位校验码须相符）' }),
    )
    .describe('统一社会信用代码（GB 32100，校验位核对）'),
  rank: z.coerce
    .number({ error: '排名应为整数' })
    .int({ error: '排名应为整数' })
    .min(1, { error: `排名应为 1 至 ${AWARD_CANDIDATES_MAX}` })
    .max(AWARD_CANDIDATES_MAX, { error: `排名应为 1 至 ${AWARD_CANDIDATES_MAX}` })
    .describe('排名：1 为第一中标候选人'),
  bidAmount: z
    .preprocess(numberToText, moneyAmountText(AWARD_CANDIDATE_LABELS.bidAmount))
    .describe('投标报价（元，最多两位小数）'),
  isWinner: z
    .boolean({ error: '中标人应为 true 或 false' })
    .default(false)
    .describe('是否中标（仅类型 33、45）'),
});
export type TAwardCandidateInput = z.infer<typeof ZAwardCandidateInput>;

/** A candidate as notices and drafts answer it. */
export const ZNoticeAwardCandidate = z.object({
  supplierCode: z.string().nullable().describe('已登记供应商的编码；手工填写的为 null'),
  supplierName: z.string(),
  uscc: z.string().describe('统一社会信用代码'),
  rank: z.number().int(),
  bidAmount: z.string().describe('投标报价：两位小数的十进制文本'),
  currency: z.literal(AWARD_CURRENCY),
  isWinner: z.boolean(),
});
export type TNoticeAwardCandidate = z.infer<typeof ZNoticeAwardCandidate>;

export const awardCandidatesInput = z
  .array(ZAwardCandidateInput)
  .max(AWARD_CANDIDATES_MAX, { error: `候选人最多${AWARD_CANDIDATES_MAX}家` })
  .optional()
  .describe('候选人/中标人（类型 8、33、45）：不给出时保留原有名单（修订时为原公告的名单），空数组清空名单');

/**
 * The rules across rows: only result types name suppliers, only 33 and 45 say who won (and then at
 * least one row does), ranks and credit codes appear once each.
 */
export const checkAwardCandidates = (
  fields: { purchaseNoticeType: string; awardCandidates?: readonly TAwardCandidateInput[] | undefined },
  context: z.RefinementCtx,
) => {
  const rows = fields.awardCandidates ?? [];
  if (rows.length === 0) return;
  const issue = (path: (string | number)[], message: string) =>
    context.addIssue({ code: 'custom', path: ['awardCandidates', ...path], message });
  if (!AWARD_NOTICE_TYPES.includes(fields.purchaseNoticeType)) {
    issue([], '只有候选人公示、结果公示可以填写候选人');
    return;
  }
  const winners = WINNER_NOTICE_TYPES.includes(fields.purchaseNoticeType);
  rows.forEach((row, index) => {
    if (row.isWinner && !winners) issue([index, 'isWinner'], '候选人公示不能标记中标人');
    if (rows.findIndex((other) => other.rank === row.rank) !== index)
      issue([index, 'rank'], `排名 ${row.rank} 重复`);
    if (rows.findIndex((other) => other.uscc === row.uscc) !== index)
      issue([index, 'uscc'], '同一供应商不能填写两次');
  });
  if (winners && !rows.some((row) => row.isWinner)) issue([], '结果公示至少标记一家中标人');
};
