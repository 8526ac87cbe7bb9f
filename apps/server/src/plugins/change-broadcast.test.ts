import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { listenForChanges, type TChangeCodec } from './change-broadcast.js';

/** One PostgreSQL's LISTEN/NOTIFY as instances sharing it see it: every listener hears every NOTIFY. */
const sharedDatabase = () => {
  const listeners = new Set<(payload: string | undefined) => void>();
  return {
    listen: async (_channel: string, onNotify: (payload: string | undefined) => void) => {
      listeners.add(onNotify);
      return async () => {
        listeners.delete(onNotify);
      };
    },
    notify: async (_channel: string, payload?: string) => {
      // Delivered later, as PostgreSQL does; the sending instance hears its own NOTIFY too.
      await new Promise((resolve) => setImmediate(resolve));
      for (const listener of listeners) listener(payload || undefined);
    },
  };
};

const codec: TChangeCodec<{ title: string }> = {
  encode: (change) => (change ? JSON.stringify(change) : undefined),
  decode: (payload) => (payload?.startsWith('{') ? (JSON.parse(payload) as { title: string }) : undefined),
};

describe('change broadcasts', () => {
  it('tell this instance at once and every instance through NOTIFY, until the app closes', async () => {
    const database = sharedDatabase();
    const here = Fastify();
    const there = Fastify();
    const heardHere: unknown[] = [];
    const heardThere: unknown[] = [];
    const local = await listenForChanges(here, database, 'test_changes', codec);
    const remote = await listenForChanges(there, database, 'test_changes', codec);
    local.subscribe((change) => heardHere.push(change));
    remote.subscribe((change) => heardThere.push(change));

    const announced = local.announce({ title: '铁塔维护' });
    expect(heardHere).toEqual([{ title: '铁塔维护' }]);
    await announced;
    expect(heardThere).toEqual([{ title: '铁塔维护' }]);

    // Without a change (or one the payload cannot carry) everything may have changed.
    await remote.announce();
    expect(heardThere.at(-1)).toBeUndefined();
    expect(heardHere.at(-1)).toBeUndefined();

    const heardBeforeClose = heardThere.length;
    await there.close();
    await local.announce({ title: '光缆采购' });
    expect(heardThere).toHaveLength(heardBeforeClose);
    expect(heardHere.at(-1)).toEqual({ title: '光缆采购' });
    await here.close();
  });
});
