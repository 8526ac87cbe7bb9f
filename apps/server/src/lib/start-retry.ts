import { diskFullReason, type TStatfs } from './disk-full.js';
import { isOutage } from './outage.js';

/** Waits between attempts to open the services at start: doubling from 1 s up to 30 s. */
const OPEN_RETRY_FIRST_MS = 1_000;
const OPEN_RETRY_MAX_MS = 30_000;

/** What an outage error says, innermost first (drizzle and AggregateError wrap the driver's). */
const describeOutage = (error: unknown): string => {
  let innermost = error as { cause?: unknown; errors?: unknown[]; code?: unknown; message?: unknown };
  while (innermost.cause || innermost.errors?.[0]) {
    innermost = (innermost.cause ?? innermost.errors?.[0]) as typeof innermost;
  }
  return String(innermost.code ?? innermost.message ?? innermost);
};

export type TStartRetryOptions = {
  /** The data directory: a full disk under it is named in the warning. */
  dataDir: string;
  /** Tests stub these; the real ones otherwise. */
  statfs?: TStatfs;
  sleep?: (ms: number) => Promise<void>;
  warn?: (line: string) => void;
};

/**
 * Opens the services, again and again with growing waits while the database or Redis is unreachable
 * or the disk is full (both pass once someone acts); any other failure ends the start.
 */
export const openWhenReachable = async <T>(
  open: () => Promise<T>,
  options: TStartRetryOptions,
): Promise<T> => {
  const sleep = options.sleep ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const warn = options.warn ?? console.warn;
  for (let waitMs = OPEN_RETRY_FIRST_MS; ; waitMs = Math.min(waitMs * 2, OPEN_RETRY_MAX_MS)) {
    try {
      return await open();
    } catch (error) {
      const diskFull = await diskFullReason(error, options.dataDir, options.statfs);
      if (diskFull) warn(`${diskFull}；${waitMs / 1000} 秒后重试…`);
      else if (isOutage(error)) {
        warn(`数据库或 Redis 暂不可达（${describeOutage(error)}），${waitMs / 1000} 秒后重试…`);
      } else throw error;
      await sleep(waitMs);
    }
  }
};
