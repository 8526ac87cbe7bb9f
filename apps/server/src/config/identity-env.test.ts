import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

describe('identity configuration', () => {
  it('has safe defaults: outbox under DATA_DIR, database store, 5-minute codes', () => {
    const config = loadConfig({ DATA_DIR: '/srv/portal' });
    expect(config.identity).toMatchObject({
      fixedCaptcha: undefined,
      codeTtlSeconds: 300,
      sessionTtlSeconds: 7200,
      outboxDir: '/srv/portal/outbox',
      redisKeyPrefix: 'supportal:',
    });
  });

  it('refuses DEV_FIXED_CAPTCHA in production and accepts it in development and tests', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_FIXED_CAPTCHA: 'abcd' })).toThrow(ConfigError);
    expect(() => loadConfig({ DEV_FIXED_CAPTCHA: 'abcd' })).toThrow(/DEV_FIXED_CAPTCHA/);
    expect(loadConfig({ NODE_ENV: 'test', DEV_FIXED_CAPTCHA: 'abcd' }).identity.fixedCaptcha).toBe('abcd');
  });

  it('names a bad transport address', () => {
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMS_GATEWAY_URL: 'ftp://x' })).toThrow(/SMS_GATEWAY_URL/);
  });
});
