import { describe, expect, it } from 'vitest';
import { sanitizeNoticeHtml } from './notice-html.js';

describe('sanitizeNoticeHtml', () => {
  it('keeps headings, paragraphs and tables of a notice', () => {
    const html =
      '<h2>一、项目概况</h2><p>采购<strong>铁塔</strong></p><table><tr><td colspan="2">第1包</td></tr></table>';
    expect(sanitizeNoticeHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers, javascript: URLs and inline styles', () => {
    const dirty =
      '<p onclick="steal()" style="position:fixed">正文</p><script>alert(1)</script>' +
      '<a href="javascript:alert(1)">链接</a><img src="x" onerror="alert(1)"><iframe src="https://evil"></iframe>';
    const clean = sanitizeNoticeHtml(dirty);
    expect(clean).not.toMatch(/onclick|onerror|script|javascript:|style=|iframe/i);
    expect(clean).toContain('<p>正文</p>');
  });

  it('opens links in a new tab without an opener', () => {
    expect(sanitizeNoticeHtml('<a href="https://example.cn/a.pdf">下载</a>')).toBe(
      '<a href="https://example.cn/a.pdf" target="_blank" rel="noopener noreferrer">下载</a>',
    );
  });
});
