import path from 'node:path';
import { z } from 'zod';

const blankAsUnset = (value: unknown) => (value === '' ? undefined : value);
const seconds = (min: number, max: number, fallback: number) =>
  z.preprocess(blankAsUnset, z.coerce.number().int().min(min).max(max).default(fallback));
const url = (pattern: RegExp, message: string) =>
  z.preprocess(blankAsUnset, z.string().regex(pattern, { error: message }).optional());

/** Environment variables of login, sessions and code delivery (README, Configuration). */
export const identityEnv = {
  /** Development and tests only: every captcha answers this text. Refused in production. */
  DEV_FIXED_CAPTCHA: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^[A-Za-z0-9]{1,8}$/, { error: '应为 1 到 8 位字母或数字' })
      .optional(),
  ),
  SESSION_TTL_SECONDS: seconds(60, 7 * 86_400, 2 * 3_600),
  REFRESH_TTL_SECONDS: seconds(60, 30 * 86_400, 86_400),
  SESSION_MAX_LIFETIME_SECONDS: seconds(60, 30 * 86_400, 12 * 3_600),
  CODE_TTL_SECONDS: seconds(2, 3_600, 300),
  SMTP_URL: url(/^smtps?:\/\//, '必须以 smtp:// 或 smtps:// 开头'),
  SMTP_FROM: z.preprocess(blankAsUnset, z.string().min(3).default('供应商门户 <no-reply@example-tower.cn>')),
  SMS_GATEWAY_URL: url(/^https?:\/\//, '必须以 http:// 或 https:// 开头'),
  SMS_GATEWAY_TOKEN: z.preprocess(blankAsUnset, z.string().optional()),
  OUTBOX_DIR: z.preprocess(blankAsUnset, z.string().optional()),
  REDIS_KEY_PREFIX: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^[\w:.-]{1,64}$/, { error: '应为 1 到 64 位字母、数字或 _:.-' })
      .default('supportal:'),
  ),
  SSO_SECRET_KEY: z.preprocess(blankAsUnset, z.string().min(16, { error: '至少 16 个字符' }).optional()),
};

type TIdentityEnv = z.output<z.ZodObject<typeof identityEnv>>;

export const identityConfig = (env: TIdentityEnv, dataDir: string, deployment: 'demo' | 'production') => ({
  fixedCaptcha: env.DEV_FIXED_CAPTCHA,
  sessionTtlSeconds: env.SESSION_TTL_SECONDS,
  refreshTtlSeconds: env.REFRESH_TTL_SECONDS,
  /** No session outlives this from its login, however often it is refreshed. */
  sessionMaxLifetimeSeconds: env.SESSION_MAX_LIFETIME_SECONDS,
  codeTtlSeconds: env.CODE_TTL_SECONDS,
  smtpUrl: env.SMTP_URL,
  smtpFrom: env.SMTP_FROM,
  smsGatewayUrl: env.SMS_GATEWAY_URL,
  smsGatewayToken: env.SMS_GATEWAY_TOKEN,
  /**
   * Codes go here, one JSON file per message, for every channel without a real transport. Never in a
   * deployment: codes in clear text on disk; a channel without a transport then fails to send.
   */
  outboxDir:
    deployment === 'production' ? null : path.resolve(env.OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
  redisKeyPrefix: env.REDIS_KEY_PREFIX,
  ssoSecretKey: env.SSO_SECRET_KEY,
});
export type TIdentityConfig = ReturnType<typeof identityConfig>;
