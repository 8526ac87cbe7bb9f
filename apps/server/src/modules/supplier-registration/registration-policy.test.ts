import { describe, expect, it } from 'vitest';
import { mayCorrect, mayReadScan } from './registration-policy.js';

describe('registration policy', () => {
  const returned = { status: 'returned', correctionTokenHash: 'h1' };
  it.each([
    ['the returned application of the token', returned, 'h1', true],
    ['another token', returned, 'h2', false],
    [
      'an application back in review (link used)',
      { status: 'in-review', correctionTokenHash: null },
      'h1',
      false,
    ],
    [
      'an approved application keeping an old hash',
      { status: 'approved', correctionTokenHash: 'h1' },
      'h1',
      false,
    ],
    ['no application', undefined, 'h1', false],
  ])('correction link: %s', (_case, row, hash, allowed) => {
    const verdict = mayCorrect(row, hash);
    expect(verdict.allowed).toBe(allowed);
    if (!verdict.allowed) expect(verdict.code).toBe('notFound');
  });

  it.each([
    [{ participates: true, fileInApplication: true }, null],
    [{ participates: true, fileInApplication: false }, 'notFound'],
    [{ participates: false, fileInApplication: true }, 'forbidden'],
    [{ participates: false, fileInApplication: false }, 'forbidden'],
  ])('scan download %o → %s', (input, refusal) => {
    const verdict = mayReadScan(input);
    expect(verdict.allowed ? null : verdict.code).toBe(refusal);
  });
});
