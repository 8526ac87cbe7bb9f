import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

const SMTP = { SMTP_URL: 'smtp://mail.example.com:587' };

describe('deployment configuration', () => {
  it('runs a demo by default: demo data, the outbox for codes', () => {
    const config = loadConfig({ DATA_DIR: '/srv/portal' });
    expect(config.deployment).toBe('demo');
    expect(config.seedDemoData).toBe(true);
    expect(config.identity.outboxDir).toBe('/srv/portal/outbox');
  });

  it('keeps the demo on this machine and readable; a deployment on every interface, in JSON lines', () => {
    const demo = loadConfig({});
    expect(demo.host).toBe('127.0.0.1');
    expect(demo.logFormat).toBe('pretty');
    const deployment = loadConfig({ DEPLOYMENT: 'production', ...SMTP });
    expect(deployment.host).toBe('0.0.0.0');
    expect(deployment.logFormat).toBe('json');
    expect(loadConfig({ HOST: '0.0.0.0', LOG_FORMAT: 'json' })).toMatchObject({
      host: '0.0.0.0',
      logFormat: 'json',
    });
  });

  it('refuses a deployment without a code transport, naming both variables', () => {
    const start = () => loadConfig({ DEPLOYMENT: 'production' });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/SMTP_URL 和\/或 SMS_GATEWAY_URL/);
    expect(() =>
      loadConfig({ DEPLOYMENT: 'production', SMS_GATEWAY_URL: 'https://sms.example.com' }),
    ).not.toThrow();
  });

  it('seeds nothing and writes no code to disk in a deployment', () => {
    const config = loadConfig({ DEPLOYMENT: 'production', ...SMTP });
    expect(config.seedDemoData).toBe(false);
    expect(config.identity.outboxDir).toBeNull();
    expect(() => loadConfig({ DEPLOYMENT: 'production', SEED_DEMO_DATA: 'true', ...SMTP })).toThrow(
      /SEED_DEMO_DATA/,
    );
  });

  it('treats a PostgreSQL production start as a deployment unless DEPLOYMENT=demo says otherwise', () => {
    const DATABASE_URL = 'postgres://db.example.com/supportal';
    expect(loadConfig({ DATABASE_URL, ...SMTP }).deployment).toBe('production');
    expect(() => loadConfig({ DATABASE_URL })).toThrow(/SMTP_URL/);
    expect(loadConfig({ DATABASE_URL, DEPLOYMENT: 'demo' }).seedDemoData).toBe(true);
    // Test runs on PostgreSQL keep the demo accounts they log in with.
    expect(loadConfig({ DATABASE_URL, NODE_ENV: 'test' }).deployment).toBe('demo');
  });

  it('refuses the fixed captcha in a deployment whatever NODE_ENV says', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'test', DEPLOYMENT: 'production', DEV_FIXED_CAPTCHA: 'abcd', ...SMTP }),
    ).toThrow(/DEV_FIXED_CAPTCHA/);
  });

  it('lets webhooks reach loopback receivers only in test runs, never in the demo', () => {
    expect(loadConfig({}).alerts.allowLoopbackWebhooks).toBeUndefined();
    expect(
      loadConfig({ NODE_ENV: 'test', TEST_LOOPBACK_WEBHOOKS: 'true' }).alerts.allowLoopbackWebhooks,
    ).toBe(true);
    expect(() => loadConfig({ TEST_LOOPBACK_WEBHOOKS: 'true' })).toThrow(/TEST_LOOPBACK_WEBHOOKS/);
    expect(() => loadConfig({ NODE_ENV: 'development', TEST_LOOPBACK_WEBHOOKS: 'true' })).toThrow(
      /TEST_LOOPBACK_WEBHOOKS/,
    );
  });

  it('keeps /metrics to loopback unless told, and refuses ranges it cannot read', () => {
    expect(loadConfig({}).metrics).toEqual({ allow: ['127.0.0.0/8', '::1/128'], token: undefined });
    expect(
      loadConfig({ METRICS_ALLOW: '10.0.0.0/8, 192.168.1.5', METRICS_TOKEN: 'a-long-enough-token' }).metrics,
    ).toEqual({ allow: ['10.0.0.0/8', '192.168.1.5'], token: 'a-long-enough-token' });
    expect(loadConfig({ METRICS_ALLOW: 'none' }).metrics.allow).toEqual([]);
    expect(() => loadConfig({ METRICS_ALLOW: '10.0.0.0/40' })).toThrow(/METRICS_ALLOW/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('sizes the PostgreSQL pool and its wait as set, 20 connections and 2 s unless set', () => {
    expect(loadConfig({}).databasePool).toEqual({ size: 20, waitMs: 2_000 });
    expect(loadConfig({ DATABASE_POOL_SIZE: '40', DATABASE_POOL_WAIT_MS: '5000' }).databasePool).toEqual({
      size: 40,
      waitMs: 5_000,
    });
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_POOL_WAIT_MS: '10' })).toThrow(/DATABASE_POOL_WAIT_MS/);
  });
});
