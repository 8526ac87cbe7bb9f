import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

describe('identity configuration', () => {
  it('has safe defaults: outbox under DATA_DIR, database store, 5-minute codes', () => {
    const config = loadConfig({ DATA_DIR: '/srv/portal' });
    expect(config.identity).toMatchObject({
      fixedCaptcha: undefined,
      codeTtlSeconds: 300,
      sessionTtlSeconds: 7200,
      sessionMaxLifetimeSeconds: 43_200,
      outboxDir: '/srv/portal/outbox',
      redisKeyPrefix: 'supportal:',
    });
  });

  it('refuses DEV_FIXED_CAPTCHA in production and accepts it in development and tests', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_FIXED_CAPTCHA: 'abcd' })).toThrow(ConfigError);
    expect(() => loadConfig({ DEV_FIXED_CAPTCHA: 'abcd' })).toThrow(/DEV_FIXED_CAPTCHA/);
    expect(loadConfig({ NODE_ENV: 'test', DEV_FIXED_CAPTCHA: 'abcd' }).identity.fixedCaptcha).toBe('abcd');
  });

  it('caps sessions and bounds database waits by default, and names a bad value', () => {
    const config = loadConfig({ SESSION_MAX_LIFETIME_SECONDS: '3600' });
    expect(config.identity.sessionMaxLifetimeSeconds).toBe(3600);
    expect(loadConfig({}).databaseTimeouts).toEqual({ connectMs: 2_000, statementMs: 30_000 });
    expect(() => loadConfig({ SESSION_MAX_LIFETIME_SECONDS: '10' })).toThrow(/SESSION_MAX_LIFETIME_SECONDS/);
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: 'soon' })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS/,
    );
  });

  it('names a bad transport address', () => {
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMS_GATEWAY_URL: 'ftp://x' })).toThrow(/SMS_GATEWAY_URL/);
  });
});
