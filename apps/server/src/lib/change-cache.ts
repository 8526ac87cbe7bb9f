/**
 * Answers kept until their source changes: pages render far more often than administrators edit what
 * they show (dictionaries, menus, the download zone). The owner calls `forget` when it hears of a change
 * (its own, or another instance's through the database's notification); an answer also expires after
 * `maxAgeMs` in case a notification was missed. The promise is kept from the start, so a read that
 * began before a change and ends after `forget` is never served: whoever asks later reads again.
 */
export const createChangeCache = <T>(options: {
  maxAgeMs: number;
  maxEntries: number;
  now?: () => number;
}) => {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: Promise<T>; storedAt: number }>();
  return {
    get: (key: string, read: () => Promise<T>): Promise<T> => {
      const entry = entries.get(key);
      if (entry && now() - entry.storedAt < options.maxAgeMs) return entry.value;
      const value = read();
      entries.delete(key);
      entries.set(key, { value, storedAt: now() });
      // A failed read is not kept: the next caller asks again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      // Map keeps insertion order: the first key is the one stored longest ago.
      while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
    forget: () => {
      entries.clear();
    },
  };
};

export type TChangeCache<T> = ReturnType<typeof createChangeCache<T>>;
