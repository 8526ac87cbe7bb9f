import { z } from 'zod';
import {
  commaList,
  idString,
  optionalDateTimeText,
  optionalText,
  plainString,
  requiredText,
} from '../common/fields.js';
import {
  BLACKLIST_NOTICE_TYPE,
  IP_OPERATION_TYPE,
  NOTICE_TYPES,
  VISITOR_VIEW,
} from '../common/notice-types.js';
import { ZAttachmentTextStatus } from '../files/attachment-text-status.js';
import { ZNoticeProcurementFields } from '../notices/notice.js';
import { ZNoticeVersion } from '../notices/query-notice-revisions.js';
import { ZProcessPosition } from '../workflow/work-item.js';
import { awardCandidatesInput, checkAwardCandidates, ZNoticeAwardCandidate } from './award-candidates.js';
import { checkProcurementFields, procurementFieldsInput } from './procurement-fields.js';

/** Where a notice written in the console stands (notice_drafts.status). */
export const NOTICE_DRAFT_STATUSES = {
  editing: '1',
  inApproval: '2',
  /** Approved, waiting for its publish time: nothing about it is public yet. */
  scheduled: '3',
  published: '4',
  rejected: '5',
  cancelled: '6',
} as const;
export type TNoticeDraftStatus = (typeof NOTICE_DRAFT_STATUSES)[keyof typeof NOTICE_DRAFT_STATUSES];

export const NOTICE_DRAFT_STATUS_LABELS: Readonly<Record<TNoticeDraftStatus, string>> = {
  '1': '编辑中',
  '2': '审批中',
  '3': '待发布',
  '4': '已发布',
  '5': '已驳回',
  '6': '已撤销',
};

/** What a draft does once approved: publish a new notice, or amend a published one. */
export const NOTICE_DRAFT_KINDS = { publish: 'publish', amend: 'amend' } as const;

/** Largest sanitized body a notice may have (a long tender with tables stays well below). */
export const NOTICE_CONTENT_MAX_CHARS = 500_000;
export const NOTICE_ATTACHMENT_MAX_COUNT = 20;
export const NOTICE_TITLE_MAX_CHARS = 200;

/** 'YYYY-MM-DD HH:mm[:ss]' China time, required. */
const dateTimeText = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: `${label}不能为空` })
      .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/, { error: `${label}格式应为 YYYY-MM-DD HH:mm:ss` }),
  );

/** One supplier of a type-3 (supplier negative behaviour) notice. */
export const ZNoticeBlacklistEntryFields = z.object({
  supplierName: requiredText('供应商名称', 200),
  matterDescription: requiredText('事项描述', 500),
  reasonName: requiredText('处理原因', 100),
  restrictedAreaName: requiredText('限制范围', 50),
  regionName: requiredText('限制区域', 50),
  effectTime: optionalDateTimeText(),
  invalidTime: optionalDateTimeText(),
});
export type TNoticeBlacklistEntryFields = z.infer<typeof ZNoticeBlacklistEntryFields>;

const TYPE_CODES = NOTICE_TYPES.map((type) => type.code) as [string, ...string[]];

const resultTypesOf = (code: string): readonly { code: string }[] => {
  const type = NOTICE_TYPES.find((candidate) => candidate.code === code);
  return type && 'resultTypes' in type ? type.resultTypes : [];
};

