import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, utcDateTime, writeCalendar } from './icalendar.js';

const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('iCalendar writer', () => {
  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds long lines at 75 octets without splitting a Chinese character', () => {
    const line = `SUMMARY:${'投标截止'.repeat(20)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(1);
    for (const [index, part] of physical.entries()) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
      // Every part is whole characters: re-encoding gives the same bytes.
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
      expect(part).not.toContain('\uFFFD');
    }
    expect(unfold(folded)).toBe(line);
    expect(foldLine('SHORT:ok')).toBe('SHORT:ok');
  });

  it('folds ASCII at exactly 75 octets, continuation lines counting their leading space', () => {
    const folded = foldLine(`DESCRIPTION:${'x'.repeat(200)}`);
    const [first, second] = folded.split('\r\n');
    expect(first).toHaveLength(75);
    expect(second).toHaveLength(75);
    expect(second?.startsWith(' ')).toBe(true);
  });

  it('writes a calendar of events in UTC with CRLF line endings, reminders and stable ids', () => {
    const text = writeCalendar({
      productId: '-//Test//Calendar//ZH',
      name: '公告日程',
      now: new Date('2026-11-25T10:00:00.123Z'),
      events: [
        {
          uid: 'notice-7-bid-deadline@supportal',
          start: new Date('2026-12-01T01:30:00Z'),
          summary: '投标截止：光缆采购, 第一批; 江苏',
          description: '项目编号：TTCG-1\n联系人：王工',
          url: 'http://localhost/noticeDetail?id=7',
          sequence: 2,
          alarmMinutesBefore: 1440,
        },
        { uid: 'notice-7-bid-opening@supportal', start: new Date('2026-12-01T02:00:00Z'), summary: '开标' },
      ],
    });
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(text).split('\r\n');
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//Calendar//ZH',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:公告日程',
    ]);
    expect(lines).toContain('UID:notice-7-bid-deadline@supportal');
    expect(lines).toContain('DTSTAMP:20261125T100000Z');
    expect(lines).toContain('DTSTART:20261201T013000Z');
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('SUMMARY:投标截止：光缆采购\\, 第一批\\; 江苏');
    expect(lines).toContain('DESCRIPTION:项目编号：TTCG-1\\n联系人：王工');
    expect(lines).toContain('URL:http://localhost/noticeDetail?id=7');
    expect(lines).toContain('TRIGGER:-PT1440M');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((line) => line === 'BEGIN:VALARM')).toHaveLength(1);
  });

  it('formats UTC date-times without separators or fractions', () => {
    expect(utcDateTime(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });
});
