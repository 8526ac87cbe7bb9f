import { describe, expect, it } from 'vitest';
import { customerServiceUrlOf } from './customer-service';

const withEntry = (label: string) => ({
  OBP_INTERFACE: [
    { value: '4A_LOGIN_URL', label: 'https://4a.example.com/login' },
    { value: 'CUSTOMER_SERVICE_URL', label },
  ],
});

describe('customerServiceUrlOf', () => {
  it('takes an http(s) address or a path of this site', () => {
    expect(customerServiceUrlOf(withEntry('https://kefu.example.com/chat?c=1'))).toBe(
      'https://kefu.example.com/chat?c=1',
    );
    expect(customerServiceUrlOf(withEntry(' /companyIntro '))).toBe('/companyIntro');
  });

  it('counts a missing, blank or unsafe address as not configured', () => {
    expect(customerServiceUrlOf({})).toBeNull();
    expect(customerServiceUrlOf({ OBP_INTERFACE: [] })).toBeNull();
    expect(customerServiceUrlOf(withEntry('  '))).toBeNull();
    expect(customerServiceUrlOf(withEntry('javascript:alert(1)'))).toBeNull();
    expect(customerServiceUrlOf(withEntry('//evil.example.com'))).toBeNull();
    expect(customerServiceUrlOf(withEntry('kefu.example.com'))).toBeNull();
  });
});
