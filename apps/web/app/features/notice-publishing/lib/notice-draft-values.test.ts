import { DEFAULT_BUDGET_CURRENCY, VISITOR_VIEW, type TNoticeDraft } from '@supportal/contract';
import { describe, expect, it } from 'vitest';
import type { TPublishingUnit } from '../api/query-publishing-units';
import { noticeTemplate } from './notice-templates';
import { toNoticeDraftInput, toNoticeFormValues, type TNoticeFormValues } from './notice-draft-values';

const draft: TNoticeDraft = {
  id: 'd1',
  kind: 'publish',
  status: '1',
  statusName: '草稿',
  noticeTitle: '南京铁塔 2026 年度光缆采购公告',
  purchaseNoticeType: '2',
  resultsNoticeType: null,
  noticeType: '采购公告',
  purMode: '01',
  purModeLevel1: null,
  purModeName: '公开招标',
  purModeLevel1Name: null,
  orgCode: '03',
  orgName: '南京市分公司',
  provAdmCode: '32',
  provAdmName: '江苏省',
  visitorView: VISITOR_VIEW.public,
  publicationTime: '2026-03-01 09:00:00',
  effectTime: null,
  failureTime: '2026-03-20 17:00:00',
  noticeContent: '<p>正文</p>',
  attachments: [{ id: 'f1', fileName: '招标文件.pdf', fileSize: 2048 }],
  blacklistEntries: [],
  conversionMethod: [],
  transformationField: [],
  bidDeadline: '2026-03-15 09:30:00',
  bidOpeningTime: null,
  budgetAmount: '1250000.00',
  budgetCurrency: null,
  projectNumber: 'NJ-2026-01',
  contactName: null,
  contactPhone: null,
  contactEmail: null,
  awardCandidates: [],
  amendReason: null,
  amendedVersion: null,
  authorName: '周斌',
  isOwn: true,
  noticeId: null,
  processInstID: null,
  editWorkItemID: null,
  updateTime: '2026-02-28 10:00:00',
};

const units: TPublishingUnit[] = [
  { orgCode: '03', orgName: '南京市分公司', unitLevel: '3', provAdmCode: '32', provAdmName: '江苏省' },
];

describe('notice draft values', () => {
  it('starts a new notice from the first unit, public, with the default template and no files', () => {
    expect(toNoticeFormValues(units)).toEqual({
      orgCode: '03',
      visitorView: VISITOR_VIEW.public,
      noticeContent: noticeTemplate(undefined),
      attachments: [],
      blacklistEntries: [],
      awardCandidates: [],
      budgetCurrency: DEFAULT_BUDGET_CURRENCY,
    });
  });

  it('reads a saved draft into the form: times as Beijing-time pickers, nulls as empty fields', () => {
    const values = toNoticeFormValues(units, draft);
    expect(values.publicationTime?.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-03-01 09:00:00');
    expect(values.effectTime).toBeNull();
    expect(values.resultsNoticeType).toBeUndefined();
    expect(values.budgetCurrency).toBe(DEFAULT_BUDGET_CURRENCY);
    expect(values.attachments).toEqual([{ id: 'f1', fileName: '招标文件.pdf', fileSize: 2048 }]);
  });

  it('writes the form back as the save call takes it, the same times and files it read', () => {
    const values = toNoticeFormValues(units, draft) as TNoticeFormValues;
    const input = toNoticeDraftInput(values, { draftId: 'd1', isProcurement: true, submit: true });
    expect(input).toMatchObject({
      id: 'd1',
      noticeTitle: draft.noticeTitle,
      publicationTime: '2026-03-01 09:00:00',
      failureTime: '2026-03-20 17:00:00',
      effectTime: undefined,
      attachmentFileIds: ['f1'],
      bidDeadline: '2026-03-15 09:30:00',
      budgetAmount: '1250000.00',
      budgetCurrency: DEFAULT_BUDGET_CURRENCY,
      projectNumber: 'NJ-2026-01',
      contactName: undefined,
      submit: true,
    });
    expect(input).not.toHaveProperty('amendsNoticeId');
  });

  it('leaves 项目信息 out of a notice whose type has none, and names the notice an amendment changes', () => {
    const values = toNoticeFormValues(units, draft) as TNoticeFormValues;
    const input = toNoticeDraftInput(values, { amendsNoticeId: 'N1', isProcurement: false, submit: false });
    expect(input).not.toHaveProperty('budgetAmount');
    expect(input).not.toHaveProperty('id');
    expect(input).toMatchObject({ amendsNoticeId: 'N1', submit: false });
  });
});
