import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/db/schema/index.js';
import type { TDatabase } from '../../src/db/database.js';
import { createAuditLog } from '../../src/plugins/audit-log.js';
import { createTestApp, databaseKinds, type TTestApp } from '../helpers/test-app.js';

const recordingLog = () => {
  const errors: unknown[] = [];
  return { errors, log: { error: (...args: unknown[]) => errors.push(args), warn: () => undefined } };
};

/** The same database, whose inserts fail the first `failures` times (a dropped connection, say). */
const flakyDatabase = (db: TDatabase, failures: number): TDatabase =>
  new Proxy(db, {
    get: (target, property, receiver) => {
      if (property === 'insert' && failures > 0) {
        failures -= 1;
        return () => ({
          values: () => Promise.reject(new Error('connection terminated')),
        });
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });

const latestEvents = (db: TDatabase, count: number) =>
  db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(count);

describe.each(databaseKinds())('audit log on %s', (kind) => {
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { seed: false });
  });
  afterAll(async () => testApp?.close());

  it('records an event whose login name and address carry NUL and control characters', async () => {
    const { log, errors } = recordingLog();
    const audit = createAuditLog(testApp.database.db, { log });
    await audit.record({
      event: 'login-failure',
      loginName: 'evil\u0000name\u001b',
      ip: '10.0.0.1\u0000',
      detail: { reason: 'bad\u0000' },
    });
    const [row] = await latestEvents(testApp.database.db, 1);
    expect(row?.event).toBe('login-failure');
    expect(row?.loginName).toBe('evil\\u0000name\\u001b');
    expect(row?.ip).toBe('10.0.0.1\\u0000');
    expect(JSON.parse(row?.detail ?? '{}')).toEqual({ reason: 'bad\u0000' });
    expect(errors).toEqual([]);
  });

  it('never fails the caller and writes the event once the database answers again', async () => {
    const { log, errors } = recordingLog();
    const audit = createAuditLog(flakyDatabase(testApp.database.db, 2), { log, retryDelayMs: 20 });
    await expect(
      audit.record({ event: 'login-failure', loginName: 'kept_after_failure', ip: '10.0.0.2' }),
    ).resolves.toBeUndefined();
    // The first write and the first retry fail; the second retry lands.
    await expect
      .poll(async () => (await latestEvents(testApp.database.db, 1))[0]?.loginName, { timeout: 2_000 })
      .toBe('kept_after_failure');
    expect(errors.length).toBe(2);
    expect(await audit.flush()).toBe(0);
  });

  it('keeps events that could not be written for flush on close', async () => {
    const { log } = recordingLog();
    const audit = createAuditLog(flakyDatabase(testApp.database.db, 1), { log, retryDelayMs: 60_000 });
    await audit.record({ event: 'logout', loginName: 'flushed_on_close', ip: '10.0.0.3' });
    expect((await latestEvents(testApp.database.db, 1))[0]?.loginName).not.toBe('flushed_on_close');
    expect(await audit.flush()).toBe(0);
    expect((await latestEvents(testApp.database.db, 1))[0]?.loginName).toBe('flushed_on_close');
  });
});
