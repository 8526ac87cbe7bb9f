import { queryLatestRatingResult } from '@supportal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supplierRatings } from '../../src/db/schema/index.js';
import { HEADQUARTERS } from '../../src/demo-data/areas-and-orgs.js';
import { authBackends, createAuthTestApp, type TAuthTestApp } from '../helpers/auth-app.js';
import { createAuthClient, createTestAccount } from '../helpers/auth-client.js';

const DAY_MS = 86_400_000;

describe.each(authBackends())('supplier-portal/query-latest-rating-result ($database)', (backend) => {
  let testApp: TAuthTestApp;

  beforeAll(async () => {
    testApp = await createAuthTestApp(backend);
  });
  afterAll(async () => testApp?.close());

  const latestRating = async (authorization?: string, payload: object = {}) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: queryLatestRatingResult.path,
      headers: authorization ? { authorization } : {},
      payload,
    });
    return { status: response.statusCode, ...response.json() };
  };
  const tokenOf = async (userName: string) =>
    (await createAuthClient(testApp.app).loginToken(userName)).authorization;

  it('asks for a login without a session', async () => {
    const answer = await latestRating();
    expect(answer.status).toBe(401);
    expect(answer.resultStat).not.toBe('000');
    expect(answer.data).toBeFalsy();
  });

  it("answers the caller's own company's latest published rating, whatever supplier the body names", async () => {
    const answer = await latestRating(await tokenOf('demo_simple'), { supplierCode: 'SUP100001' });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({
      supplierCode: 'SUP100002',
      supplierName: '中鼎铁塔建设有限公司',
      period: '2025年度',
      grade: 'B',
      score: 84.6,
      ratedByOrgName: HEADQUARTERS.orgName,
      publishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });

    // A sub-account sees its main account's company, not the other supplier's.
    const sub = await latestRating(await tokenOf('demo_sub'));
    expect(sub.data).toMatchObject({ supplierCode: 'SUP100001', grade: 'A', period: '2025年度' });
  });

  it('never answers a rating not yet published, nor a newer one of another company', async () => {
    const authorization = await tokenOf('demo_simple');
    const before = (await latestRating(authorization)).data;
    await testApp.database.db.insert(supplierRatings).values([
      {
        supplierCode: 'SUP100002',
        period: '2026年度',
        grade: 'D',
        score: 40,
        ratedByOrgCode: HEADQUARTERS.orgCode,
        publishedAt: new Date(Date.now() + 30 * DAY_MS),
      },
      {
        supplierCode: 'SUP100003',
        period: '2026年度',
        grade: 'C',
        score: 70,
        ratedByOrgCode: HEADQUARTERS.orgCode,
        publishedAt: new Date(Date.now() - 1000),
      },
    ]);
    expect((await latestRating(authorization)).data).toEqual(before);
  });

  it('answers null for a supplier without any rating', async () => {
    const account = await createTestAccount(testApp.database.db, {
      corpCode: 'SUP200001',
      supplierCode: 'SUP200001',
    });
    const answer = await latestRating(await tokenOf(account.loginName));
    expect(answer).toMatchObject({ status: 200, resultStat: '000', data: null });
  });

  it('refuses staff accounts: they have no company rating', async () => {
    const answer = await latestRating(await tokenOf('staff_hq'));
    expect(answer.status).toBe(403);
    expect(answer.resultMsg).toBe('评级结果仅供供应商账号查看');
  });
});
