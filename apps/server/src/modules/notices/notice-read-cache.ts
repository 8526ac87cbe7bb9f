import { isCaseStable } from './title-grams.js';

/**
 * Which notices a cached read can depend on: titles containing `keyword` (lower case), of one of
 * `types`. Left out, a part means any notice; a read without a scope depends on every notice.
 */
export type TNoticeReadScope = { keyword?: string | undefined; types?: readonly string[] | undefined };

/** What a change of notices touched: the titles and types of every changed notice, before and after. */
/**
 * What a write touched. `corrects`: a published notice was amended, withdrawn or expired — pages
 * showing its old standing must not be served even once more (new notices may appear a request late).
 */
export type TNoticeChange = { titles: string[]; types: string[]; corrects?: boolean };

/** A letter with a case mapping outside the stable set (quotes and dashes have none: they are fine). */
const hasUnstableLetter = (title: string) =>
  !isCaseStable(title) &&
  [...title].some((char) => !isCaseStable(char) && char.toLowerCase() !== char.toUpperCase());

/** Whether a change can alter a read of this scope: some changed title has the keyword and some type is in. */
export const changeAffects = (scope: TNoticeReadScope | undefined, change: TNoticeChange): boolean => {
  if (!scope) return true;
  if (scope.types && !change.types.some((type) => scope.types?.includes(type))) return false;
  const { keyword } = scope;
  if (!keyword) return true;
  // The database matches case-insensitively; where JavaScript's lower case may differ from its own
  // (letters outside the stable set), assume a match.
  if (!isCaseStable(keyword)) return true;
  return change.titles.some((title) => hasUnstableLetter(title) || title.toLowerCase().includes(keyword));
};

/**
 * Answers of public notice reads (lists, searches, totals), kept until notices change. Counting every
 * match of a common keyword costs hundreds of milliseconds at a million notices while a page of 20
 * costs one or two, so a repeated query reuses its answer. A change of notices anywhere (this
 * instance, or another one through the database's notification) forgets the reads it can alter
 * (every read when the change is not known); entries also expire after `maxAgeMs` in case a
 * notification is missed.
 */
export const createNoticeReadCache = (options: {
  maxEntries: number;
  maxAgeMs: number;
  now?: () => number;
}) => {
  const now = options.now ?? Date.now;
  const entries = new Map<
    string,
    { value: Promise<unknown>; storedAt: number; scope: TNoticeReadScope | undefined }
  >();
  return {
    memo: <T>(key: string, compute: () => Promise<T>, scope?: TNoticeReadScope): Promise<T> => {
      const entry = entries.get(key);
      if (entry && now() - entry.storedAt < options.maxAgeMs) return entry.value as Promise<T>;
      const value = compute();
      entries.delete(key);
      entries.set(key, { value, storedAt: now(), scope });
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
    /** Forgets the reads the change can alter; every read when the change is not known. */
    forget: (change: TNoticeChange | undefined) => {
      if (!change) return entries.clear();
      for (const [key, entry] of entries) if (changeAffects(entry.scope, change)) entries.delete(key);
    },
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

/** PostgreSQL refuses notification payloads of 8000 bytes or more. */
const MAX_NOTIFY_PAYLOAD_BYTES = 7_900;

/** The change as a notification payload; undefined (forget everything) when unknown or too large. */
export const encodeNoticeChange = (change: TNoticeChange | undefined): string | undefined => {
  if (!change) return undefined;
  const payload = JSON.stringify(change);
  return Buffer.byteLength(payload) < MAX_NOTIFY_PAYLOAD_BYTES ? payload : undefined;
};

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A payload another instance sent; anything unreadable counts as "anything may have changed". */
export const decodeNoticeChange = (payload: string | undefined): TNoticeChange | undefined => {
  if (!payload) return undefined;
  try {
    const parsed: unknown = JSON.parse(payload);
    if (parsed && typeof parsed === 'object' && 'titles' in parsed && 'types' in parsed) {
      const { titles, types } = parsed;
      const corrects = 'corrects' in parsed && parsed.corrects === true;
      if (isStringList(titles) && isStringList(types))
        return corrects ? { titles, types, corrects } : { titles, types };
    }
  } catch {
    // Falls through: unreadable.
  }
  return undefined;
};
