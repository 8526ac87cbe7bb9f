import { PROCUREMENT_FIELD_LABELS } from '@supportal/contract';

/** What the amendment comparison says, on the public notice page, in the console and the task window. */
export const noticeRevisionMessages = {
  title: '修订对照',
  pendingTitle: '修订对照（审批通过后生效）',
  reason: '修订说明',
  before: '修订前',
  after: '修订后',
  body: '正文变化',
  bodyUnchanged: '正文未改动',
  fieldsUnchanged: '标题、时间和项目信息未改动',
  removed: '删除',
  added: '新增',
  /** One candidate on a line of the comparison: 第1名 某公司 1,234,567.80 元（中标）. */
  candidate: (candidate: { rank: number; supplierName: string; bidAmount: string; isWinner: boolean }) =>
    `第${candidate.rank}名 ${candidate.supplierName} ${candidate.bidAmount}${candidate.isWinner ? '（中标）' : ''}`,
  fieldLabels: {
    title: '标题',
    published: '发布时间',
    effect: '生效时间',
    failure: '失效时间',
    none: '无',
    awardCandidates: '候选人/中标人',
    ...PROCUREMENT_FIELD_LABELS,
  },
} as const;
