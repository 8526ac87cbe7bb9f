import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createCspNonce } from '../plugins/security-headers.js';
import { createNoncePage } from './nonce-page.js';

const rendered = createCspNonce();
const html = Buffer.from(
  `<html><head><script nonce="${rendered}">var a=1;</script><link rel="modulepreload" nonce="${rendered}">` +
    `<style>${'.公告{color:red}'.repeat(2_000)}</style></head><body>${'<p>采购公告</p>'.repeat(3_000)}` +
    `<script nonce="${rendered}">window.__ctx={}</script></body></html>`,
);

describe('page served with a fresh nonce', () => {
  it('writes the answer’s nonce wherever the rendered one was', () => {
    const page = createNoncePage(html, rendered);
    const fresh = createCspNonce();
    const answer = page.withNonce(fresh).toString();
    expect(answer).not.toContain(rendered);
    expect(answer.split(`nonce="${fresh}"`)).toHaveLength(4);
    expect(answer).toBe(html.toString().replaceAll(rendered, fresh));
  });

  it('gives gzip bytes that unpack to exactly that page, different per nonce', () => {
    const page = createNoncePage(html, rendered);
    const first = createCspNonce();
    const second = createCspNonce();
    const firstGzip = page.gzipWithNonce(first);
    expect(gunzipSync(firstGzip).equals(page.withNonce(first))).toBe(true);
    expect(gunzipSync(page.gzipWithNonce(second)).toString()).toContain(`nonce="${second}"`);
    // Still compressed: the repeated markup shrinks to a small share.
    expect(firstGzip.length).toBeLessThan(html.length / 10);
  });

  it('handles a page without a nonce and a nonce of another length', () => {
    const plain = createNoncePage(Buffer.from('<p>无脚本</p>'), rendered);
    expect(gunzipSync(plain.gzipWithNonce(createCspNonce())).toString()).toBe('<p>无脚本</p>');
    const page = createNoncePage(html, rendered);
    expect(gunzipSync(page.gzipWithNonce('short')).toString()).toContain('nonce="short"');
  });
});
