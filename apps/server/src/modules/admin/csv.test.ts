import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.js';

describe('csv cells', () => {
  it('quotes every cell and doubles quotes inside', () => {
    expect(csvLine(['a', 'say "hi"', null, 3])).toBe('"a","say ""hi""","","3"\r\n');
  });

  it('keeps commas and line breaks inside the quoted cell', () => {
    expect(csvCell('a,b\nc')).toBe('"a,b\nc"');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    for (const text of ['=1+1', '+1', '-2', '@SUM(A1)', '\t=1', '\r=1'])
      expect(csvCell(text)).toBe(`"'${text}"`);
    expect(csvCell('10.0.0.1')).toBe('"10.0.0.1"');
  });
});
