import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TDatabaseHandle } from '../../db/database.js';
import { openDatabase } from '../../portal-database.js';
import { createDatabaseSessionStore, type TSessionStore } from '../../plugins/session-store.js';
import { createCaptchaService, renderCaptcha } from './captcha.js';

describe('captcha', () => {
  let database: TDatabaseHandle;
  let store: TSessionStore;
  beforeAll(async () => {
    database = await openDatabase({});
    store = createDatabaseSessionStore(database.db);
  });
  afterAll(async () => {
    await store?.close();
    await database?.close();
  });

  it('renders a 120×40 PNG quickly', async () => {
    const started = performance.now();
    const png = await renderCaptcha('aB3x');
    expect(performance.now() - started).toBeLessThan(500);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(120);
    expect(png.readUInt32BE(20)).toBe(40);
  });

  it('draws random answers, checks them case-insensitively and only once', async () => {
    const captcha = createCaptchaService(store);
    await captcha.startAttempt('attempt-one-0000000000', 60_000);
    await captcha.issue('attempt-one-0000000000');
    const answer = await store.get('captcha:attempt-one-0000000000');
    expect(answer).toMatch(/^[a-z3-9]{4}$/);
    expect(await captcha.verify('attempt-one-0000000000', ` ${answer?.toUpperCase()} `)).toBe(true);
    expect(await captcha.verify('attempt-one-0000000000', answer ?? '')).toBe(false);

    // A wrong answer uses the captcha up as well: the next try needs a new image.
    await captcha.issue('attempt-one-0000000000');
    expect(await captcha.verify('attempt-one-0000000000', 'wrong')).toBe(false);
    expect(await captcha.verify('attempt-one-0000000000', (await store.get('captcha:x')) ?? 'x')).toBe(false);
  });

  it('needs a started attempt and honours the development answer', async () => {
    const captcha = createCaptchaService(store, 'Ab3x');
    await expect(captcha.issue('never-started-000000000')).rejects.toThrow('登录会话已失效');
    await captcha.startAttempt('attempt-two-0000000000', 60_000);
    await captcha.issue('attempt-two-0000000000');
    expect(await captcha.verify('attempt-two-0000000000', 'AB3X')).toBe(true);
  });
});
