import type { FastifyInstance } from 'fastify';
import type { TDatabaseHandle } from '../../db/database.js';
import { listenForChanges, type TChangeListener } from '../../plugins/change-broadcast.js';
import {
  createNoticeReadCache,
  decodeNoticeChange,
  encodeNoticeChange,
  type TNoticeChange,
} from './notice-read-cache.js';
import { createNoticeWriter, type TNoticeWriter } from './notice-writer.js';

const NOTICES_CHANGED_CHANNEL = 'supportal_notices_changed';
/** Bounds staleness should a change notification ever be missed. */
const NOTICE_READ_CACHE_MAX_AGE_MS = 60_000;

/** What other parts of the server may hear of notice changes. */
export type TNoticeChanges = {
  /** A change on any instance sharing the database (undefined: anything may have changed). */
  subscribe: (listener: TChangeListener<TNoticeChange>) => void;
  /** A notice write committed on this instance, once every instance has been told. */
  subscribeWritten: (listener: () => void) => void;
};

/**
 * The notice read caches, the one notice writer and LISTEN/NOTIFY of notice changes: a committed write
 * makes every instance forget the cached answers and matches it can alter, then this instance's
 * subscribers hear of it (alerts start a round at once).
 */
export const startNoticeChangeBroadcast = async (
  app: FastifyInstance,
  database: Pick<TDatabaseHandle, 'listen' | 'notify'>,
) => {
  const broadcast = await listenForChanges(app, database, NOTICES_CHANGED_CHANNEL, {
    encode: encodeNoticeChange,
    decode: decodeNoticeChange,
  });
  const answers = createNoticeReadCache({ maxEntries: 5_000, maxAgeMs: NOTICE_READ_CACHE_MAX_AGE_MS });
  // Up to 50,000 matches each (10,001 for most keywords): a bounded few hundred keywords.
  const matches = createNoticeReadCache({ maxEntries: 256, maxAgeMs: NOTICE_READ_CACHE_MAX_AGE_MS });
  broadcast.subscribe((change) => {
    answers.forget(change);
    matches.forget(change);
  });
  const written: (() => void)[] = [];
  const noticeWriter: TNoticeWriter = createNoticeWriter(async (change) => {
    await broadcast.announce(change);
    for (const listener of written) listener();
  });
  const changes: TNoticeChanges = {
    subscribe: broadcast.subscribe,
    subscribeWritten: (listener) => {
      written.push(listener);
    },
  };
  return { caches: { answers, matches }, announce: broadcast.announce, noticeWriter, changes };
};
