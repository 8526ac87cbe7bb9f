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

/**
 * Connects to Redis (REDIS_URL); every key gets the prefix, so deployments and test runs can share
 * one server. Fails fast when Redis is unreachable at start.
 */
export const connectRedis = async (url: string, keyPrefix: string): Promise<Redis> => {
  const client = new Redis(url, {
    keyPrefix,
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
  });
  client.on('error', (error: Error) => console.error('[redis]', error.message));
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
