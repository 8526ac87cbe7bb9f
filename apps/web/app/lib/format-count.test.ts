import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('says when a count is only a lower bound', () => {
    expect(formatCount(20)).toBe('20');
    expect(formatCount(10000, true)).toBe('10000+');
  });
});
