import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_DATABASE_POOL, DEFAULT_DATABASE_TIMEOUTS } from '../db/database.js';
import { DEMO_OCID_PREFIX, INTERFACE_ENTRIES, OCID_PREFIX_PATTERN } from '@supportal/contract';
import { addressRanges } from '../lib/address-ranges.js';
import { DEFAULT_METRICS_ALLOW } from '../plugins/metrics.js';
import { identityConfig, identityEnv } from './identity-env.js';
import { DEMO_PARTNER_SECRET, partnerConfig, partnerEnv } from './partner-env.js';

/**
 * 100 calls a second, every second of a minute: a busy office of a few hundred people behind one NAT
 * address stays well below it (a page makes a handful of calls); a scraper or a loop does not.
 */
const DEFAULT_API_CALLS_PER_MINUTE = 6_000;

const blankAsUnset = (value: unknown) => (value === '' ? undefined : value);

const parseTrustProxy = (value: string): boolean | string[] => {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value.split(',').map((address) => address.trim());
};

/**
 * A deployment is explicit (DEPLOYMENT=production) or implied by a PostgreSQL database in production
 * mode, so a real installation never gets demo accounts by accident; DEPLOYMENT=demo opts out.
 */
/** How messages name a deployment: it may be implied, so say both ways. */
export const DEPLOYMENT_LABEL =
  '正式部署（DEPLOYMENT=production，或 NODE_ENV=production 下设置了 DATABASE_URL）';

const deploymentOf = (env: {
  DEPLOYMENT?: 'demo' | 'production' | undefined;
  DATABASE_URL?: string | undefined;
  NODE_ENV: string;
}) => env.DEPLOYMENT ?? (env.DATABASE_URL && env.NODE_ENV === 'production' ? 'production' : 'demo');