/** What the author writes; the server sanitizes the body and checks the unit against the author's org. */
export const ZNoticeDraftFields = z
  .object({
    noticeTitle: requiredText('公告标题', NOTICE_TITLE_MAX_CHARS),
    purchaseNoticeType: z.enum(TYPE_CODES, { error: '公告类型不正确' }),
    resultsNoticeType: optionalText(8).describe('子类型：类型 3、41、47 必填'),
    purMode: optionalText(50).describe('采购方式（类型 2、8、33、45）：字典 OBP_PUR_MODE 的值'),
    purModeLevel1: optionalText(50).describe('一级采购方式：字典 OBP_PUR_MODE_LEVEL1 的值'),
    orgCode: requiredText('发布单位', 32).describe('本人单位或其下级单位'),
    provAdmCode: optionalText(12).describe('若给出须为发布单位所在省份'),
    visitorView: z.enum([VISITOR_VIEW.public, VISITOR_VIEW.loggedInOnly], { error: '可见范围不正确' }),
    publicationTime: dateTimeText('发布时间'),
    effectTime: optionalDateTimeText(),
    failureTime: optionalDateTimeText().describe('失效时间，须晚于发布时间'),
    noticeContent: plainString('正文应为文本')
      .max(NOTICE_CONTENT_MAX_CHARS, { error: `正文不能超过${NOTICE_CONTENT_MAX_CHARS}个字符` })
      .describe('HTML；保存时净化，只剩脚本等无内容时 400'),
    attachmentFileIds: z
      .array(idString('附件'))
      .max(NOTICE_ATTACHMENT_MAX_COUNT, { error: `附件最多${NOTICE_ATTACHMENT_MAX_COUNT}个` })
      .optional()
      .describe(
        'file/upload-file 上传所得的文件编号；不给出时保留原有附件（修订时为原公告的附件），空数组删除全部附件',
      ),
    blacklistEntries: z.array(ZNoticeBlacklistEntryFields).max(50).default([]).describe('类型 3 的名单'),
    conversionMethod: commaList(10, 32).describe('类型 47：转化方式（字典 obp_notice_conversion_method）'),
    transformationField: commaList(10, 32).describe('类型 47：所属领域（字典 obp_notice_field）'),
    ...procurementFieldsInput,
    awardCandidates: awardCandidatesInput,
  })
  .superRefine(checkProcurementFields)
  .superRefine(checkAwardCandidates)
  .refine((fields) => !fields.failureTime || fields.failureTime > fields.publicationTime, {
    error: '失效时间应晚于发布时间',
    path: ['failureTime'],
  })
  .refine(
    (fields) => {
      const results = resultTypesOf(fields.purchaseNoticeType);
      return results.length === 0
        ? fields.resultsNoticeType === undefined
        : results.some((result) => result.code === fields.resultsNoticeType);
    },
    { error: '子类型与公告类型不符', path: ['resultsNoticeType'] },
  )
  .refine(
    (fields) => fields.purchaseNoticeType === BLACKLIST_NOTICE_TYPE || fields.blacklistEntries.length === 0,
    {
      error: '只有供应商不良行为公告可以填写名单',
      path: ['blacklistEntries'],
    },
  )
  .refine(
    (fields) => fields.purchaseNoticeType !== BLACKLIST_NOTICE_TYPE || fields.blacklistEntries.length > 0,
    {
      error: '供应商不良行为公告至少填写一家供应商',
      path: ['blacklistEntries'],
    },
  )
  .refine(
    (fields) =>
      fields.purchaseNoticeType === IP_OPERATION_TYPE ||
      (!fields.conversionMethod?.length && !fields.transformationField?.length),
    { error: '只有知识产权运营公告可以填写转化方式和所属领域', path: ['conversionMethod'] },
  );
export type TNoticeDraftFields = z.infer<typeof ZNoticeDraftFields>;

export const ZNoticeDraftAttachment = z.object({
  id: z.string(),
  fileName: z.string(),
  fileSize: z.number(),
  textStatus: ZAttachmentTextStatus.optional().describe(
    '附件文字提取状态（供全文检索）：pending 提取中 / extracted 已提取 / no_text 无文本（扫描件）/ encrypted 已加密 / failed 失败',
  ),
  textStatusReason: z.string().nullable().optional().describe('提取失败的原因'),
});

/** A console notice as its author and approvers see it. */
export const ZNoticeDraft = z.object({
  id: z.string(),
  kind: z.enum([NOTICE_DRAFT_KINDS.publish, NOTICE_DRAFT_KINDS.amend]),
  status: z.enum(['1', '2', '3', '4', '5', '6']),
  statusName: z.string(),
  noticeTitle: z.string(),
  purchaseNoticeType: z.string(),
  resultsNoticeType: z.string().nullable(),
  noticeType: z.string().nullable().describe('公告类型名称'),
  purMode: z.string().nullable(),
  purModeLevel1: z.string().nullable(),
  purModeName: z.string().nullable().describe('采购方式名称（字典 OBP_PUR_MODE）'),
  purModeLevel1Name: z.string().nullable().describe('一级采购方式名称（字典 OBP_PUR_MODE_LEVEL1）'),
  orgCode: z.string(),
  orgName: z.string(),
  provAdmCode: z.string().nullable(),
  provAdmName: z.string().nullable(),
  visitorView: z.string(),
  publicationTime: z.string(),
  effectTime: z.string().nullable(),
  failureTime: z.string().nullable(),
  noticeContent: z.string().describe('已净化的 HTML'),
  attachments: z.array(ZNoticeDraftAttachment),
  blacklistEntries: z.array(ZNoticeBlacklistEntryFields),
  conversionMethod: z.array(z.string()),
  transformationField: z.array(z.string()),
  ...ZNoticeProcurementFields.shape,
  awardCandidates: z.array(ZNoticeAwardCandidate).describe('候选人/中标人（类型 8、33、45）'),
  amendReason: z.string().nullable(),
  amendedVersion: ZNoticeVersion.nullable().describe(
    '修订：被修订的版本（审批中为当前发布的公告，已生效为被替换的版本），与本稿对照；新公告为 null',
  ),
  authorName: z.string(),
  isOwn: z.boolean().describe('当前用户是否为作者（只有作者可编辑草稿或待发布的公告）'),
  noticeId: z.string().nullable().describe('发布后（或修订的）公告编号'),
  processInstID: z.string().nullable(),
  editWorkItemID: z.string().nullable().describe('作者可编辑时：其编辑任务'),
  updateTime: z.string(),
});
export type TNoticeDraft = z.infer<typeof ZNoticeDraft>;

export const ZSavedNoticeDraft = ZProcessPosition.extend({
  id: z.string(),
  status: z.string(),
  workItemID: z.string().nullable().describe('保存未提交时：作者的编辑任务'),
});
