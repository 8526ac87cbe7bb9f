import { rm, writeFile } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopePlugin } from '../../src/plugins/envelope.js';
import { createTestApp, databaseKinds, type TTestApp } from '../helpers/test-app.js';

describe.each(databaseKinds())('envelope and errors on %s', (kind) => {
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { seed: false });
  });
  afterAll(async () => testApp?.close());

  const post = (url: string, payload: string, contentType = 'application/json') =>
    testApp.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

  it('answers invalid JSON with a 400 envelope in Chinese', async () => {
    const response = await post('/supportal/v1/dictionary/find-by-type_not_auth', '{"type":');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ resultStat: '400', resultMsg: '请求体不是合法的 JSON', data: null });
  });

  it('answers a wrong field type with a 400 naming the field', async () => {
    const response = await post(
      '/supportal/v1/dictionary/find-by-type_not_auth',
      JSON.stringify({ type: { a: 1 } }),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.resultStat).toBe('400');
    expect(body.resultMsg).toContain('type');
    expect(body.errors[0].path).toBe('type');
  });

  it('answers a missing required field with 400, also when the body is absent', async () => {
    const missing = await post('/supportal/v1/dictionary/find-by-type_not_auth', '{}');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().resultMsg).toContain('字典类型不能为空');
    const absent = await testApp.app.inject({
      method: 'POST',
      url: '/supportal/v1/dictionary/find-by-type_not_auth',
    });
    expect(absent.statusCode).toBe(400);
    expect(absent.json().resultStat).toBe('400');
  });

  it('answers a JSON array body with 400, not 500', async () => {
    const response = await post('/supportal/v1/dictionary/find-by-type_not_auth', '[1,2]');
    expect(response.statusCode).toBe(400);
  });

  it('refuses non-JSON content types with 415 and the envelope', async () => {
    const response = await post('/supportal/v1/dictionary/find-by-type_not_auth', 'type=x', 'text/xml');
    expect(response.statusCode).toBe(415);
    expect(response.json().resultStat).toBe('415');
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/supportal/v1/no-such/call' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ resultStat: '404', data: null });
    expect(response.json().resultMsg).toContain('/supportal/v1/no-such/call');
  });

  it('answers a too large body with 413 and the envelope', async () => {
    const response = await post(
      '/supportal/v1/dictionary/find-by-type_not_auth',
      JSON.stringify({ type: 'x', padding: 'x'.repeat(2 * 1024 * 1024) }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().resultStat).toBe('413');
  });
});

describe('compressed answers', () => {
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp('pglite', { noticeCount: 120 });
  });
  afterAll(async () => testApp?.close());

  const list = (headers: Record<string, string>) =>
    testApp.app.inject({
      method: 'POST',
      url: '/supportal/v1/obp-notice/query-notice',
      payload: { current: 1, size: 20 },
      headers,
    });

  it('sends lists brotli- or gzip-compressed to clients that accept it, the same JSON inside', async () => {
    const plain = await list({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const brotli = await list({ 'accept-encoding': 'gzip, deflate, br' });
    const gzipped = await list({ 'accept-encoding': 'gzip' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(brotli.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.payload);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.payload);
  });

  it('leaves small answers and refused encodings alone', async () => {
    const refused = await list({ 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json().resultStat).toBe('000');
    const small = await testApp.app.inject({
      method: 'POST',
      url: '/supportal/v1/obp-notice/get-his-notice-type',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().resultStat).toBe('000');
  });
});

describe('server faults', () => {
  it('hide internal detail behind a 500 envelope', async () => {
    const app = Fastify({ logger: false });
    await app.register(envelopePlugin);
    app.get('/supportal/v1/broken', async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'secret')");
    });
    const response = await app.inject({ method: 'GET', url: '/supportal/v1/broken' });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(response.json()).toEqual({ resultStat: '500', resultMsg: '系统繁忙，请稍后再试', data: null });
  });

  it('answer 503 saying space is short when the disk or quota is full, in files or in the database', async () => {
    const app = Fastify({ logger: false });
    await app.register(envelopePlugin);
    // A real ENOSPC from the kernel (what the local file store meets), and the driver's disk_full as
    // Drizzle wraps it (PostgreSQL cannot extend a table or write its WAL).
    const fileStoreFull = await writeFile('/dev/full', 'bytes').catch((error: unknown) => error);
    const databaseFull = new Error('Failed query: insert into "files" …', {
      cause: Object.assign(new Error('could not extend file "base/5/16385": No space left on device'), {
        code: '53100',
      }),
    });
    const quotaFull = Object.assign(new Error('EDQUOT: disk quota exceeded, write'), { code: 'EDQUOT' });
    for (const [name, error] of Object.entries({ fileStoreFull, databaseFull, quotaFull })) {
      app.post(`/supportal/v1/${name}`, async () => {
        throw error;
      });
    }
    for (const name of ['fileStoreFull', 'databaseFull', 'quotaFull']) {
      const response = await app.inject({ method: 'POST', url: `/supportal/v1/${name}` });
      expect(response.statusCode, name).toBe(503);
      expect(response.headers['retry-after']).toBe('60');
      expect(response.json()).toEqual({
        resultStat: '503',
        resultMsg: '服务暂不可用：服务器存储空间不足，请稍后再试',
        data: null,
        retryAfter: 60,
      });
    }
    await app.close();
  });

  it('answer 503 with Retry-After when the database has gone away', async () => {
    const testApp = await createTestApp('pglite', { seed: false });
    await testApp.database.close();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/supportal/v1/dictionary/find-by-type_not_auth',
      payload: { type: 'OBP_PUR_MODE' },
    });
    await testApp.app.close();
    await rm(testApp.filesDir, { recursive: true, force: true });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      resultStat: '503',
      resultMsg: '服务暂不可用，请稍后再试',
      data: null,
      retryAfter: 5,
    });
  });
});
