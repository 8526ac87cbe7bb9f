import { describe, expect, it } from 'vitest';
import { isValidUscc, usccCheckCharacter } from './uscc.js';

describe('统一社会信用代码 check (GB 32100-2015)', () => {
  it('accepts real codes', () => {
    // Published codes of listed companies.
    expect(isValidUscc('91350100M000100Y43')).toBe(true);
    expect(isValidUscc('911100007109250324')).toBe(true);
    expect(isValidUscc('91440300708461136T')).toBe(true);
  });

  it('computes the check character, 31 meaning 0', () => {
    expect(usccCheckCharacter('91350100M000100Y4')).toBe('3');
    expect(usccCheckCharacter('91440300708461136')).toBe('T');
  });

  it('refuses a wrong check character', () => {
    expect(isValidUscc('911100007109250325')).toBe(false);
    expect(isValidUscc('91440300708461136U')).toBe(false);
  });

  it('refuses wrong length, lower case and letters the standard leaves out', () => {
    expect(isValidUscc('91110000710925032')).toBe(false);
    expect(isValidUscc('9111000071092503241')).toBe(false);
    expect(isValidUscc('91440300708461136t')).toBe(false);
    expect(isValidUscc('91350100M000100I43')).toBe(false);
    expect(isValidUscc('')).toBe(false);
  });
});
