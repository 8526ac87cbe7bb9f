import { describe, expect, it } from 'vitest';
import { diffLines, textLines } from './notice-diff';

describe('notice amendment diff', () => {
  it('reads paragraphs and table rows as lines', () => {
    expect(
      textLines(
        '<h3>一、概况</h3><p>预算&nbsp;100 万元</p><table><tr><th>包号</th><th>数量</th></tr><tr><td>1</td><td>200组</td></tr></table>',
      ),
    ).toEqual(['一、概况', '预算 100 万元', '包号 | 数量', '1 | 200组']);
  });

  it('names the lines removed and added, keeping the rest', () => {
    expect(
      diffLines(['标题', '截止 3 月 1 日', '联系人'], ['标题', '截止 3 月 8 日', '联系人', '补充说明']),
    ).toEqual([
      { kind: 'same', text: '标题' },
      { kind: 'added', text: '截止 3 月 8 日' },
      { kind: 'removed', text: '截止 3 月 1 日' },
      { kind: 'same', text: '联系人' },
      { kind: 'added', text: '补充说明' },
    ]);
  });
});
