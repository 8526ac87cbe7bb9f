import { describe, expect, it } from 'vitest';
import { quoted } from './quoted-text.js';

describe('quoted', () => {
  it('wraps text in double quotes', () => {
    expect(quoted('光缆')).toBe('“光缆”');
  });

  it('turns quotes inside into single quotes instead of nesting double ones', () => {
    expect(quoted('关键字“光缆”')).toBe('“关键字‘光缆’”');
  });
});
