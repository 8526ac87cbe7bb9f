/**
 * Answers of public notice reads (lists, searches, totals), kept until notices change. Counting every
 * match of a common keyword costs hundreds of milliseconds at a million notices while a page of 20
 * costs one or two, so a repeated query reuses its answer. A change of notices anywhere (this
 * instance, or another one through the database's notification) empties it; entries also expire after
 * `maxAgeMs` in case a notification is missed.
 */
export const createNoticeReadCache = (options: {
  maxEntries: number;
  maxAgeMs: number;
  now?: () => number;
}) => {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: Promise<unknown>; storedAt: number }>();
  return {
    memo: <T>(key: string, compute: () => Promise<T>): Promise<T> => {
      const entry = entries.get(key);
      if (entry && now() - entry.storedAt < options.maxAgeMs) return entry.value as Promise<T>;
      const value = compute();
      entries.delete(key);
      entries.set(key, { value, storedAt: now() });
      // A failed computation is not remembered.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
};

export type TNoticeReadCache = ReturnType<typeof createNoticeReadCache>;

const stableJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const fields = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      // Code-unit order: stable and far cheaper than a locale-aware comparison on every request.
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${fields.map(([name, field]) => `${JSON.stringify(name)}:${stableJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
};

/** A stable key of a read: the call, the caller's visibility and the parsed input with sorted keys. */
export const readCacheKey = (call: string, loggedIn: boolean, input: unknown): string =>
  `${call}|${loggedIn ? 'member' : 'visitor'}|${stableJson(input)}`;