const ZEnvVariables = z.object({
  NODE_ENV: z.preprocess(blankAsUnset, z.enum(['production', 'development', 'test']).default('production')),
  /** Browser tests only: alert webhooks may reach their local receiver. Refused unless NODE_ENV=test. */
  TEST_LOOPBACK_WEBHOOKS: z.preprocess(blankAsUnset, z.enum(['true', 'false']).default('false')),
  PORT: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(65535).default(3000)),
  /** Unset: the demo listens on this machine only (its passwords are published), a deployment on every interface. */
  HOST: z.preprocess(blankAsUnset, z.string().optional()),
  SHUTDOWN_DRAIN_MS: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(300_000).optional()),
  LOG_FORMAT: z.preprocess(blankAsUnset, z.enum(['json', 'pretty']).optional()),
  DATA_DIR: z.preprocess(blankAsUnset, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: '必须以 postgres:// 或 postgresql:// 开头' })
      .optional(),
  ),
  REDIS_URL: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^rediss?:\/\//, { error: '必须以 redis:// 或 rediss:// 开头' })
      .optional(),
  ),
  DATABASE_CONNECT_TIMEOUT_MS: z.preprocess(
    blankAsUnset,
    z.coerce.number().int().min(100).max(60_000).default(DEFAULT_DATABASE_TIMEOUTS.connectMs),
  ),
  DATABASE_STATEMENT_TIMEOUT_MS: z.preprocess(
    blankAsUnset,
    z.coerce.number().int().min(0).max(3_600_000).default(DEFAULT_DATABASE_TIMEOUTS.statementMs),
  ),
  /** Connections of one instance's pool; every instance's count adds up against max_connections. */
  DATABASE_POOL_SIZE: z.preprocess(
    blankAsUnset,
    z.coerce.number().int().min(1).max(1_000).default(DEFAULT_DATABASE_POOL.size),
  ),
  DATABASE_POOL_WAIT_MS: z.preprocess(
    blankAsUnset,
    z.coerce.number().int().min(100).max(60_000).default(DEFAULT_DATABASE_POOL.waitMs),
  ),
  FILE_STORE: z.preprocess(blankAsUnset, z.enum(['local', 'database']).optional()),
  DEPLOYMENT: z.preprocess(blankAsUnset, z.enum(['demo', 'production']).optional()),
  SEED_DEMO_DATA: z.preprocess(blankAsUnset, z.enum(['true', 'false']).optional()),
  DEMO_NOTICE_COUNT: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(2_000_000).default(3000)),
  PAGE_CACHE_TTL_MS: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(600_000).default(10_000)),
  /** Calls to /supportal/v1 per minute and client address; 0 turns the ceiling off. */
  API_RATE_LIMIT_PER_MINUTE: z.preprocess(
    blankAsUnset,
    z.coerce.number().int().min(0).max(10_000_000).default(DEFAULT_API_CALLS_PER_MINUTE),
  ),
  LOG_LEVEL: z.preprocess(
    blankAsUnset,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  TRUST_PROXY: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^(true|false|[\d.:/,a-fA-F ]+)$/, {
        error: 'true、false 或可信代理地址（逗号分隔）',
      })
      .default('false'),
  ),
  /** Addresses and ranges that may read /metrics without a token; `none` leaves only the token. */
  METRICS_ALLOW: z.preprocess(
    blankAsUnset,
    z
      .string()
      .transform((value) =>
        value.trim() === 'none'
          ? []
          : value
              .split(',')
              .map((entry) => entry.trim())
              .filter(Boolean),
      )
      .refine(
        (entries) => {
          try {
            addressRanges(entries);
            return true;
          } catch {
            return false;
          }
        },
        { error: '应为逗号分隔的地址或地址段（如 127.0.0.1/8,10.0.0.0/8），或 none' },
      )
      .optional(),
  ),
  /** A bearer token that opens /metrics from any address (at least 16 characters). */
  METRICS_TOKEN: z.preprocess(blankAsUnset, z.string().min(16, { error: '至少 16 个字符' }).optional()),
  PUBLIC_BASE_URL: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/, {
        error: '应为门户的访问地址，如 https://portal.example.com',
      })
      .optional(),
  ),
  OCDS_OCID_PREFIX: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(OCID_PREFIX_PATTERN, {
        error: '应为登记的 ocid 前缀：ocds- 加 6 个小写字母或数字，如 ocds-213czf',
      })
      .default(DEMO_OCID_PREFIX),
  ),
  ...identityEnv,
  ...partnerEnv,
});

/** Every environment variable the server reads (.env.example lists each; a test holds them equal). */
export const SERVER_ENV_VARIABLES = Object.keys(ZEnvVariables.shape);

