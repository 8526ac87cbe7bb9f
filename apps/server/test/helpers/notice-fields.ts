import { VISITOR_VIEW } from '@supportal/contract';
import type { TNoticeFields } from '../../src/modules/notices/notice-writer.js';

/** A public 采购公告 of 江苏's province unit, published now: what tests write through the notice writer. */
export const provinceNoticeFields = (
  title: string,
  overrides: Partial<TNoticeFields> = {},
): TNoticeFields => ({
  title,
  contentHtml: '<p>正文</p>',
  purchaseNoticeType: '2',
  unitLevel: '2',
  orgName: '江苏省分公司',
  provAdmCode: '320000',
  visitorView: VISITOR_VIEW.public,
  publishedAt: new Date(),
  ...overrides,
});
