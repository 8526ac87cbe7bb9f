import { describe, expect, it } from 'vitest';
import { addressRanges } from './address-ranges.js';

describe('addressRanges', () => {
  const loopback = addressRanges(['127.0.0.0/8', '::1']);

  it('holds addresses inside its ranges, IPv4 on a dual-stack socket included', () => {
    expect(loopback.includes('127.0.0.1')).toBe(true);
    expect(loopback.includes('127.3.2.1')).toBe(true);
    expect(loopback.includes('::1')).toBe(true);
    expect(loopback.includes('::ffff:127.0.0.1')).toBe(true);
  });

  it('leaves out every other address and anything that is not one', () => {
    expect(loopback.includes('10.0.0.1')).toBe(false);
    expect(loopback.includes('::2')).toBe(false);
    expect(loopback.includes('::ffff:10.0.0.1')).toBe(false);
    expect(loopback.includes('localhost')).toBe(false);
    expect(addressRanges([]).includes('127.0.0.1')).toBe(false);
  });

  it('refuses an entry that is not an address or a range', () => {
    expect(() => addressRanges(['10.0.0.0/33'])).toThrow('10.0.0.0/33');
    expect(() => addressRanges(['intranet'])).toThrow('intranet');
  });
});
