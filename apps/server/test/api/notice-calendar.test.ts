import {
  amendPublishedNotice,
  createPublishedNotice,
  getNoticeCalendar,
  NOTICE_CALENDAR_MESSAGES,
  OPEN_DATA_RATE_LIMITS,
  withdrawPublishedNotice,
  type TEndpoint,
} from '@supportal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuthTestApp } from '../helpers/auth-app.js';
import { createAuthClient } from '../helpers/auth-client.js';
import { createDirectPublishingTestApp } from '../helpers/api-client.js';
import { chinaTimeInWholeMinutes } from '../helpers/notice-console.js';

/** The iCalendar UTC form of a China time: '2026-12-01 09:30:00' → '20261201T013000Z'. */
const icsUtc = (chinaTime: string) =>
  new Date(`${chinaTime.replace(' ', 'T')}+08:00`)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('notice calendar (添加到日历)', () => {
  let testApp: TAuthTestApp;
  let client: { authorization: string; orgCode: string };
  let counter = 0;

  const publishCall = async (endpoint: TEndpoint, body: object) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: endpoint.path,
      headers: { authorization: client.authorization },
      payload: body,
    });
    const answer = response.json();
    expect(response.statusCode, answer.resultMsg).toBe(200);
    return answer.data as { noticeId: string };
  };
  const notice = (overrides: object = {}) => {
    counter += 1;
    return {
      externalId: `ERP-CAL-${counter}`,
      noticeTitle: `日历测试${counter}号传输设备采购公告`,
      purchaseNoticeType: '2',
      purMode: '01',
      orgCode: client.orgCode,
      visitorView: '1',
      publicationTime: chinaTimeInWholeMinutes(-1),
      noticeContent: '<p>传输设备</p>',
      bidDeadline: chinaTimeInWholeMinutes(60 * 24 * 10),
      bidOpeningTime: chinaTimeInWholeMinutes(60 * 24 * 10 + 30),
      budgetAmount: '880000',
      projectNumber: 'TTCG-JS-2026-7788',
      contactName: '李工',
      contactPhone: '13800138000',
      ...overrides,
    };
  };
  const calendar = (noticeId: string, authorization?: string, remoteAddress?: string) =>
    testApp.app.inject({
      method: 'GET',
      url: `${getNoticeCalendar.path}?noticeId=${noticeId}`,
      headers: authorization ? { authorization } : {},
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  beforeAll(async () => {
    ({ testApp, client } = await createDirectPublishingTestApp());
  });
  afterAll(async () => testApp?.close());

  it('answers an .ics with the deadline and the opening, under the notice’s Chinese name', async () => {
    const sent = notice();
    const { noticeId } = await publishCall(createPublishedNotice, sent);
    const response = await calendar(noticeId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    // The ASCII fallback names the notice and its deadline's day instead of a row of underscores.
    const deadlineDay = String(sent.bidDeadline).slice(0, 10).replaceAll('-', '');
    expect(disposition).toContain(`filename="notice-${noticeId}-${deadlineDay}.ics"`);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe(`${sent.noticeTitle}-日程.ics`);

    const body = response.body;
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    // Every line break is CRLF and no physical line is longer than 75 octets.
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of body.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const lines = unfold(body).split('\r\n');
    expect(lines).toContain(`UID:notice-${noticeId}-bid-deadline@notice-calendar.supportal`);
    expect(lines).toContain(`UID:notice-${noticeId}-bid-opening@notice-calendar.supportal`);
    expect(lines).toContain(`DTSTART:${icsUtc(sent.bidDeadline)}`);
    expect(lines).toContain(`DTSTART:${icsUtc(sent.bidOpeningTime)}`);
    expect(lines).toContain(`SUMMARY:投标截止：${sent.noticeTitle}`);
    expect(lines).toContain(`SUMMARY:开标：${sent.noticeTitle}`);
    expect(lines.filter((line) => line.startsWith('DTSTAMP:'))).toHaveLength(2);
    expect(lines.filter((line) => line === 'SEQUENCE:0')).toHaveLength(2);
    const description = lines.find((line) => line.startsWith('DESCRIPTION:项目编号'));
    expect(description).toContain('项目编号：TTCG-JS-2026-7788\\n预算金额：880000.00 CNY');
    expect(description).toContain(`/noticeDetail?id=${noticeId}`);
  });

  it('keeps the event ids of an amended notice and raises their sequence, with the new deadline', async () => {
    const sent = notice();
    const { noticeId } = await publishCall(createPublishedNotice, sent);
    const laterDeadline = chinaTimeInWholeMinutes(60 * 24 * 15);
    await publishCall(amendPublishedNotice, {
      ...sent,
      bidDeadline: laterDeadline,
      bidOpeningTime: laterDeadline,
      amendReason: '截止时间顺延',
    });
    const lines = unfold((await calendar(noticeId)).body).split('\r\n');
    expect(lines).toContain(`UID:notice-${noticeId}-bid-deadline@notice-calendar.supportal`);
    expect(lines.filter((line) => line === `DTSTART:${icsUtc(laterDeadline)}`)).toHaveLength(2);
    expect(lines.filter((line) => line === 'SEQUENCE:1')).toHaveLength(2);
  });

  it('answers only the deadline when there is no opening', async () => {
    const { noticeId } = await publishCall(createPublishedNotice, notice({ bidOpeningTime: undefined }));
    const lines = unfold((await calendar(noticeId)).body).split('\r\n');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain(`UID:notice-${noticeId}-bid-deadline@notice-calendar.supportal`);
  });

  it('gives logged-in-only notices to sessions only, and 404 to what has no calendar', async () => {
    const hidden = await publishCall(createPublishedNotice, notice({ visitorView: '0' }));
    const anonymous = await calendar(hidden.noticeId);
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.json()).toMatchObject({
      resultStat: '404',
      resultMsg: NOTICE_CALENDAR_MESSAGES.notFound,
    });
    const { authorization } = await createAuthClient(testApp.app).loginToken('demo_simple');
    expect((await calendar(hidden.noticeId, authorization)).statusCode).toBe(200);

    const withoutDates = await publishCall(
      createPublishedNotice,
      notice({ bidDeadline: undefined, bidOpeningTime: undefined }),
    );
    expect((await calendar(withoutDates.noticeId)).json()).toMatchObject({
      resultStat: '404',
      resultMsg: NOTICE_CALENDAR_MESSAGES.noDates,
    });

    const withdrawnNotice = notice();
    const withdrawn = await publishCall(createPublishedNotice, withdrawnNotice);
    await publishCall(withdrawPublishedNotice, {
      externalId: withdrawnNotice.externalId,
      reason: '项目取消',
    });
    expect((await calendar(withdrawn.noticeId)).json()).toMatchObject({
      resultStat: '404',
      resultMsg: NOTICE_CALENDAR_MESSAGES.notInForce,
    });

    expect((await calendar('999999999')).statusCode).toBe(404);
    const malformed = await calendar('abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().resultStat).toBe('400');
  });

  it('links the events under the public address and limits downloads per address with a 429', async () => {
    const { noticeId } = await publishCall(createPublishedNotice, notice());
    const first = await calendar(noticeId, undefined, '198.51.100.9');
    expect(unfold(first.body)).toContain(`URL:http://portal.test/noticeDetail?id=${noticeId}`);
    for (let call = 1; call < OPEN_DATA_RATE_LIMITS.noticeCalendar.limit; call += 1)
      expect((await calendar(noticeId, undefined, '198.51.100.9')).statusCode).toBe(200);
    const refused = await calendar(noticeId, undefined, '198.51.100.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ data: unknown }>().data).toBeNull();
    expect((await calendar(noticeId, undefined, '198.51.100.10')).statusCode).toBe(200);
  });
});
