import { describe, expect, it } from 'vitest';
import { DICTIONARY_RULES, isWebAddress, isWireTime } from './dictionary-rules.js';

describe('dictionary rules', () => {
  it('takes absolute http(s) addresses only', () => {
    expect(isWebAddress('https://4a.example.cn/login?x=1')).toBe(true);
    expect(isWebAddress('http://10.0.0.1:8080/a')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      '/relative',
      'https://user@evil.cn',
      'ftp://x.cn',
      'https:// x.cn',
    ])
      expect(isWebAddress(bad), bad).toBe(false);
  });

  it('takes times that exist', () => {
    expect(isWireTime('2026-12-31 23:59:59')).toBe(true);
    expect(isWireTime('2026-02-30 10:00:00')).toBe(false);
    expect(isWireTime('2026-12-31 24:00:00')).toBe(false);
    expect(isWireTime('2026-12-31')).toBe(false);
  });

  it('lets the login switch name a host and the portal switch only true or false', () => {
    expect(DICTIONARY_RULES.isLoginSwitch.check({ value: 'portal.example.cn', label: '' })).toBeNull();
    expect(
      DICTIONARY_RULES.isLoginPortalSwitch.check({ value: 'portal.example.cn', label: '' }),
    ).not.toBeNull();
    expect(DICTIONARY_RULES.isLoginPortalSwitch.check({ value: 'false', label: '关闭' })).toBeNull();
  });
});
