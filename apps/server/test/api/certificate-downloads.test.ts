import {
  approveWorkItem,
  cancelProcess,
  downloadCertificateFile,
  downloadChangeRequestFile,
  getSupplierInfo,
  querySupplierChangeRequests,
  submitSupplierChange,
  withdrawProcess,
  type TEndpoint,
  type TSupplierChangeRequest,
  type TSupplierRecord,
} from '@supportal/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authBackends, createAuthTestApp, describeBackend, type TAuthTestApp } from '../helpers/auth-app.js';
import { accountCalls } from '../helpers/account-calls.js';
import { createTestAccount } from '../helpers/auth-client.js';
import { unchangedProposalOf, uploadCertificateScan } from '../helpers/supplier-changes.js';
import { todoOf } from '../helpers/work-items.js';

/** demo_simple's company (password-only main account). */
const SUPPLIER = 'SUP100002';
const SEEDED_SCAN = '建筑业企业资质证书扫描件.pdf';

const pdf = (marker: string) =>
  Buffer.concat([Buffer.from(`%PDF-1.4\n% ${marker}\n`), Buffer.alloc(300, 0x20)]);

describe.each(authBackends())('certificate scan downloads ($database)', (backend) => {
  let testApp: TAuthTestApp;
  let strangerName = '';

  const { tokenOf, call: callAs } = accountCalls(() => testApp.app);
  const call = (userName: string, endpoint: TEndpoint, body: object = {}) => callAs(userName, endpoint, body);
  /** GET of a download as the user (null: without a session). */
  const download = async (userName: string | null, url: string): Promise<LightMyRequestResponse> =>
    testApp.app.inject({
      method: 'GET',
      url,
      headers: userName ? { authorization: await tokenOf(userName) } : {},
    });
  const liveUrl = (certificateId: string) =>
    `${downloadCertificateFile.path}?${new URLSearchParams({ certificateId })}`;
  const requestUrl = (requestId: string, rowKey: string, side: string) =>
    `${downloadChangeRequestFile.path}?${new URLSearchParams({ requestId, rowKey, side })}`;

  const liveRecord = async () => (await call('demo_simple', getSupplierInfo)).data.record as TSupplierRecord;
  const latestRequest = async () =>
    ((await call('demo_simple', querySupplierChangeRequests)).data.records as TSupplierChangeRequest[])[0];
  const uploadScan = async (fileName: string, bytes: Buffer) =>
    uploadCertificateScan(testApp.app, await tokenOf('demo_simple'), fileName, bytes);
  const hqTodo = (processInstID: string) =>
    todoOf((endpoint, body) => call('staff_hq', endpoint, body), processInstID);

  beforeAll(async () => {
    testApp = await createAuthTestApp(backend);
    // A main account of another company, holding 企业信息 for its own record.
    strangerName = (
      await createTestAccount(testApp.database.db, {
        supplierCode: 'SUP100001',
        supplierName: '华信通信设备有限公司',
        corpCode: 'SUP100001',
        corpName: '华信通信设备有限公司',
      })
    ).loginName;
  });
  afterAll(async () => testApp?.close());

  it(`${describeBackend(backend)}: the owner downloads the live scan as an attachment; others do not`, async () => {
    const record = await liveRecord();
    expect(record.supplierCode).toBe(SUPPLIER);
    const [certificate] = record.certificates;
    expect(certificate?.file?.fileName).toBe(SEEDED_SCAN);
    const url = liveUrl(certificate?.id ?? '');

    const own = await download('demo_simple', url);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['content-disposition']).toBe(
      `attachment; filename="${SEEDED_SCAN.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(SEEDED_SCAN)}`,
    );
    expect(own.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    expect((await download(null, url)).statusCode).toBe(401);
    // A sub-account without 企业信息: refused for lack of the permission.
    expect((await download('demo_sub', url)).statusCode).toBe(403);
    // Another company, and staff not reviewing this supplier: as if the file did not exist.
    for (const userName of [strangerName, 'staff_hq', 'staff_prov']) {
      const refused = await download(userName, url);
      expect(refused.statusCode, userName).toBe(404);
      expect(refused.json().resultMsg).toBe('文件不存在或无权下载');
    }
    expect((await download('demo_simple', liveUrl('999999'))).statusCode).toBe(404);
    expect(
      (await download('demo_simple', `${downloadCertificateFile.path}?certificateId=../1`)).statusCode,
    ).toBe(400);
  });

  it('serves both sides of a change request to the owner and the assigned reviewer only', async () => {
    const live = await liveRecord();
    const [certificate] = live.certificates;
    const certificateId = certificate?.id ?? '';
    const replaced = await uploadScan('资质证书-新.pdf', pdf('replaced'));
    const added = await uploadScan('ISO 9001 证书.pdf', pdf('added'));
    const fields = unchangedProposalOf(live);
    const [first] = fields.certificates;
    const saved = await call('demo_simple', submitSupplierChange, {
      ...fields,
      certificates: [
        { ...first, fileId: replaced },
        {
          certType: 'ISO9001',
          certNumber: '00124Q99999R0M',
          issuer: '中国质量认证中心',
          validFrom: '2025-01-01',
          validTo: '2028-01-01',
          fileId: added,
        },
      ],
    });
    expect(saved.status, saved.resultMsg).toBe(200);
    const request = await latestRequest();
    const requestId = request?.id ?? '';
    const fileRow = request?.diff.find((row) => row.section === 'certificates' && row.change === 'changed');
    expect(fileRow?.rowKey).toBe(certificateId);
    expect(request?.diff.find((row) => row.change === 'added')?.rowKey).toBe('new-2');

    const bodyOf = async (userName: string, rowKey: string, side: string) => {
      const response = await download(userName, requestUrl(requestId, rowKey, side));
      return { status: response.statusCode, text: response.rawPayload.toString('latin1') };
    };
    for (const userName of ['demo_simple', 'staff_hq']) {
      expect((await bodyOf(userName, certificateId, 'new')).text, userName).toContain('% replaced');
      expect((await bodyOf(userName, 'new-2', 'new')).text, userName).toContain('% added');
      const old = await bodyOf(userName, certificateId, 'old');
      expect(old.status, userName).toBe(200);
      expect(old.text.startsWith('%PDF-')).toBe(true);
      expect(old.text).not.toContain('% replaced');
    }
    // Reviewing one of the supplier's requests opens its live record's scans to the reviewer.
    expect((await download('staff_hq', liveUrl(certificateId))).statusCode).toBe(200);

    // A province reviewer is not at the level the process assigns; other companies never see it.
    for (const userName of ['staff_prov', strangerName]) {
      expect((await bodyOf(userName, certificateId, 'new')).status, userName).toBe(404);
      expect((await download(userName, liveUrl(certificateId))).statusCode, userName).toBe(404);
    }
    expect((await download('demo_sub', requestUrl(requestId, certificateId, 'new'))).statusCode).toBe(403);
    expect((await download(null, requestUrl(requestId, certificateId, 'new'))).statusCode).toBe(401);
    // Rows the request does not have, a new row asked on the old side, bad keys.
    expect((await bodyOf('demo_simple', '999999', 'new')).status).toBe(404);
    expect((await bodyOf('demo_simple', 'new-2', 'old')).status).toBe(404);
    expect((await bodyOf('demo_simple', 'new-9', 'new')).status).toBe(404);
    expect((await bodyOf('demo_simple', 'files/1', 'new')).status).toBe(400);
    expect((await bodyOf('demo_simple', certificateId, 'both')).status).toBe(400);

    // Approved: the live record carries the new scan and the reviewer who decided still reads it.
    const item = await hqTodo(request?.processInstID ?? '');
    const approved = await call('staff_hq', approveWorkItem, {
      workItemID: item?.workItemID,
      comment: '同意',
    });
    expect(approved.status, approved.resultMsg).toBe(200);
    const after = await liveRecord();
    const addedLive = after.certificates.find((row) => row.certType === 'ISO9001');
    expect((await download('demo_simple', liveUrl(certificateId))).rawPayload.toString('latin1')).toContain(
      '% replaced',
    );
    expect(
      (await download('staff_hq', liveUrl(addedLive?.id ?? ''))).rawPayload.toString('latin1'),
    ).toContain('% added');
    expect((await bodyOf('staff_hq', 'new-2', 'new')).text).toContain('% added');
    expect((await bodyOf('demo_simple', certificateId, 'old')).status).toBe(200);
  });

  it('serves nothing of a cancelled request', async () => {
    const live = await liveRecord();
    const certificateId = live.certificates[0]?.id ?? '';
    const scan = await uploadScan('作废前的扫描件.pdf', pdf('cancelled'));
    const fields = unchangedProposalOf(live);
    const saved = await call('demo_simple', submitSupplierChange, {
      ...fields,
      certificates: fields.certificates.map((row, index) => (index === 0 ? { ...row, fileId: scan } : row)),
    });
    expect(saved.status, saved.resultMsg).toBe(200);
    const request = await latestRequest();
    const url = requestUrl(request?.id ?? '', certificateId, 'new');
    expect((await download('demo_simple', url)).statusCode).toBe(200);

    await call('demo_simple', withdrawProcess, { processInstID: request?.processInstID });
    const editing = await latestRequest();
    const cancelled = await call('demo_simple', cancelProcess, {
      workItemID: editing?.editWorkItemID,
      comment: '扫描件传错',
    });
    expect(cancelled.status, cancelled.resultMsg).toBe(200);
    expect((await latestRequest())?.status).toBe('cancelled');
    for (const side of ['new', 'old'])
      expect(
        (await download('demo_simple', requestUrl(request?.id ?? '', certificateId, side))).statusCode,
      ).toBe(404);
  });
});
