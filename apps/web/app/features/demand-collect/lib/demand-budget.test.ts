import { describe, expect, it } from 'vitest';
import { demandBudget, formatYuan, lineSubtotal } from './demand-budget';

describe('demand budget', () => {
  it('multiplies quantity by unit price per line, rounded to the fen', () => {
    expect(lineSubtotal({ quantity: 3, unitPrice: 0.1 })).toBe(0.3);
    expect(lineSubtotal({ quantity: 1.5, unitPrice: 33.33 })).toBe(50);
    expect(lineSubtotal({ quantity: 2 })).toBe(0);
  });

  it('adds the lines, empty and half-typed ones counting nothing', () => {
    expect(
      demandBudget([{ quantity: 10, unitPrice: 1299.9 }, undefined, { quantity: 3, unitPrice: 0.1 }]),
    ).toBe(12999.3);
    expect(demandBudget([])).toBe(0);
  });

  it('shows yuan with two decimals and separators', () => {
    expect(formatYuan(12345.6)).toBe('12,345.60');
    expect(formatYuan(0)).toBe('0.00');
  });
});
