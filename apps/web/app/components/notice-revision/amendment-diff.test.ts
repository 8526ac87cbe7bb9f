import { describe, expect, it } from 'vitest';
import { diffLines, textLines, toAmendmentView } from './amendment-diff';
import { NO_PROCUREMENT_FACTS } from '../../testing/notice-fixtures';

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

  it('lists a changed deadline and budget among the changes of an amendment', () => {
    const version = {
      revision: 1,
      noticeTitle: '光缆采购公告',
      noticeContent: '<p>正文</p>',
      publicationTimeStr: '2026-11-01 09:00:00',
      effectTime: null,
      failureTime: null,
      bidDeadline: '2026-12-01 09:30:00',
      bidOpeningTime: null,
      budgetAmount: '100.00',
      budgetCurrency: 'CNY',
      projectNumber: 'P-1',
      contactName: null,
      contactPhone: null,
      contactEmail: null,
      awardCandidates: [],
    };
    const view = toAmendmentView({
      amendedTime: '2026-11-02 10:00:00',
      reason: '顺延',
      before: version,
      after: { ...version, revision: 2, bidDeadline: '2026-12-08 09:30:00', budgetAmount: '120.00' },
    });
    expect(view.fields).toEqual([
      { label: '投标截止时间', before: '2026-12-01 09:30:00', after: '2026-12-08 09:30:00' },
      { label: '预算金额', before: '¥100.00 CNY', after: '¥120.00 CNY' },
    ]);
  });

  it('shows the candidates before and after when an amendment changes them, one per line', () => {
    const candidate = (rank: number, supplierName: string, bidAmount: string, isWinner: boolean) => ({
      supplierCode: null,
      supplierName,
      uscc: '91320000134766570H',
      rank,
      bidAmount,
      currency: 'CNY' as const,
      isWinner,
    });
    const version = {
      revision: 1,
      noticeTitle: '光缆采购结果公示',
      noticeContent: '<p>正文</p>',
      publicationTimeStr: '2026-11-01 09:00:00',
      effectTime: null,
      failureTime: null,
      ...NO_PROCUREMENT_FACTS,
      awardCandidates: [candidate(1, '甲公司', '1000.00', true), candidate(2, '乙公司', '1200.50', false)],
    };
    const view = toAmendmentView({
      amendedTime: null,
      reason: '更正排名',
      before: version,
      after: {
        ...version,
        revision: 2,
        awardCandidates: [candidate(1, '乙公司', '1200.50', true), candidate(2, '甲公司', '1000.00', false)],
      },
    });
    expect(view.fields).toEqual([
      {
        label: '候选人/中标人',
        before: '第1名 甲公司 ¥1,000.00 CNY（中标）\n第2名 乙公司 ¥1,200.50 CNY',
        after: '第1名 乙公司 ¥1,200.50 CNY（中标）\n第2名 甲公司 ¥1,000.00 CNY',
      },
    ]);
    expect(
      toAmendmentView({ amendedTime: null, reason: '', before: version, after: version }).fields,
    ).toEqual([]);
  });
});
