import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logSerializers } from './http-server-options.js';
import { requestLogController } from './request-log.js';

const appLoggingTo = (lines: Record<string, unknown>[]) => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({
    logger: { level: 'info', serializers: logSerializers, stream },
    logController: requestLogController(),
  });
  app.get('/answer', async () => ({ ok: true }));
  return app;
};

describe('request log', () => {
  it('writes one line per request: method, redacted address, status and time', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingTo(lines);
    await app.inject({ method: 'GET', url: '/answer?ticket=secret&page=2' });
    await app.inject({ method: 'GET', url: '/missing' });
    await app.close();
    const requestLines = lines.filter((line) => 'responseTime' in line);
    expect(requestLines).toHaveLength(2);
    expect(requestLines[0]?.msg).toMatch(/^GET \/answer\?ticket=\[REDACTED\]&page=2 200 \d+ ms$/);
    expect(requestLines[0]?.req).toMatchObject({ method: 'GET', url: '/answer?ticket=[REDACTED]&page=2' });
    expect(requestLines[1]?.msg).toMatch(/^GET \/missing 404 \d+ ms$/);
    expect(JSON.stringify(lines)).not.toContain('secret');
  });
});
