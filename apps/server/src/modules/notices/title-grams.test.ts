import { describe, expect, it } from 'vitest';
import { exactCountTerm, keywordGrams, phraseSpelling, titleGrams } from './title-grams.js';

describe('title terms', () => {
  it('indexes characters and runs of two to four characters of the lower-cased title', () => {
    expect(titleGrams('5G光缆')).toEqual([
      '5',
      '5g',
      '5g光',
      '5g光缆',
      'g',
      'g光',
      'g光缆',
      '光',
      '光缆',
      '缆',
    ]);
    expect(titleGrams('a b')).toEqual(['a', 'a ', 'a b', ' b', 'b']);
  });

  it('asks for a short keyword itself and for the four-character runs of a longer one', () => {
    expect(keywordGrams('塔')).toEqual(['塔']);
    expect(keywordGrams('蓄电池')).toEqual(['蓄电池']);
    expect(keywordGrams('集中采购')).toEqual(['集中采购']);
    expect(keywordGrams('光缆交接箱')).toEqual(['光缆交接', '缆交接箱']);
    expect(keywordGrams('哈哈哈哈哈哈')).toEqual(['哈哈哈哈']);
  });

  it('answers keywords of one to four characters by a single term', () => {
    expect(exactCountTerm(undefined)).toBe('');
    expect(exactCountTerm('光缆')).toBe('光缆');
    expect(exactCountTerm('塔')).toBe('塔');
    expect(exactCountTerm('5G')).toBe('5g');
    expect(exactCountTerm('（一')).toBe('（一');
    expect(exactCountTerm('蓄电池')).toBe('蓄电池');
    expect(exactCountTerm('集中采购')).toBe('集中采购');
  });

  it('leaves longer keywords and characters of unsure case to a real count', () => {
    expect(exactCountTerm('光缆交接箱')).toBeNull();
    expect(exactCountTerm('ÄB')).toBeNull();
    expect(exactCountTerm('Ａ')).toBeNull();
    expect(exactCountTerm(' ')).toBeNull();
  });

  it('spells keywords of five to ten case-stable characters as a common title phrase would be listed', () => {
    expect(phraseSpelling('光缆交接箱')).toBe('光缆交接箱');
    expect(phraseSpelling('5G室分系统施工框架')).toBe('5g室分系统施工框架');
    expect(phraseSpelling('采购项目（第一批）')).toBe('采购项目（第一批）');
    for (const keyword of [
      '集中采购',
      '一体化机柜框架协议采购',
      ' 光缆交接箱',
      '光缆交接箱 ',
      'Ä光缆交接箱',
      undefined,
    ])
      expect(phraseSpelling(keyword)).toBeNull();
  });
});
