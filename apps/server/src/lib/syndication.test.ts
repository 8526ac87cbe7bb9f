import { describe, expect, it } from 'vitest';
import { escapeXml, isNotModified, tagUri, validatorsOf } from './syndication.js';

describe('feed documents', () => {
  it('escapes markup and drops characters XML 1.0 cannot carry', () => {
    expect(escapeXml('A&B <c> "d"\u0001\u000B\uFFFF 中文\t')).toBe('A&amp;B &lt;c&gt; &quot;d&quot; 中文\t');
    expect(escapeXml('\uD83D\uDE00 kept, lone \uD83D dropped')).toBe('\uD83D\uDE00 kept, lone  dropped');
  });

  it('builds tag: URIs under the public host', () => {
    expect(tagUri('https://portal.example.cn/base', '2026', 'notice:7')).toBe(
      'tag:portal.example.cn,2026:notice:7',
    );
  });

  it('lets If-None-Match decide over If-Modified-Since, weak tags and lists included', () => {
    const validators = validatorsOf('<rss/>', new Date('2026-11-25T10:00:00.700Z'));
    expect(validators.lastModified.toISOString()).toBe('2026-11-25T10:00:00.000Z');
    const date = validators.lastModified.toUTCString();
    expect(isNotModified({ 'if-none-match': `"x", W/${validators.etag}` }, validators)).toBe(true);
    expect(isNotModified({ 'if-none-match': '*' }, validators)).toBe(true);
    expect(isNotModified({ 'if-none-match': '"x"', 'if-modified-since': date }, validators)).toBe(false);
    expect(isNotModified({ 'if-modified-since': date }, validators)).toBe(true);
    expect(isNotModified({ 'if-modified-since': 'Wed, 25 Nov 2026 09:59:59 GMT' }, validators)).toBe(false);
    expect(isNotModified({ 'if-modified-since': 'yesterday' }, validators)).toBe(false);
    expect(isNotModified({}, validators)).toBe(false);
  });
});
