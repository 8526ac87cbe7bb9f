import { describe, expect, it } from 'vitest';
import { exactCountTerm, keywordGrams, titleGrams } from './title-grams.js';

describe('title terms', () => {
  it('indexes characters and overlapping pairs of the lower-cased title', () => {
    expect(titleGrams('5G光缆')).toEqual(['5', '5g', 'g', 'g光', '光', '光缆', '缆']);
    expect(keywordGrams('蓄电池')).toEqual(['蓄电', '电池']);
  });

  it('answers one- and two-character keywords by a single term', () => {
    expect(exactCountTerm(undefined)).toBe('');
    expect(exactCountTerm('光缆')).toBe('光缆');
    expect(exactCountTerm('塔')).toBe('塔');
    expect(exactCountTerm('5G')).toBe('5g');
    expect(exactCountTerm('（一')).toBe('（一');
  });

  it('leaves longer keywords and characters of unsure case to a real count', () => {
    expect(exactCountTerm('蓄电池')).toBeNull();
    expect(exactCountTerm('ÄB')).toBeNull();
    expect(exactCountTerm('Ａ')).toBeNull();
    expect(exactCountTerm(' ')).toBeNull();
  });
});
