import { describe, expect, it } from 'vitest';
import { maskEmail, maskMobile } from './masking.js';

describe('masking', () => {
  it('hides the middle of mobiles and the local part of e-mails', () => {
    expect(maskMobile('13800138000')).toBe('138****8000');
    expect(maskEmail('demo_supplier@example.com')).toBe('dem***@example.com');
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
  });
});
