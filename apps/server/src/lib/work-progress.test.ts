import { describe, expect, it } from 'vitest';
import { progressLine } from './work-progress.js';

describe('progressLine', () => {
  it('says how much is done, how fast and how long the rest takes at that rate', () => {
    expect(progressLine('标题短语统计', 50_000, 200_000, 2_000)).toBe(
      '标题短语统计：50000/200000（25%），每秒 25000 条，约剩 6 秒',
    );
  });

  it('leaves out the time left while no rate is known, and ends at 100 %', () => {
    expect(progressLine('统计', 0, 10, 0)).toBe('统计：0/10（0%），每秒 0 条');
    expect(progressLine('统计', 10, 10, 500)).toBe('统计：10/10（100%），每秒 20 条，约剩 0 秒');
  });
});
