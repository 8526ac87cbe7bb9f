import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approveWorkItem,
  getNoticeById,
  getNoticeDraft,
  queryNoticeRevisions,
  querySupplierOptions,
  saveNoticeDraft,
  type TEndpoint,
} from '@supportal/contract';
import { suppliers } from '../../src/db/schema/index.js';
import { createAuthTestApp, type TAuthTestApp } from '../helpers/auth-app.js';
import { accountCalls } from '../helpers/account-calls.js';
import { chinaTimeIn, unitOfAccount } from '../helpers/notice-console.js';
import { todoOf } from '../helpers/work-items.js';

/** A typed candidate with a well-formed credit code (check character right). */
const TYPED = { supplierName: '江苏通达铁塔工程有限公司', uscc: '91440300708461136T' };

describe('candidates and winners of result notices in the console', () => {
  let testApp: TAuthTestApp;
  let orgCode = '';
  let registered: { code: string; name: string; uscc: string };
  const { call } = accountCalls(() => testApp.app);
  const as =
    (userName: string | null) =>
    (endpoint: TEndpoint, body: object = {}) =>
      call(userName, endpoint, body);
  const province = as('staff_prov');
  const hq = as('staff_hq');

  const resultNotice = (overrides: object = {}) => ({
    noticeTitle: '江苏分公司铁塔基础施工采购结果公示',
    purchaseNoticeType: '33',
    purMode: '01',
    orgCode,
    visitorView: '1',
    publicationTime: chinaTimeIn(0),
    failureTime: chinaTimeIn(60 * 24 * 30),
    noticeContent: '<p>经评审，现将结果公示如下。</p>',
    awardCandidates: [
      {
        supplierCode: registered.code,
        supplierName: registered.name,
        uscc: registered.uscc,
        rank: 1,
        bidAmount: '1234567.8',
        isWinner: true,
      },
      { ...TYPED, rank: 2, bidAmount: 1180000, isWinner: false },
    ],
    ...overrides,
  });
  const refusal = async (overrides: object) => {
    const answer = await province(saveNoticeDraft, resultNotice(overrides));
    expect(answer.status, answer.resultMsg).toBe(400);
    return answer.errors?.map((error) => error.path) ?? [];
  };

  beforeAll(async () => {
    testApp = await createAuthTestApp({ database: 'pglite', store: 'database' });
    const { db } = testApp.database;
    orgCode = (await unitOfAccount(db, 'staff_prov')).code;
    // A registered supplier with a credit code of its own (the demo's may have none).
    const [supplier] = await db.select().from(suppliers).limit(1);
    if (!supplier) throw new Error('the seed has no supplier');
    await db.update(suppliers).set({ uscc: '91350100M000100Y43' }).where(eq(suppliers.code, supplier.code));
    registered = { code: supplier.code, name: supplier.name, uscc: '91350100M000100Y43' };
  });
  afterAll(async () => testApp?.close());

  it('refuses callers without a session (401) and suppliers (403)', async () => {
    expect((await as(null)(saveNoticeDraft, resultNotice())).status).toBe(401);
    expect((await as('demo_simple')(saveNoticeDraft, resultNotice())).status).toBe(403);
    expect((await as(null)(querySupplierOptions, { keyword: '' })).status).toBe(401);
    expect((await as('demo_simple')(querySupplierOptions, { keyword: '' })).status).toBe(403);
  });

  it('offers registered suppliers with their credit code to pick from', async () => {
    const options = await province(querySupplierOptions, { keyword: registered.code });
    expect(options.status).toBe(200);
    expect(options.data).toContainEqual({
      supplierCode: registered.code,
      supplierName: registered.name,
      uscc: registered.uscc,
    });
  });

  it('refuses bad rows with a 400 naming the row and field', async () => {
    const [first, second] = resultNotice().awardCandidates;
    // The check character of a credit code is verified (…136T is right, …136U is not).
    expect(await refusal({ awardCandidates: [first, { ...second, uscc: '91440300708461136U' }] })).toEqual([
      'awardCandidates.1.uscc',
    ]);
    expect(await refusal({ awardCandidates: [first, { ...second, uscc: '' }] })).toEqual([
      'awardCandidates.1.uscc',
    ]);
    expect(await refusal({ awardCandidates: [first, { ...second, rank: 1 }] })).toEqual([
      'awardCandidates.1.rank',
    ]);
    expect(await refusal({ awardCandidates: [first, { ...second, rank: 0 }] })).toEqual([
      'awardCandidates.1.rank',
    ]);
    expect(await refusal({ awardCandidates: [first, { ...second, bidAmount: '12.345' }] })).toEqual([
      'awardCandidates.1.bidAmount',
    ]);
    expect(await refusal({ awardCandidates: [first, { ...second, bidAmount: '-5' }] })).toEqual([
      'awardCandidates.1.bidAmount',
    ]);
    expect(await refusal({ awardCandidates: [first, { ...second, supplierName: ' ' }] })).toEqual([
      'awardCandidates.1.supplierName',
    ]);
    expect(await refusal({ awardCandidates: [first, { ...second, uscc: first?.uscc }] })).toEqual([
      'awardCandidates.1.uscc',
    ]);
    // A result names at least one winner; candidate publicity none; other types no rows at all.
    expect(await refusal({ awardCandidates: [{ ...first, isWinner: false }, second] })).toEqual([
      'awardCandidates',
    ]);
    expect(await refusal({ purchaseNoticeType: '8' })).toEqual(['awardCandidates.0.isWinner']);
    expect(await refusal({ purchaseNoticeType: '2' })).toEqual(['awardCandidates']);
    // A picked supplier must exist, and its credit code is the registered one.
    expect(await refusal({ awardCandidates: [{ ...first, supplierCode: 'SUP999999' }, second] })).toEqual([
      'awardCandidates.0.supplierCode',
    ]);
    expect(await refusal({ awardCandidates: [{ ...first, uscc: '911100007109250324' }, second] })).toEqual([
      'awardCandidates.0.uscc',
    ]);
  });

  it('carries the rows through approval into the notice, and keeps them through an amendment', async () => {
    const saved = await province(saveNoticeDraft, { ...resultNotice(), submit: true });
    expect(saved.status, saved.resultMsg).toBe(200);
    const draft = (await province(getNoticeDraft, { id: saved.data.id })).data;
    expect(draft.awardCandidates).toHaveLength(2);
    const todo = (processInstID: string) => todoOf(hq, processInstID);
    const item = await todo(saved.data.processInstID);
    expect((await hq(approveWorkItem, { workItemID: item?.workItemID, comment: '同意' })).status).toBe(200);
    const noticeId = (await province(getNoticeDraft, { id: saved.data.id })).data.noticeId as string;
    expect(noticeId).toBeTruthy();

    const expected = [
      {
        supplierCode: registered.code,
        supplierName: registered.name,
        uscc: registered.uscc,
        rank: 1,
        bidAmount: '1234567.80',
        currency: 'CNY',
        isWinner: true,
      },
      { supplierCode: null, ...TYPED, rank: 2, bidAmount: '1180000.00', currency: 'CNY', isWinner: false },
    ];
    expect((await as(null)(getNoticeById, { id: noticeId })).data.awardCandidates).toEqual(expected);

    // An amendment that sends no rows keeps the notice's.
    const { awardCandidates: _left, ...withoutRows } = resultNotice({ noticeTitle: '结果公示（更正）' });
    const amendment = await province(saveNoticeDraft, {
      ...withoutRows,
      amendsNoticeId: noticeId,
      amendReason: '更正标题',
      submit: true,
    });
    expect(amendment.status, amendment.resultMsg).toBe(200);
    const amendItem = await todo(amendment.data.processInstID);
    await hq(approveWorkItem, { workItemID: amendItem?.workItemID, comment: '同意' });
    const amended = (await as(null)(getNoticeById, { id: noticeId })).data;
    expect(amended).toMatchObject({ noticeTitle: '结果公示（更正）', revision: 2 });
    expect(amended.awardCandidates).toEqual(expected);

    // An amendment that changes the rows: its approver and the revisions show them before and after.
    const swapped = [
      { ...TYPED, rank: 1, bidAmount: '1180000', isWinner: true },
      {
        supplierCode: registered.code,
        supplierName: registered.name,
        uscc: registered.uscc,
        rank: 2,
        bidAmount: '1234567.8',
        isWinner: false,
      },
    ];
    const reranked = await province(saveNoticeDraft, {
      ...resultNotice({ noticeTitle: '结果公示（更正）', awardCandidates: swapped }),
      amendsNoticeId: noticeId,
      amendReason: '更正中标人',
      submit: true,
    });
    expect(reranked.status, reranked.resultMsg).toBe(200);
    const pending = (await hq(getNoticeDraft, { id: reranked.data.id })).data;
    expect(pending.amendedVersion.awardCandidates).toEqual(expected);
    expect(pending.awardCandidates.map((row: { supplierName: string }) => row.supplierName)).toEqual([
      TYPED.supplierName,
      registered.name,
    ]);
    const rerankItem = await todo(reranked.data.processInstID);
    await hq(approveWorkItem, { workItemID: rerankItem?.workItemID, comment: '同意' });
    const revisions = (await as(null)(queryNoticeRevisions, { id: noticeId })).data.amendments;
    expect(revisions[0].reason).toBe('更正中标人');
    expect(revisions[0].before.awardCandidates).toEqual(expected);
    expect(
      revisions[0].after.awardCandidates.map((row: { rank: number; isWinner: boolean }) => [
        row.rank,
        row.isWinner,
      ]),
    ).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(revisions[0].after.awardCandidates[0].supplierName).toBe(TYPED.supplierName);
  });
});
