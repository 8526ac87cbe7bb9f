import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveSavedSearch } from '@supportal/contract';
import { savedSearches } from '../../src/db/schema/index.js';
import { authBackends, createAuthTestApp, type TAuthTestApp } from '../helpers/auth-app.js';
import { loggedInSuppliers } from '../helpers/auth-client.js';

describe.each(authBackends())('Idempotency-Key on writes ($database, $store store)', (backend) => {
  let testApp: TAuthTestApp;
  let people = new Map<string, { id: number; authorization: string }>();
  const person = (who: string) => {
    const found = people.get(who);
    if (!found) throw new Error(`no test account ${who}`);
    return found;
  };

  const save = (who: string, key: string | undefined, body: object) =>
    testApp.app.inject({
      method: 'POST',
      url: saveSavedSearch.path,
      headers: {
        authorization: person(who).authorization,
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      payload: body,
    });
  const savedCount = async (who: string) => {
    const [row] = await testApp.database.db
      .select({ total: count() })
      .from(savedSearches)
      .where(eq(savedSearches.ownerAccountId, person(who).id));
    return row?.total ?? 0;
  };

  beforeAll(async () => {
    testApp = await createAuthTestApp(backend);
    people = await loggedInSuppliers(testApp.app, testApp.database.db, {
      alice: 'alice@example.com',
      bob: null,
    });
  });
  afterAll(() => testApp?.close());

  it('runs a write once per key: the same request again replays the first answer', async () => {
    const key = randomUUID();
    const body = { name: '光缆订阅', keyword: '光缆' };
    const first = await save('alice', key, body);
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await save('alice', key, body);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await savedCount('alice')).toBe(1);

    // Without a key every request runs.
    expect((await save('alice', undefined, body)).statusCode).toBe(200);
    expect(await savedCount('alice')).toBe(2);
  });

  it('refuses a key reused with another body (422), and keeps keys of different callers apart', async () => {
    const key = randomUUID();
    expect((await save('alice', key, { name: '铁塔', keyword: '铁塔' })).statusCode).toBe(200);
    const other = await save('alice', key, { name: '铁塔二', keyword: '铁塔' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ resultStat: '422', data: null });
    expect(other.json().resultMsg).toContain('Idempotency-Key');

    const before = await savedCount('bob');
    const bobs = await save('bob', key, { name: '铁塔', keyword: '铁塔' });
    expect(bobs.statusCode).toBe(200);
    expect(bobs.headers['idempotent-replayed']).toBeUndefined();
    expect(await savedCount('bob')).toBe(before + 1);
  });

  it('keeps a refusal too: the same request gets the same 400, replayed', async () => {
    const key = randomUUID();
    // Bob has no e-mail address: the call refuses this one.
    const body = { name: '邮件', keyword: '光缆', email: true };
    const refused = await save('bob', key, body);
    expect(refused.statusCode).toBe(400);
    const again = await save('bob', key, body);
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(refused.json());
  });

  it('runs a write once when the same key arrives several times at once', async () => {
    const key = randomUUID();
    const before = await savedCount('alice');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => save('alice', key, { name: '同时提交', keyword: '同时' })),
    );
    const ran = answers.filter(
      (answer) => answer.statusCode === 200 && answer.headers['idempotent-replayed'] === undefined,
    );
    expect(ran).toHaveLength(1);
    for (const answer of answers.filter((candidate) => !ran.includes(candidate))) {
      if (answer.statusCode === 409) expect(answer.headers['retry-after']).toBe('1');
      else expect(answer.headers['idempotent-replayed']).toBe('true');
    }
    expect(await savedCount('alice')).toBe(before + 1);
  });

  it('refuses a key that is not printable ASCII', async () => {
    const answer = await save('alice', 'has spaces in it', { name: 'x', keyword: 'x' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().resultMsg).toContain('Idempotency-Key');
  });
});
