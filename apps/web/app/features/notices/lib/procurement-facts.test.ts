import type { TNoticeDetail } from '@supportal/contract';
import { describe, expect, it } from 'vitest';
import { formatBudget } from '../../../lib/format-budget';
import { NO_PROCUREMENT_FACTS } from '../../../testing/notice-fixtures';
import { countdownText, toProcurementFactsView } from './procurement-facts';

const MINUTE = 60_000;

describe('项目信息 of a procurement notice', () => {
  it('formats budgets grouped by thousands with their currency, keeping every cent', () => {
    expect(formatBudget('1250000.00', 'CNY')).toBe('¥1,250,000.00 CNY');
    expect(formatBudget('9999999999999999.99', 'CNY')).toBe('¥9,999,999,999,999,999.99 CNY');
    expect(formatBudget('980.50', 'USD')).toBe('$980.50 USD');
    expect(formatBudget('12.00', 'JPY')).toBe('12.00 JPY');
    expect(formatBudget('0.00', null)).toBe('0.00');
  });

  it('counts down in days, hours and minutes, and says 已截止 once the deadline has come', () => {
    const deadline = Date.UTC(2026, 11, 1, 1, 30);
    const before = deadline - (3 * 24 * 60 + 4 * 60 + 5) * MINUTE - 30_000;
    expect(countdownText(deadline, before)).toBe('剩余 3天4小时5分');
    expect(countdownText(deadline, deadline - 59_000)).toBe('剩余 0天0小时0分');
    expect(countdownText(deadline, deadline)).toBe('已截止');
    expect(countdownText(deadline, deadline + MINUTE)).toBe('已截止');
  });

  const notice = (overrides: Partial<TNoticeDetail>): TNoticeDetail =>
    ({
      noticeId: '7',
      noticeState: '1',
      ...NO_PROCUREMENT_FACTS,
      ...overrides,
    }) as TNoticeDetail;

  it('reads the deadline as Beijing time and offers a calendar only while the notice is in force', () => {
    const view = toProcurementFactsView(notice({ bidDeadline: '2026-12-01 09:30:00', projectNumber: 'P-1' }));
    expect(view?.deadline).toEqual({ text: '2026-12-01 09:30:00', at: Date.UTC(2026, 11, 1, 1, 30) });
    expect(view?.offersCalendar).toBe(true);
    expect(
      toProcurementFactsView(notice({ bidDeadline: '2026-12-01 09:30:00', noticeState: '0' }))
        ?.offersCalendar,
    ).toBe(false);
    expect(toProcurementFactsView(notice({ projectNumber: 'P-1' }))?.offersCalendar).toBe(false);
    expect(toProcurementFactsView(notice({}))).toBeNull();
  });
});
