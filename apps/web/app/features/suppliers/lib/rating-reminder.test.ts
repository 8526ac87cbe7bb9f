import { describe, expect, it } from 'vitest';
import { ratingReminderOn } from './rating-reminder';

const NOW = Date.parse('2026-11-25T04:00:00Z'); // 12:00 in China

const until = (text: string) => ({ portalRatingTime: [{ value: text, label: text }] });

describe('ratingReminderOn', () => {
  it('is on while portalRatingTime, read as China time, is later than now', () => {
    expect(ratingReminderOn(until('2026-11-25 12:00:01'), NOW)).toBe(true);
    expect(ratingReminderOn(until('2026-12-31'), NOW)).toBe(true);
  });

  it('is off from that time on, and without a readable time', () => {
    expect(ratingReminderOn(until('2026-11-25 12:00:00'), NOW)).toBe(false);
    expect(ratingReminderOn(until('2026-11-01 08:00:00'), NOW)).toBe(false);
    expect(ratingReminderOn({}, NOW)).toBe(false);
    expect(ratingReminderOn({ portalRatingTime: [] }, NOW)).toBe(false);
    expect(ratingReminderOn(until('不限'), NOW)).toBe(false);
  });

  it('reads the label when the value is empty', () => {
    expect(ratingReminderOn({ portalRatingTime: [{ value: '', label: '2027-01-01' }] }, NOW)).toBe(true);
  });
});