const ZEnv = ZEnvVariables.transform((env) => ({ ...env, deployment: deploymentOf(env) }))
  .superRefine((env, context) => {
    const refuse = (variable: string, message: string) =>
      context.addIssue({ code: 'custom', path: [variable], message });
    if (
      env.DEV_FIXED_CAPTCHA !== undefined &&
      (env.NODE_ENV === 'production' || env.deployment === 'production')
    ) {
      refuse(
        'DEV_FIXED_CAPTCHA',
        '固定验证码只用于开发和测试，NODE_ENV=production 或正式部署时不能设置 (refused in production)',
      );
    }
    if (env.TEST_LOOPBACK_WEBHOOKS === 'true' && env.NODE_ENV !== 'test') {
      refuse(
        'TEST_LOOPBACK_WEBHOOKS',
        '本机 Webhook 只用于自动化测试（NODE_ENV=test），其他模式不能设置 (refused outside tests)',
      );
    }
    if (env.deployment !== 'production') return;
    if (env.PARTNER_SECRETS?.includes(DEMO_PARTNER_SECRET)) {
      refuse(
        'PARTNER_SECRETS',
        `${DEPLOYMENT_LABEL}不能使用公开的演示合作系统密钥 (demo partner secret in a deployment)`,
      );
    }
    if (env.SEED_DEMO_DATA === 'true') {
      refuse('SEED_DEMO_DATA', `${DEPLOYMENT_LABEL}不生成演示数据和演示账号 (no demo data in a deployment)`);
    }
    if (!env.SMTP_URL && !env.SMS_GATEWAY_URL) {
      refuse(
        'SMTP_URL',
        `${DEPLOYMENT_LABEL}必须配置验证码发送通道：SMTP_URL 和/或 SMS_GATEWAY_URL；` +
          '否则验证码只会以明文写入本地文件夹，开启双重验证的用户无法登录 (a deployment needs a code transport)',
      );
    }
  })
  .transform((env) => ({
    nodeEnv: env.NODE_ENV,
    /** 'production': a real deployment (no demo data, no outbox, demo passwords refused); 'demo' otherwise. */
    deployment: env.deployment,
    port: env.PORT,
    host: env.HOST ?? (env.deployment === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    /** PostgreSQL only: a server that is down answers 503 after these, it does not hang requests. */
    databaseTimeouts: {
      connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    /** PostgreSQL only: a call waits this long for a pooled connection, then answers 503. */
    databasePool: { size: env.DATABASE_POOL_SIZE, waitMs: env.DATABASE_POOL_WAIT_MS },
    redisUrl: env.REDIS_URL,
    /** Several instances share one PostgreSQL: files must live where every instance reads them. */
    fileStore: env.FILE_STORE ?? (env.DATABASE_URL ? 'database' : 'local'),
    seedDemoData: (env.SEED_DEMO_DATA ?? (env.deployment === 'production' ? 'false' : 'true')) === 'true',
    demoNoticeCount: env.DEMO_NOTICE_COUNT,
    pageCacheTtlMs: env.PAGE_CACHE_TTL_MS,
    logLevel: env.LOG_LEVEL,
    /**
     * On a stop signal, how long readiness answers 503 while requests are still served: longer than the
     * load balancer's check interval × fall count (deploy/haproxy.cfg), so it stops sending first.
     */
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS ?? (env.deployment === 'production' ? 5_000 : 0),
    /** JSON lines for a deployment's log collector; one readable line per event for the demo and development. */
    logFormat: env.LOG_FORMAT ?? (env.deployment === 'production' ? 'json' : 'pretty'),
    /** One ceiling per client address on every API call (plugins/address-limits.ts). */
    apiCeiling:
      env.API_RATE_LIMIT_PER_MINUTE > 0
        ? { max: env.API_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 }
        : undefined,
    /** Who may read /metrics (plugins/metrics.ts): loopback unless METRICS_ALLOW says otherwise. */
    metrics: { allow: env.METRICS_ALLOW ?? [...DEFAULT_METRICS_ALLOW], token: env.METRICS_TOKEN },
    /** Whose X-Forwarded-For to believe: per-IP limits are only as good as this. */
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    identity: identityConfig(env, path.resolve(env.DATA_DIR), env.deployment),
    /** Saved-search alerts: links in mails and chat messages. Webhooks reach public addresses only, in every mode. */
    alerts: {
      publicBaseUrl: env.PUBLIC_BASE_URL,
      ...(env.TEST_LOOPBACK_WEBHOOKS === 'true' ? { allowLoopbackWebhooks: true } : {}),
    },
    partners: partnerConfig(env, INTERFACE_ENTRIES, env.deployment),
    /** Open-data OCDS packages: ocids under the publisher's registered prefix. */
    ocds: { ocidPrefix: env.OCDS_OCID_PREFIX },
  }));

export type TServerConfig = z.output<typeof ZEnv>;

export class ConfigError extends Error {}

/** Reads and checks the environment once at start-up; every problem is named in one message. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): TServerConfig => {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`环境变量配置有误 (invalid environment):\n${problems.join('\n')}`);
  }
  return parsed.data;
};
