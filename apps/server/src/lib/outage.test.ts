import { describe, expect, it } from 'vitest';
import { isOutage, withTimeout } from './outage.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isOutage', () => {
  it('knows an unreachable, restarting or timed-out database or Redis', () => {
    expect(isOutage(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isOutage(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isOutage(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isOutage(withCode('canceling statement due to statement timeout', '57014'))).toBe(true);
    expect(isOutage(new Error('Connection terminated due to connection timeout'))).toBe(true);
    expect(isOutage(new Error("Stream isn't writeable and enableOfflineQueue options is false"))).toBe(true);
    expect(isOutage(new Error('Command timed out'))).toBe(true);
    expect(isOutage(Object.assign(new Error('x'), { name: 'MaxRetriesPerRequestError' }))).toBe(true);
  });

  it('looks inside the errors that wrap the driver’s', () => {
    const driver = withCode('read ECONNRESET', 'ECONNRESET');
    expect(isOutage(new Error('Failed query: select 1', { cause: driver }))).toBe(true);
    expect(isOutage(new AggregateError([new Error('x'), driver]))).toBe(true);
  });

  it('leaves our own faults and data errors alone', () => {
    expect(isOutage(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isOutage(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isOutage(new Error('Failed query', { cause: withCode('syntax error', '42601') }))).toBe(false);
    expect(isOutage('ECONNREFUSED')).toBe(false);
  });
});

describe('withTimeout', () => {
  it('gives up on work that hangs, as an outage', async () => {
    const hung = new Promise(() => undefined);
    const error = await withTimeout(hung, 20, 'probe').catch((caught: unknown) => caught);
    expect(isOutage(error)).toBe(true);
    await expect(withTimeout(Promise.resolve(7), 1_000, 'probe')).resolves.toBe(7);
  });
});
