import { describe, expect, it } from 'vitest';
import { logSerializers, redactUrl } from './http-server-options.js';

describe('request log redaction', () => {
  it('hides SSO tickets, tokens and passwords in logged URLs and keeps the rest', () => {
    expect(
      redactUrl('/supportal/login/login4SSO?accId=demo&supplierCode=S1&token=abcdefghijklmnop0123'),
    ).toBe('/supportal/login/login4SSO?accId=demo&supplierCode=S1&token=[REDACTED]');
    expect(redactUrl('/x?ticket=t1&refreshToken=r1&password=p&Passwd=q&secretKey=s&page=2')).toBe(
      '/x?ticket=[REDACTED]&refreshToken=[REDACTED]&password=[REDACTED]&Passwd=[REDACTED]&secretKey=[REDACTED]&page=2',
    );
    // Encoded names are recognised too.
    expect(redactUrl('/x?%74oken=abc')).toBe('/x?%74oken=[REDACTED]');
    expect(redactUrl('/home')).toBe('/home');
  });

  it('is what the request log line shows', () => {
    const line = logSerializers.req({
      method: 'GET',
      url: '/supportal/login/login4SSO?token=secret-ticket-value',
      host: 'portal.example',
      ip: '10.0.0.9',
      socket: { remotePort: 5555 },
    });
    expect(JSON.stringify(line)).not.toContain('secret-ticket-value');
    expect(line).toEqual({
      method: 'GET',
      url: '/supportal/login/login4SSO?token=[REDACTED]',
      host: 'portal.example',
      remoteAddress: '10.0.0.9',
      remotePort: 5555,
    });
  });
});
