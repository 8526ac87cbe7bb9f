import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { runServerToExit } from '../support/server-process.js';

const baseUrl = inject('baseUrl');

/** A GET seen byte for byte (fetch would undo the compression this checks). */
const rawGet = (path: string, acceptEncoding: string) =>
  new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(`${baseUrl}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });

const postJson = async (path: string, payload: unknown) => {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return { status: response.status, body: await response.json() };
};

describe('started portal, seen by a simple HTTP client', () => {
  it('serves /home with real notice titles and styles in the first HTML', async () => {
    const latest = await postJson('/supportal/v1/obp-notice/query-notice', {
      purchaseNoticeType: '2',
      size: 3,
    });
    expect(latest.body.resultStat).toBe('000');
    const titles: string[] = latest.body.data.records.map(
      (record: { noticeTitle: string }) => record.noticeTitle,
    );
    expect(titles.length).toBe(3);

    const response = await fetch(`${baseUrl}/home`);
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const title of titles) expect(html).toContain(title);
    expect(html).toMatch(/<style[^>]*>[^<]*\.ant-/);
    expect(html).toContain('<html lang="zh-CN"');
    // No script is fetched before the first paint (DeferredScripts): React Router's module script and
    // preloads travel as data of the one inline script that adds them afterwards. A React Router whose
    // output DeferredScripts no longer recognises would put them back here.
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
    expect(html).toMatch(/<script[^>]*data-preloads="[^"]*\/assets\/[^"]+\.js/);
    expect(html).toMatch(/<script[^>]*data-module="[^"]*import/);
  });

  it('answers a repeated anonymous page from the short page cache, admitted on its second request', async () => {
    // Query order and empty parameters do not make another page.
    const first = await fetch(`${baseUrl}/home?cache-check=1&b=2`);
    const second = await fetch(`${baseUrl}/home?b=2&cache-check=1&empty=`);
    const third = await fetch(`${baseUrl}/home?cache-check=1&b=2`);
    expect([first, second, third].map((answer) => answer.headers.get('x-page-cache'))).toEqual([
      'miss',
      'miss',
      'hit',
    ]);
    // HEAD requests share the render with GET, and never leave an empty page behind for GET.
    for (let round = 0; round < 2; round += 1)
      await fetch(`${baseUrl}/home?head-check=1`, { method: 'HEAD' });
    const afterHeads = await fetch(`${baseUrl}/home?head-check=1`);
    expect(afterHeads.headers.get('x-page-cache')).toBe('hit');
    expect(await afterHeads.text()).toContain('<html lang="zh-CN"');
  });

  it('sends scripts, pages and lists compressed to browsers that accept it, the same bytes inside', async () => {
    const page = await rawGet('/home?compression-check=1', 'identity');
    // React's chunk (apps/web/vite.config.ts): every page loads it, and it is big enough to compress.
    // The page names it among the preloads it starts after its first paint (JSON in an attribute).
    const script = /(\/assets\/react-[^"&]+\.js)/.exec(page.body.toString())?.[1];
    expect(script).toBeDefined();
    const plainScript = await rawGet(script ?? '', 'identity');
    const brotliScript = await rawGet(script ?? '', 'gzip, deflate, br, zstd');
    expect(plainScript.headers['content-encoding']).toBeUndefined();
    expect(brotliScript.headers['content-encoding']).toBe('br');
    expect(brotliScript.body.length).toBeLessThan(plainScript.body.length / 2);
    expect(brotliDecompressSync(brotliScript.body).equals(plainScript.body)).toBe(true);
    const gzippedScript = await rawGet(script ?? '', 'gzip');
    expect(gzippedScript.headers['content-encoding']).toBe('gzip');

    // A cached page differs per answer only by its CSP nonce, and goes out as gzip prepared once.
    const withoutNonce = (html: Buffer) => html.toString().replace(/nonce="[^"]+"/g, 'nonce=""');
    const plainPage = await rawGet('/home?compression-check=1', 'identity');
    const compressedPage = await rawGet('/home?compression-check=1', 'gzip, deflate, br, zstd');
    expect(plainPage.headers['content-encoding']).toBeUndefined();
    expect(compressedPage.headers['x-page-cache']).toBe('hit');
    expect(compressedPage.headers['content-encoding']).toBe('gzip');
    expect(compressedPage.body.length).toBeLessThan(plainPage.body.length / 4);
    expect(withoutNonce(gunzipSync(compressedPage.body))).toBe(withoutNonce(plainPage.body));
  });

  it('redirects / to /home and unknown paths to /404', async () => {
    const root = await fetch(`${baseUrl}/`, { redirect: 'manual' });
    expect(root.status).toBeGreaterThanOrEqual(300);
    expect(root.status).toBeLessThan(400);
    expect(root.headers.get('location')).toBe('/home');
    const unknown = await fetch(`${baseUrl}/no/such/page`, { redirect: 'manual' });
    expect(unknown.headers.get('location')).toBe('/404');
    const notFound = await fetch(`${baseUrl}/404`);
    const html = await notFound.text();
    expect(html).toContain('OOPS!');
    expect(html).toContain('很抱歉，页面它不小心迷路了！');
  });

  it('answers the dictionary call and bad bodies over HTTP', async () => {
    const ok = await postJson('/supportal/v1/dictionary/find-by-type_not_auth', { type: 'obp_notice_type' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.obp_notice_type.length).toBeGreaterThan(10);
    const malformed = await fetch(`${baseUrl}/supportal/v1/dictionary/find-by-type_not_auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"type": [',
    });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).resultStat).toBe('400');
    const unknownCall = await postJson('/supportal/v1/unknown/call', {});
    expect(unknownCall.status).toBe(404);
    expect(unknownCall.body.resultStat).toBe('404');
  });

  it('publishes the OpenAPI document', async () => {
    const document = await (await fetch(`${baseUrl}/supportal/openapi.json`)).json();
    expect(Object.keys(document.paths)).toContain('/supportal/v1/dictionary/find-by-type_not_auth');
  });

  it('refuses a second server on the same data directory with a clear message', async () => {
    const result = await runServerToExit({ DATA_DIR: inject('dataDir') });
    expect(result.code).toBe(1);
    expect(result.output).toContain('已被另一个 supportal 进程占用');
  });

  it('refuses to start with an invalid configuration, naming the variable', async () => {
    const result = await runServerToExit({ PORT: 'eighty', DATA_DIR: inject('dataDir') });
    expect(result.code).toBe(1);
    expect(result.output).toContain('PORT');
  });
});
