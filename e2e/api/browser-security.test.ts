import { connect } from 'node:net';
import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');

const headerDirectives = (policy: string | null) =>
  new Map(
    (policy ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );

const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

describe('browser security headers', () => {
  it('refuse framing by another site on pages, API answers, errors and files', async () => {
    const answers = [
      await fetch(`${baseUrl}/home`),
      await fetch(`${baseUrl}/supportal/v1/dictionary/find-by-type_not_auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'obp_notice_type' }),
      }),
      await fetch(`${baseUrl}/supportal/v1/unknown/call`),
      await fetch(`${baseUrl}/favicon.svg`),
    ];
    for (const answer of answers) {
      const label = answer.url;
      expect(answer.headers.get('x-frame-options'), label).toBe('SAMEORIGIN');
      expect(
        headerDirectives(answer.headers.get('content-security-policy')).get('frame-ancestors'),
        label,
      ).toEqual(["'self'"]);
      expect(answer.headers.get('x-content-type-options'), label).toBe('nosniff');
      expect(answer.headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('cross-origin-opener-policy'), label).toBe('same-origin');
      expect(answer.headers.get('cross-origin-resource-policy'), label).toBe('same-origin');
    }
  });

  it('give pages a strict policy whose nonce is on every inline script, fresh in every answer', async () => {
    const nonces: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      const answer = await fetch(`${baseUrl}/purAnnouncement?purchaseNoticeType=2&csp-check=1`);
      const policy = answer.headers.get('content-security-policy');
      const directives = headerDirectives(policy);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('base-uri')).toEqual(["'self'"]);
      expect(directives.get('img-src')).toEqual(["'self'", 'data:']);
      expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
      const nonce = nonceOf(policy);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const html = await answer.text();
      const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map(
        (match) => match[1] ?? '',
      );
      expect(inlineScripts.length).toBeGreaterThanOrEqual(2);
      for (const attributes of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
      // No other nonce is left in the page (a cached page carries only this answer's).
      expect(new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]))).toEqual(
        new Set([nonce]),
      );
      nonces.push(nonce ?? '');
    }
    expect(new Set(nonces).size).toBe(3);
  });

  it('answers a large POST to a page at once and closes the connection', async () => {
    const { port, hostname } = new URL(baseUrl);
    const startedAt = Date.now();
    const result = await new Promise<{ status: string; firstByteMs: number; closedMs: number }>(
      (resolve, reject) => {
        let status = '';
        let firstByteMs = -1;
        const socket = connect(Number(port), hostname, () => {
          // Announces 5 MB but sends only the first 200 KB, as a slow or hostile client would.
          socket.write(
            'POST /home HTTP/1.1\r\nHost: portal\r\nContent-Type: text/plain\r\nContent-Length: 5000000\r\n\r\n',
          );
          socket.write('a'.repeat(200_000));
        });
        socket.on('data', (chunk: Buffer) => {
          if (firstByteMs === -1) {
            firstByteMs = Date.now() - startedAt;
            status = chunk.toString('latin1').split('\r\n')[0] ?? '';
          }
        });
        socket.on('error', () => undefined);
        socket.on('close', () => resolve({ status, firstByteMs, closedMs: Date.now() - startedAt }));
        setTimeout(() => {
          socket.destroy();
          reject(new Error('the connection stayed open'));
        }, 15_000);
      },
    );
    expect(result.status).toMatch(/^HTTP\/1\.1 4\d\d /);
    expect(result.firstByteMs).toBeLessThan(5_000);
    expect(result.closedMs - result.firstByteMs).toBeLessThan(2_000);
  });
});
