import { readdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { downloadUpload, ROLES, uploadFile, UPLOAD_PURPOSES, type TUploadPurpose } from '@supportal/contract';
import { count, eq, sql } from 'drizzle-orm';
import { fileBlobs, files } from '../../src/db/schema/index.js';
import { claimUploads, sweepPendingUploads } from '../../src/modules/files/file-upload.js';
import { createAuthTestApp, type TAuthBackend, type TAuthTestApp } from '../helpers/auth-app.js';
import { accountCalls } from '../helpers/account-calls.js';
import { createTestAccount } from '../helpers/auth-client.js';
import { malformedMultipartBodies } from '../helpers/malformed-multipart.js';
import { multipartBody } from '../helpers/multipart.js';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(100, 1),
]);
const DOCX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(300, 7)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(500, 0x90)]);

// Local disk on PGlite; the database store on PostgreSQL when CI provides one (several instances).
const backends: TAuthBackend[] = [
  { database: 'pglite', store: 'database', fileStore: 'local' },
  {
    database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    store: 'database',
    fileStore: 'database',
  },
];

describe.each(backends)('file upload ($database, $fileStore file store)', (backend) => {
  let testApp: TAuthTestApp;
  const { tokenOf } = accountCalls(() => testApp.app);
  const authOf = (userName: string) => tokenOf(logins.get(userName) ?? userName);

  const upload = async (
    fileName: string,
    bytes: Buffer,
    options: { purpose?: string; as?: string | null; field?: string } = {},
  ) => {
    const { payload, contentType } = multipartBody(fileName, bytes, { field: options.field });
    const purpose = options.purpose ?? 'certificate';
    const as = options.as === undefined ? 'supplier' : options.as;
    const response = await testApp.app.inject({
      method: 'POST',
      url: `${uploadFile.path}?purpose=${purpose}`,
      headers: { 'content-type': contentType, ...(as ? { authorization: await authOf(as) } : {}) },
      payload,
    });
    return { status: response.statusCode, headers: response.headers, body: response.json() };
  };

  /** The app's address on a real port, for tests about the connection itself. */
  const listening = async () =>
    testApp.app.server.listening
      ? `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`
      : testApp.app.listen({ port: 0, host: '127.0.0.1' });

  const download = async (fileId: string, as: string) =>
    testApp.app.inject({
      method: 'GET',
      url: `${downloadUpload.path}?fileId=${fileId}`,
      headers: { authorization: await authOf(as) },
    });

  /** Uploaded rows and stored byte sets (files on disk, or blob rows). */
  const stored = async () => {
    const db = testApp.database.db;
    const [rows] = await db
      .select({ value: count() })
      .from(files)
      .where(sql`${files.purpose} IS NOT NULL`);
    const [blobs] = await db.select({ value: count() }).from(fileBlobs);
    const onDisk = await readdir(testApp.filesDir, { recursive: true, withFileTypes: true });
    return {
      rows: rows?.value ?? 0,
      bytes: backend.fileStore === 'database' ? (blobs?.value ?? 0) : onDisk.filter((e) => e.isFile()).length,
    };
  };

  const accountIdOf = async (loginName: string) => {
    const { accounts } = await import('../../src/db/schema/index.js');
    const [row] = await testApp.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.loginName, logins.get(loginName) ?? loginName));
    if (!row) throw new Error(`no account ${loginName}`);
    return row.id;
  };

  // A supplier and a staff member of its own (no demo data needed).
  const logins = new Map<string, string>();
  beforeAll(async () => {
    testApp = await createAuthTestApp(backend, { seed: false });
    for (const [name, roles] of [
      ['supplier', [ROLES.supplier]],
      ['staff', [ROLES.staffCity]],
    ] as const) {
      const account = await createTestAccount(testApp.database.db, { roles: [...roles] });
      logins.set(name, account.loginName);
    }
  });
  afterAll(async () => testApp?.close());

  it('stores a certificate scan for its uploader only, typed by its checked extension', async () => {
    const answer = await upload('营业执照.PDF', PDF);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      resultStat: '000',
      data: { fileName: '营业执照.pdf', fileSize: PDF.length, contentType: 'application/pdf' },
    });
    const fileId = answer.body.data.id as string;
    const [row] = await testApp.database.db
      .select()
      .from(files)
      .where(eq(files.id, Number(fileId)));
    expect(row).toMatchObject({ purpose: 'certificate', attachedAt: null });
    expect(row?.uploadedBy).toBe(await accountIdOf('supplier'));

    const own = await download(fileId, 'supplier');
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(PDF)).toBe(true);
    expect(own.headers['content-type']).toBe('application/pdf');
    // Another account, even of a staff role, cannot see it before it is attached.
    expect((await download(fileId, 'staff')).statusCode).toBe(404);
  });

  it('accepts office documents and archives as notice attachments, not as certificates', async () => {
    const attachment = await upload('评标办法.docx', DOCX, { purpose: 'noticeAttachment', as: 'staff' });
    expect(attachment.status).toBe(200);
    expect(attachment.body.data.contentType).toMatch(/wordprocessingml/);
    const text = await upload('说明.txt', Buffer.from('第一行\n第二行\n'), {
      purpose: 'downloadZone',
      as: 'staff',
    });
    expect(text.status).toBe(200);

    const refused = await upload('评标办法.docx', DOCX, { purpose: 'certificate' });
    expect(refused.status).toBe(400);
    expect(refused.body.resultMsg).toBe('不支持的文件类型（.docx），资质证书仅支持 pdf、jpg、jpeg、png');
    expect(refused.body.errors).toEqual([{ path: 'file', message: refused.body.resultMsg }]);
  });

  it('refuses programs and bytes that do not match the extension, storing nothing', async () => {
    const before = await stored();
    const exe = await upload('setup.exe', EXE, { purpose: 'noticeAttachment', as: 'staff' });
    expect(exe.status).toBe(400);
    expect(exe.body).toMatchObject({ resultStat: '400', data: null });
    expect(exe.body.resultMsg).toContain('不支持的文件类型（.exe）');

    const disguised = await upload('资质证书.pdf', EXE);
    expect(disguised.status).toBe(400);
    expect(disguised.body.resultMsg).toBe('文件内容与扩展名 .pdf（PDF）不符，请上传真实的文件');
    const pngAsJpeg = await upload('照片.jpg', PNG);
    expect(pngAsJpeg.status).toBe(400);
    const binaryText = await upload('readme.txt', EXE, { purpose: 'noticeAttachment', as: 'staff' });
    expect(binaryText.status).toBe(400);
    const empty = await upload('空白.pdf', Buffer.alloc(0));
    expect(empty.body.resultMsg).toBe('文件内容为空');
    const noExtension = await upload('README', PDF);
    expect(noExtension.body.resultMsg).toMatch(/^不支持的文件类型，资质证书仅支持/);

    expect(await stored()).toEqual(before);
  });

  it('answers 413 over the purpose limit while streaming, leaving nothing behind', async () => {
    const before = await stored();
    const limit = UPLOAD_PURPOSES.certificate.maxBytes;
    const tooBig = Buffer.concat([PDF, Buffer.alloc(limit, 0x20)]);
    const answer = await upload('扫描件.pdf', tooBig);
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({
      resultStat: '413',
      data: null,
      resultMsg: '文件超过资质证书的大小上限 10.0 MB',
    });
    expect(answer.headers.connection).toBe('close');
    expect(await stored()).toEqual(before);

    // A declared length far over the limit is refused before the body is read.
    const huge = await upload('扫描件.pdf', Buffer.concat([tooBig, Buffer.alloc(1024 * 1024)]));
    expect(huge.status).toBe(413);
    expect(await stored()).toEqual(before);

    // Exactly at the limit is fine (checked once: the store does not change the count).
    if (backend.fileStore === 'local') {
      const atLimit = Buffer.concat([PDF, Buffer.alloc(limit - PDF.length, 0x20)]);
      expect((await upload('扫描件.pdf', atLimit)).status).toBe(200);
    }
  });

  it('refuses a 200 MB notice attachment with 413 while it streams, long before its end', async () => {
    const before = await stored();
    const { payload, contentType } = multipartBody('招标文件.pdf', Buffer.alloc(0));
    const tail = Buffer.from('\r\n------supportal-test-boundary--\r\n');
    const head = payload.subarray(0, payload.length - tail.length);
    const total = 200 * 1024 * 1024;
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    let sent = 0;
    async function* body() {
      yield head;
      yield Buffer.from('%PDF-1.7\n');
      for (sent = 0; sent < total; sent += chunk.length) yield chunk;
      yield tail;
    }
    const address = await listening();
    const authorization = await authOf('staff');
    // Sent chunked, without a length: only counting while streaming can stop it.
    const send = () =>
      new Promise<{ status: number; body: { resultStat: string; resultMsg: string } }>((resolve, reject) => {
        let answered = false;
        const request = http.request(
          `${address}${uploadFile.path}?purpose=noticeAttachment`,
          { method: 'POST', headers: { 'content-type': contentType, authorization } },
          (response) => {
            answered = true;
            const chunks: Buffer[] = [];
            response.on('data', (data: Buffer) => chunks.push(data));
            response.on('end', () => {
              request.destroy();
              resolve({
                status: response.statusCode ?? 0,
                body: JSON.parse(Buffer.concat(chunks).toString()),
              });
            });
          },
        );
        // The server closes the connection once it has answered; the rest of the body goes nowhere.
        request.on('error', (error) => (answered ? undefined : reject(error)));
        Readable.from(body()).pipe(request);
      });
    // The server closes the connection with the body still arriving; a busy client may then meet a
    // reset (EPIPE) before it reads the answer. Send again to read the 413; a reset still proves the cut.
    let answer: Awaited<ReturnType<typeof send>> | undefined;
    for (let attempt = 0; attempt < 3 && !answer; attempt += 1) {
      answer = await send().catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') throw error;
        return undefined;
      });
      expect(sent).toBeLessThan(total / 2);
    }
    if (answer) {
      expect(answer.status).toBe(413);
      expect(answer.body).toMatchObject({
        resultStat: '413',
        resultMsg: '文件超过公告附件的大小上限 50.0 MB',
      });
    }
    expect(await stored()).toEqual(before);
  });

  it('answers a full disk mid-upload with 503 and closes the connection, the rest of the body unread', async () => {
    const before = await stored();
    // The store meets a full disk at its first write (/dev/full answers ENOSPC), the body still arriving.
    const put = vi.spyOn(testApp.fileStore, 'put').mockImplementationOnce(async (_key, bytes) => {
      await writeFile('/dev/full', bytes);
    });
    const address = new URL(await listening());
    const authorization = await authOf('supplier');
    const { payload, contentType } = multipartBody(
      '营业执照.pdf',
      Buffer.concat([PDF, Buffer.alloc(4 * 1024 * 1024, 0x20)]),
    );
    // The headers and a first part of the body; the client would send the rest later.
    const received = await new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const socket = net.connect(Number(address.port), address.hostname, () => {
        socket.write(
          `POST ${uploadFile.path}?purpose=certificate HTTP/1.1\r\nHost: portal.test\r\n` +
            `Authorization: ${authorization}\r\nContent-Type: ${contentType}\r\n` +
            `Content-Length: ${payload.length}\r\n\r\n`,
        );
        socket.write(payload.subarray(0, 512 * 1024));
      });
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', reject);
      // Left open, the connection would answer 408 once the request timeout passed (30 s).
      socket.on('close', () => resolve(Buffer.concat(chunks).toString()));
    });
    put.mockRestore();
    const [head = '', body = ''] = received.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 503 /);
    expect(head.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(body)).toMatchObject({
      resultStat: '503',
      resultMsg: '服务暂不可用：服务器存储空间不足，请稍后再试',
      data: null,
    });
    expect(received).not.toContain('408');
    expect(await stored()).toEqual(before);
  });

  it('answers a database out of space with 503 and keeps no bytes of the upload', async () => {
    const before = await stored();
    const { db } = testApp.database;
    // PostgreSQL (and PGlite) raise disk_full (53100) when they cannot extend a table.
    await db.execute(sql`CREATE FUNCTION test_disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full'; END $$`);
    await db.execute(sql`CREATE TRIGGER test_disk_full BEFORE INSERT ON files
      FOR EACH ROW EXECUTE FUNCTION test_disk_full()`);
    try {
      const answer = await upload('营业执照.pdf', PDF);
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({
        resultStat: '503',
        resultMsg: '服务暂不可用：服务器存储空间不足，请稍后再试',
      });
    } finally {
      await db.execute(sql`DROP TRIGGER test_disk_full ON files`);
      await db.execute(sql`DROP FUNCTION test_disk_full()`);
    }
    expect(await stored()).toEqual(before);
    expect((await upload('营业执照.pdf', PDF)).status).toBe(200);
  });

  it('keeps only a safe file name', async () => {
    const answer = await upload('..\\..\\etc/报价<单>\u0000 .PDF', PDF);
    expect(answer.body.data.fileName).toBe('报价单.pdf');
    const long = await upload(`${'长'.repeat(300)}.pdf`, PDF);
    expect(long.body.data.fileName).toBe(`${'长'.repeat(116)}.pdf`);
  });

  it('validates the call: session, purpose, multipart, field', async () => {
    const anonymous = await upload('a.pdf', PDF, { as: null });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ resultStat: '401', data: null });
    expect((await upload('a.pdf', PDF, { purpose: 'avatar' })).status).toBe(400);
    expect((await upload('a.pdf', PDF, { field: 'other' })).body.resultMsg).toBe('请选择要上传的文件');
    const json = await testApp.app.inject({
      method: 'POST',
      url: `${uploadFile.path}?purpose=certificate`,
      headers: { authorization: await authOf('supplier') },
      payload: { file: 'a.pdf' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ resultStat: '415' });
  });

  it.each(malformedMultipartBodies(PDF))('answers 400 with the envelope to $name', async (body) => {
    const before = await stored();
    const response = await testApp.app.inject({
      method: 'POST',
      url: `${uploadFile.path}?purpose=certificate`,
      headers: { 'content-type': body.contentType, authorization: await authOf('supplier') },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ resultStat: '400', data: null });
    expect(response.json().resultMsg).toMatch(/^上传内容格式不正确|^请选择要上传的文件/);
    expect(await stored()).toEqual(before);
  });

  it('attaches an upload once, for its uploader and purpose only', async () => {
    const fileId = Number((await upload('许可证.png', PNG)).body.data.id);
    const owner = await accountIdOf('supplier');
    const other = await accountIdOf('staff');
    const claim = (accountId: number, purpose: TUploadPurpose) =>
      testApp.database.db.transaction((tx) => claimUploads(tx, { fileIds: [fileId], accountId, purpose }));

    await expect(claim(other, 'certificate')).rejects.toThrow('附件不存在、已失效或不属于您，请重新上传');
    await expect(claim(owner, 'noticeAttachment')).rejects.toThrow('附件不存在');
    const [info] = await claim(owner, 'certificate');
    expect(info).toMatchObject({ id: String(fileId), fileName: '许可证.png', contentType: 'image/png' });
    await expect(claim(owner, 'certificate')).rejects.toThrow('附件不存在');
    // Attached, it is served by the business object's own download calls only.
    expect((await download(String(fileId), 'supplier')).statusCode).toBe(404);
  });

  it('sweeps uploads left unattached for a day, once each even with two sweeps racing', async () => {
    const db = testApp.database.db;
    const ids: number[] = [];
    for (let index = 0; index < 3; index += 1)
      ids.push(Number((await upload(`旧${index}.pdf`, PDF)).body.data.id));
    const kept = Number((await upload('新.pdf', PDF)).body.data.id);
    await db
      .update(files)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(sql`${files.id} IN (${sql.join(ids, sql`, `)})`);
    const before = await stored();

    const swept = await Promise.all([
      sweepPendingUploads(db, testApp.fileStore),
      sweepPendingUploads(db, testApp.fileStore),
    ]);
    expect(swept[0] + swept[1]).toBe(3);
    expect(await stored()).toEqual({ rows: before.rows - 3, bytes: before.bytes - 3 });
    expect((await download(String(kept), 'supplier')).statusCode).toBe(200);
    expect((await download(String(ids[0]), 'supplier')).statusCode).toBe(404);
  });
});
