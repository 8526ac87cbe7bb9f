import { describe, expect, it } from 'vitest';
import { noticePlainText, sanitizeNoticeHtml } from './notice-html.js';

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

  it("removes images from other hosts, keeps the portal's own and inline ones", () => {
    const html =
      '<p>图一<img src="https://tracker.example/pixel.gif" alt="t"></p>' +
      '<img src="//cdn.example/a.png"><img src="HTTP://evil.example/b.png"><img alt="无来源">' +
      '<img src="/supportal/v1/file/download/get?fileId=1" alt="附图">' +
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="内嵌">';
    const clean = sanitizeNoticeHtml(html);
    expect(clean).not.toMatch(/tracker|cdn\.example|evil\.example|无来源/);
    expect(clean).toBe(
      '<p>图一</p><img src="/supportal/v1/file/download/get?fileId=1" alt="附图" />' +
        '<img src="data:image/png;base64,iVBORw0KGgo=" alt="内嵌" />',
    );
  });
});

describe('noticePlainText', () => {
  it('gives the text of a body one line per block, characters instead of entities, no script', () => {
    const html =
      '<h2>一、项目&nbsp;概况</h2><p>采购 &amp; 安装 &lt;铁塔&gt;<br>第二行</p><script>alert(1)</script>' +
      '<table><tr><td>第1包</td><td>200组</td></tr></table><ul><li>甲</li><li>乙</li></ul>';
    expect(noticePlainText(html)).toBe('一、项目 概况\n采购 & 安装 <铁塔>\n第二行\n第1包 200组\n甲\n乙');
  });

  it('keeps text that looks like an entity as written', () => {
    expect(noticePlainText('<p>&amp;lt; 不是标签</p>')).toBe('&lt; 不是标签');
  });
});
