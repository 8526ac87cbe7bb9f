import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TTestApp } from '../helpers/test-app.js';

describe.each(databaseKinds())('file calls on %s', (kind) => {
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { noticeCount: 120 });
  });
  afterAll(async () => testApp?.close());

  const post = async (url: string, payload: object = {}) => {
    const response = await testApp.app.inject({ method: 'POST', url, payload });
    return { status: response.statusCode, body: response.json() };
  };

  const noticeWithAttachments = async () => {
    const { attachments } = await import('../../src/db/schema/index.js');
    const rows = await testApp.database.db.select({ relId: attachments.relId }).from(attachments).limit(200);
    for (const row of rows) {
      const notice = await post('/supportal/v1/obp-notice/get-notice-by-id', { id: row.relId });
      if (notice.status === 200) return row.relId;
    }
    throw new Error('no public notice with attachments');
  };

  it('lists a notice attachments and streams one under its Chinese name with the stored bytes', async () => {
    const relId = await noticeWithAttachments();
    const { body } = await post('/supportal/v1/file/get-att-files', { relId, relName: 'obp_notice' });
    const file = body.data.records[0];
    expect(file.fileName).toMatch(/[\u4e00-\u9fa5]/);
    const download = await testApp.app.inject({
      method: 'GET',
      url: `/supportal/v1/file/download-get?fileId=${file.id}`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    );
    expect(download.rawPayload.length).toBe(file.fileSize);
    const { files } = await import('../../src/db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    const [stored] = await testApp.database.db
      .select({ sha256: files.sha256 })
      .from(files)
      .where(eq(files.id, Number(file.id)));
    expect(createHash('sha256').update(download.rawPayload).digest('hex')).toBe(stored?.sha256);
  });

  it.each([
    ['fileId=999999999', 404],
    ['fileId=abc', 400],
    ['fileId=../../etc/passwd', 400],
    ['', 400],
  ])('answers download-get?%s with %i and the envelope', async (query, status) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/supportal/v1/file/download-get?${query}`,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().resultStat).toBe(String(status));
  });

  it('does not serve a download-zone file as a notice attachment', async () => {
    const list = await post('/supportal/v1/file-up-manager/query-outdownload-file-list?isLoginFlag=false');
    const zoneFile = list.body.data[0];
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/supportal/v1/file/download-get?fileId=${zoneFile.id}`,
    });
    expect(response.statusCode).toBe(404);
  });

  it('lists only enabled public download-zone files for visitors, even when they claim to be logged in', async () => {
    const visitor = await post('/supportal/v1/file-up-manager/query-outdownload-file-list?isLoginFlag=false');
    const claims = await post('/supportal/v1/file-up-manager/query-outdownload-file-list?isLoginFlag=true');
    expect(claims.body.data).toEqual(visitor.body.data);
    const { downloadZoneFiles } = await import('../../src/db/schema/index.js');
    const all = await testApp.database.db.select().from(downloadZoneFiles);
    const publicEnabled = all.filter((row) => row.enabled && !row.loginOnly);
    expect(visitor.body.data).toHaveLength(publicEnabled.length);
    const hidden = all.filter((row) => !row.enabled || row.loginOnly);
    expect(hidden.length).toBeGreaterThan(0);
    for (const row of hidden) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/supportal/v1/file-up-manager/download-outdownload-file-info?fileId=${row.fileId}`,
      });
      expect(response.statusCode).toBe(404);
    }
    const shown = visitor.body.data[0];
    const download = await testApp.app.inject({
      method: 'GET',
      url: `/supportal/v1/file-up-manager/download-outdownload-file-info?fileId=${shown.id}`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.length).toBe(shown.fileSize);
  });

  it('refuses an unknown relation kind', async () => {
    const { status } = await post('/supportal/v1/file/get-att-files', { relId: '1', relName: 'users' });
    expect(status).toBe(400);
  });
});
