import { describe, expect, it } from 'vitest';
import { chinaYear, formatClockTime, formatDate, formatDateTime, formatHeaderDate } from './format-date';

describe('format-date', () => {
  it("prints '--' for missing or unreadable values", () => {
    expect(formatDate(null)).toBe('--');
    expect(formatDate(undefined)).toBe('--');
    expect(formatDate('')).toBe('--');
    expect(formatDate('not a date')).toBe('--');
  });

  it('keeps the calendar day of zone-less wire times (China time) whatever the machine zone', () => {
    expect(formatDate('2025-06-20 23:30:00')).toBe('2025-06-20');
    expect(formatDate('2025-06-20 00:05')).toBe('2025-06-20');
    expect(formatDate('2025-06-20')).toBe('2025-06-20');
    expect(formatDateTime('2025-06-20 23:30:00')).toBe('2025-06-20 23:30:00');
  });

  it('shows instants with an explicit zone in +08:00', () => {
    expect(formatDate('2025-06-20T18:00:00Z')).toBe('2025-06-21');
    expect(formatDateTime(Date.UTC(2025, 5, 20, 18, 0, 0))).toBe('2025-06-21 02:00:00');
  });

  it('formats the header date with the Chinese weekday and the clock as HH:mm:ss', () => {
    const instant = Date.UTC(2025, 0, 1, 16, 4, 5); // 2025-01-02 00:04:05 in China, a Thursday
    expect(formatHeaderDate(instant)).toBe('2025年01月02日 星期四');
    expect(formatClockTime(instant)).toBe('00:04:05');
    expect(chinaYear(Date.UTC(2025, 11, 31, 17, 0, 0))).toBe(2026);
  });
});
