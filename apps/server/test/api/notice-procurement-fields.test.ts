import { eq } from 'drizzle-orm';
import {
  amendPublishedNotice,
  createPublishedNotice,
  getNoticeById,
  getNoticeDraft,
  queryNotice,
  queryNoticeRevisions,
  saveNoticeDraft,
  type TEndpoint,
} from '@supportal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema/index.js';
import type { TAuthTestApp } from '../helpers/auth-app.js';
import { createAuthClient } from '../helpers/auth-client.js';
import { createDirectPublishingTestApp } from '../helpers/api-client.js';
import type { TEnvelopeAnswer } from '../helpers/account-calls.js';
import { chinaTimeInWholeMinutes } from '../helpers/notice-console.js';

describe('structured procurement fields of notices', () => {
  let testApp: TAuthTestApp;
  let client: { authorization: string; orgCode: string };
  let counter = 0;

  const call = async (
    endpoint: TEndpoint,
    authorization: string | null,
    body: object,
  ): Promise<TEnvelopeAnswer> => {
    const response = await testApp.app.inject({
      method: endpoint.method,
      url: endpoint.path,
      headers: authorization ? { authorization } : {},
      payload: body,
    });
    return { status: response.statusCode, ...response.json() };
  };

  const notice = (overrides: object = {}) => {
    counter += 1;
    return {
      externalId: `ERP-PF-${counter}`,
      noticeTitle: `结构化字段测试${counter}号光缆采购公告`,
      purchaseNoticeType: '2',
      purMode: '01',
      orgCode: client.orgCode,
      visitorView: '1',
      publicationTime: chinaTimeInWholeMinutes(-1),
      failureTime: chinaTimeInWholeMinutes(60 * 24 * 30),
      noticeContent: '<p>光缆 300 公里</p>',
      bidDeadline: chinaTimeInWholeMinutes(60 * 24 * 20),
      bidOpeningTime: chinaTimeInWholeMinutes(60 * 24 * 20 + 30),
      budgetAmount: '1250000',
      projectNumber: 'TTCG-JS-2026-0042',
      contactName: '王工',
      contactPhone: '025-83001234',
      contactEmail: 'cg.js@example-tower.cn',
      ...overrides,
    };
  };
  const publish = (body: object) => call(createPublishedNotice, client.authorization, body);

  beforeAll(async () => {
    ({ testApp, client } = await createDirectPublishingTestApp());
  });
  afterAll(async () => testApp?.close());

  it('publishes the fields and answers them in lists and the detail, the amount with two decimals', async () => {
    const sent = notice();
    const published = await publish(sent);
    expect(published.status, published.resultMsg).toBe(200);
    const noticeId = published.data.noticeId as string;
    const expected = {
      bidDeadline: sent.bidDeadline,
      bidOpeningTime: sent.bidOpeningTime,
      budgetAmount: '1250000.00',
      budgetCurrency: 'CNY',
      projectNumber: 'TTCG-JS-2026-0042',
      contactName: '王工',
      contactPhone: '025-83001234',
      contactEmail: 'cg.js@example-tower.cn',
    };
    const detail = await call(getNoticeById, null, { id: noticeId });
    expect(detail.data).toMatchObject({ noticeId, ...expected });
    const list = await call(queryNotice, null, { noticeTitle: sent.noticeTitle });
    expect(list.data.records).toEqual([expect.objectContaining({ noticeId, ...expected })]);
  });

  it('keeps other currencies and cents, and answers null for fields left out', async () => {
    const sent = notice({
      budgetAmount: 980.5,
      budgetCurrency: 'usd',
      bidOpeningTime: '',
      contactEmail: null,
    });
    const published = await publish(sent);
    expect(published.status, published.resultMsg).toBe(200);
    const detail = await call(getNoticeById, null, { id: published.data.noticeId });
    expect(detail.data).toMatchObject({
      budgetAmount: '980.50',
      budgetCurrency: 'USD',
      bidOpeningTime: null,
      contactEmail: null,
    });
  });

  it('refuses wrong values with a 400 naming each field', async () => {
    const publication = chinaTimeInWholeMinutes(-1);
    const cases: [object, string, string][] = [
      [{ bidDeadline: publication }, 'bidDeadline', '投标截止时间应晚于发布时间'],
      [{ bidDeadline: '2026-13-45' }, 'bidDeadline', '投标截止时间格式应为 YYYY-MM-DD HH:mm:ss'],
      [
        { bidDeadline: chinaTimeInWholeMinutes(600), bidOpeningTime: chinaTimeInWholeMinutes(300) },
        'bidOpeningTime',
        '开标时间不能早于投标截止时间',
      ],
      [{ bidOpeningTime: chinaTimeInWholeMinutes(-60) }, 'bidOpeningTime', '开标时间应晚于发布时间'],
      [{ budgetAmount: '-1' }, 'budgetAmount', '预算金额不能小于0'],
      [{ budgetAmount: '100.125' }, 'budgetAmount', '预算金额最多两位小数'],
      [{ budgetAmount: '一百万' }, 'budgetAmount', '预算金额应为数字'],
      [{ budgetCurrency: 'RMB元' }, 'budgetCurrency', '预算币种应为 ISO 4217 三位字母代码，如 CNY'],
      [{ budgetAmount: '', budgetCurrency: 'CNY' }, 'budgetCurrency', '填写预算币种时须填写预算金额'],
      [{ contactPhone: '12345' }, 'contactPhone', '请输入正确的联系电话（手机号或带区号的固定电话）'],
      [{ contactEmail: 'not-an-address' }, 'contactEmail', '请输入正确的邮箱地址'],
    ];
    for (const [overrides, path, message] of cases) {
      const answer = await publish(notice({ publicationTime: publication, ...overrides }));
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect(answer.errors, JSON.stringify(overrides)).toContainEqual(
        expect.objectContaining({ path, message }),
      );
    }
  });

  it('refuses the fields on types that are not procurement notices, naming each one given', async () => {
    const answer = await publish(
      notice({
        purchaseNoticeType: '29',
        purMode: undefined,
        noticeTitle: '平台升级公告',
        bidOpeningTime: undefined,
        budgetAmount: undefined,
        contactName: undefined,
        contactPhone: undefined,
        contactEmail: undefined,
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.errors?.map((error) => error.path).sort()).toEqual(['bidDeadline', 'projectNumber']);
    expect(answer.errors).toContainEqual(
      expect.objectContaining({ path: 'projectNumber', message: '只有采购类公告可以填写项目编号' }),
    );
  });

  it('shows a changed deadline among the changes of an amendment', async () => {
    const sent = notice();
    const published = await publish(sent);
    expect(published.status, published.resultMsg).toBe(200);
    const laterDeadline = chinaTimeInWholeMinutes(60 * 24 * 27);
    const amended = await call(amendPublishedNotice, client.authorization, {
      ...sent,
      bidDeadline: laterDeadline,
      bidOpeningTime: laterDeadline,
      amendReason: '投标截止时间顺延',
    });
    expect(amended.status, amended.resultMsg).toBe(200);
    const revisions = await call(queryNoticeRevisions, null, { id: published.data.noticeId });
    const [amendment] = revisions.data.amendments;
    expect(amendment.reason).toBe('投标截止时间顺延');
    expect(amendment.before).toMatchObject({ bidDeadline: sent.bidDeadline, budgetAmount: '1250000.00' });
    expect(amendment.after).toMatchObject({ bidDeadline: laterDeadline, bidOpeningTime: laterDeadline });
    const detail = await call(getNoticeById, null, { id: published.data.noticeId });
    expect(detail.data.bidDeadline).toBe(laterDeadline);
  });

  it('keeps the fields of a console draft for its author to edit', async () => {
    const { authorization } = await createAuthClient(testApp.app).loginToken('staff_prov');
    const [staff] = await testApp.database.db
      .select({ corpCode: accounts.corpCode })
      .from(accounts)
      .where(eq(accounts.loginName, 'staff_prov'));
    const { externalId: _externalId, ...fields } = notice({ bidOpeningTime: undefined });
    const saved = await call(saveNoticeDraft, authorization, {
      ...fields,
      orgCode: staff?.corpCode,
      budgetAmount: '36000.5',
    });
    expect(saved.status, saved.resultMsg).toBe(200);
    const draft = await call(getNoticeDraft, authorization, { id: saved.data.id });
    expect(draft.data).toMatchObject({
      bidDeadline: fields.bidDeadline,
      bidOpeningTime: null,
      budgetAmount: '36000.50',
      budgetCurrency: 'CNY',
      projectNumber: fields.projectNumber,
      contactPhone: fields.contactPhone,
    });
  });
});
