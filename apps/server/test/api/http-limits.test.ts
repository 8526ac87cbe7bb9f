import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryNotice } from '@supportal/contract';
import { createTestApp, type TTestApp } from '../helpers/test-app.js';

const TIMEOUTS = {
  requestMs: 1_500,
  headersMs: 1_000,
  keepAliveMs: 5_000,
  idleMs: 10_000,
  checkEveryMs: 250,
};

type TRawAnswer = { text: string; closedAfterMs: number };

/**
 * Sends raw bytes (what no HTTP client library would send) and collects the answer until the server
 * closes the connection. `drip` sends the rest of the request a byte at a time.
 */
const rawExchange = (
  port: number,
  request: string,
  drip?: { bytes: string; everyMs: number },
): Promise<TRawAnswer> =>
  new Promise((resolve, reject) => {
    const startedAt = Date.now();
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let timer: ReturnType<typeof setInterval> | undefined;
    socket.on('connect', () => {
      socket.write(request);
      if (!drip) return;
      let sent = 0;
      timer = setInterval(() => {
        if (sent < drip.bytes.length && socket.writable) socket.write(drip.bytes[sent++] ?? '');
      }, drip.everyMs);
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ text: Buffer.concat(chunks).toString('utf8'), closedAfterMs: Date.now() - startedAt });
    });
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the server kept the connection open'));
    }, 15_000);
  });

/** The headers of a raw answer, names in lower case. */
const headersOf = (text: string) =>
  new Map(
    text
      .slice(0, text.indexOf('\r\n\r\n'))
      .split('\r\n')
      .slice(1)
      .map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
  );

/** What every answer carries, Node's own included. */
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'content-security-policy': "frame-ancestors 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

const statusOf = (text: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);
const envelopeOf = (text: string) =>
  JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;

describe('answers of the HTTP layer', () => {
  let testApp: TTestApp;
  let port: number;
  beforeAll(async () => {
    testApp = await createTestApp('pglite', { seed: false, httpTimeouts: TIMEOUTS });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = testApp.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => testApp?.close());

  it('answers a too-long URL with 431 in the envelope', async () => {
    const answer = await rawExchange(port, `GET /home?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\n\r\n`);
    expect(statusOf(answer.text)).toBe(431);
    expect(answer.text).toMatch(/content-type: application\/json/i);
    expect(envelopeOf(answer.text)).toEqual({
      resultStat: '431',
      resultMsg: '请求地址或请求头过长',
      data: null,
    });
  });

  it('answers too-long headers with 431 in the envelope', async () => {
    const answer = await rawExchange(
      port,
      `GET /supportal/health HTTP/1.1\r\nHost: a\r\nX-Big: ${'y'.repeat(20_000)}\r\n\r\n`,
    );
    expect(statusOf(answer.text)).toBe(431);
    expect(envelopeOf(answer.text).resultStat).toBe('431');
  });

  it('answers a malformed request with 400 in the envelope', async () => {
    const answer = await rawExchange(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(statusOf(answer.text)).toBe(400);
    expect(envelopeOf(answer.text)).toMatchObject({ resultStat: '400', data: null });
  });

  it("gives Node's own answers (431, 400) the security headers every other answer carries", async () => {
    const tooLong = await rawExchange(port, `GET /home?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\n\r\n`);
    const malformed = await rawExchange(port, 'NOT HTTP AT ALL\r\n\r\n');
    const routed = await rawExchange(
      port,
      'GET /supportal/v1/unknown/call HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n',
    );
    for (const answer of [tooLong, malformed, routed])
      expect(Object.fromEntries(headersOf(answer.text)), answer.text.slice(0, 20)).toMatchObject(
        SECURITY_HEADERS,
      );
  });

  it('cuts off a body sent a byte at a time once the request time is up', async () => {
    const body = JSON.stringify({ current: 1, size: 10, noticeTitle: '光缆' });
    const answer = await rawExchange(
      port,
      `POST ${queryNotice.path} HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
      { bytes: body, everyMs: 400 },
    );
    // requestMs plus at most one check interval, with room for a busy machine.
    expect(answer.closedAfterMs).toBeGreaterThanOrEqual(TIMEOUTS.requestMs);
    expect(answer.closedAfterMs).toBeLessThan(TIMEOUTS.requestMs + 2_000);
    expect(statusOf(answer.text)).toBe(408);
    expect(envelopeOf(answer.text).resultStat).toBe('408');
  });

  it('cuts off headers that never end', async () => {
    const answer = await rawExchange(port, 'GET /supportal/health HTTP/1.1\r\nHost: a\r\n', {
      bytes: 'X-Slow: 1\r\n'.repeat(20),
      everyMs: 300,
    });
    expect(answer.closedAfterMs).toBeLessThan(TIMEOUTS.requestMs + 2_000);
    expect(statusOf(answer.text)).toBe(408);
  });
});
