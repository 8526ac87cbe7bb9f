import type { TIdentityConfig } from '../config/identity-env.js';
import type { TDatabase } from '../db/database.js';
import { createNotifier } from './notifier.js';
import type { TPlatformOptions } from './platform-services.js';
import { connectRedis, createRedisSessionStore } from './redis-store.js';
import { createDatabaseSessionStore } from './session-store.js';

/**
 * The identity options of a started server: Redis for shared state when REDIS_URL is set (the
 * database otherwise), SMTP / the SMS gateway when configured (the outbox otherwise).
 */
export const openPlatformBackends = async (
  config: TIdentityConfig,
  redisUrl: string | undefined,
  db: TDatabase,
): Promise<{
  /** The platform's options and login's settings from the same configuration (the app's `identity`). */
  options: TPlatformOptions & Pick<TIdentityConfig, 'fixedCaptcha' | 'codeTtlSeconds' | 'ssoSecretKey'>;
  describe: () => string;
  close: () => Promise<void>;
}> => {
  const store = redisUrl
    ? createRedisSessionStore(await connectRedis(redisUrl, config.redisKeyPrefix))
    : createDatabaseSessionStore(db);
  const notifier = createNotifier(config);
  return {
    options: {
      store,
      notifier,
      fixedCaptcha: config.fixedCaptcha,
      sessionTtlSeconds: config.sessionTtlSeconds,
      refreshTtlSeconds: config.refreshTtlSeconds,
      sessionMaxLifetimeSeconds: config.sessionMaxLifetimeSeconds,
      codeTtlSeconds: config.codeTtlSeconds,
      ssoSecretKey: config.ssoSecretKey,
    },
    describe: () => {
      const routes = notifier.describe();
      return `会话存储：${store.kind}；短信：${routes.sms}；邮件：${routes.email}${config.fixedCaptcha ? '；固定验证码（仅开发/测试）' : ''}`;
    },
    close: async () => {
      await notifier.close();
      await store.close();
    },
  };
};
