import { Redis } from 'ioredis';
import type { TSessionStore } from './session-store.js';

/** INCR that starts a window on the first hit; answers the count and the window's time left. */
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/** Redis answers in well under a millisecond: past these it is down, and calls answer 503 at once. */
const REDIS_CONNECT_TIMEOUT_MS = 1_000;
const REDIS_COMMAND_TIMEOUT_MS = 1_000;
const REDIS_RECONNECT_MAX_MS = 2_000;

/**
 * Connects to Redis (REDIS_URL); every key gets the prefix, so deployments and test runs can share
 * one server. Fails fast when Redis is unreachable at start. While it is gone commands fail at once
 * (no offline queue, no retries) and the client keeps reconnecting, so calls recover by themselves.
 */
export const connectRedis = async (url: string, keyPrefix: string): Promise<Redis> => {
  const client = new Redis(url, {
    keyPrefix,
    lazyConnect: true,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, REDIS_RECONNECT_MAX_MS),
  });
  // One line when Redis goes away and one when it is back, not one per reconnection attempt.
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    console.error(`[redis] 连接中断，自动重连中：${error.message}`);
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    console.warn('[redis] 已重新连接');
  });
  await client.connect();
  return client;
};

/** The Redis implementation of the session store (needs Redis 6.2+ for GETDEL). */
export const createRedisSessionStore = (client: Redis): TSessionStore => {
  const ttl = (ttlMs: number) => Math.max(1, Math.round(ttlMs));
  return {
    kind: 'redis',
    get: (key) => client.get(key),
    set: async (key, value, ttlMs) => {
      await client.set(key, value, 'PX', ttl(ttlMs));
    },
    setIfAbsent: async (key, value, ttlMs) => (await client.set(key, value, 'PX', ttl(ttlMs), 'NX')) === 'OK',
    take: (key) => client.getdel(key),
    delete: async (...keys) => {
      if (keys.length > 0) await client.del(...keys);
    },
    increment: async (key, ttlMs) => {
      const [count, left] = (await client.eval(INCREMENT_SCRIPT, 1, key, String(ttl(ttlMs)))) as [
        number,
        number,
      ];
      return { count: Number(count), ttlMs: Math.max(0, Number(left)) };
    },
    ttlMs: async (key) => Math.max(0, await client.pttl(key)),
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
};
