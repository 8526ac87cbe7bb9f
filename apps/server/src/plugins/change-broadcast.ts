import type { FastifyInstance } from 'fastify';
import type { TDatabaseHandle } from '../db/database.js';

/** How a change travels in a NOTIFY payload; what cannot be read back is undefined (anything changed). */
export type TChangeCodec<TChange> = {
  encode: (change: TChange | undefined) => string | undefined;
  decode: (payload: string | undefined) => TChange | undefined;
};

/** Listeners get the change, or undefined when it is unknown (a remote one too large, a dropped connection). */
export type TChangeListener<TChange> = (change: TChange | undefined) => void;

export type TChangeBroadcast<TChange> = {
  /** Changes of every instance sharing the database, this one's included. */
  subscribe: (listener: TChangeListener<TChange>) => void;
  /** Tells this instance's listeners at once, then every instance through NOTIFY. */
  announce: (change?: TChange) => Promise<void>;
};

/**
 * One LISTEN/NOTIFY channel of changes that per-instance caches must hear of: instances sharing one
 * PostgreSQL hear each other's changes through it. Listening stops when the app closes.
 */
export const listenForChanges = async <TChange = never>(
  app: FastifyInstance,
  database: Pick<TDatabaseHandle, 'listen' | 'notify'>,
  channel: string,
  codec?: TChangeCodec<TChange>,
): Promise<TChangeBroadcast<TChange>> => {
  const listeners: TChangeListener<TChange>[] = [];
  const tell = (change: TChange | undefined) => {
    for (const listener of listeners) listener(change);
  };
  const stopListening = await database.listen(channel, (payload) => tell(codec?.decode(payload)));
  app.addHook('onClose', async () => stopListening().catch(() => undefined));
  return {
    subscribe: (listener) => {
      listeners.push(listener);
    },
    announce: async (change) => {
      tell(change);
      await database.notify(channel, codec?.encode(change));
    },
  };
};
