import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from './compressed-answer.js';

describe('acceptedEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['gzip;q=0', null],
    [undefined, null],
    ['', null],
  ])('%j → %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});
