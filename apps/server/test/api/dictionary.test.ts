import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_TYPES } from '@supportal/contract';
import { findDictionaryGroups } from '../../src/modules/dictionary/dictionary-repository.js';
import { createTestApp, databaseKinds, type TTestApp } from '../helpers/test-app.js';

describe.each(databaseKinds())('dictionary/find-by-type_not_auth on %s', (kind) => {
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { noticeCount: 60 });
  });
  afterAll(async () => testApp?.close());

  const findByType = (payload: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url: '/supportal/v1/dictionary/find-by-type_not_auth',
      payload: payload as object,
    });

  it('returns the notice-type group in the envelope', async () => {
    const response = await findByType({ type: 'obp_notice_type' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.resultStat).toBe('000');
    const values = body.data.obp_notice_type.map((entry: { value: string }) => entry.value);
    expect(values).toEqual(expect.arrayContaining(NOTICE_TYPES.map((type) => type.code)));
    expect(body.data.obp_notice_type[0]).toEqual({ value: expect.any(String), label: expect.any(String) });
  });

  it('answers several comma-separated groups at once, keyed by group', async () => {
    const body = (await findByType({ type: ' OBP_PUR_MODE , obp_notice_field' })).json();
    expect(Object.keys(body.data).sort()).toEqual(['OBP_PUR_MODE', 'obp_notice_field']);
    expect(body.data.OBP_PUR_MODE.length).toBeGreaterThan(0);
    expect(body.data.obp_notice_field.length).toBeGreaterThan(0);
  });

  it('does not show anonymous callers a group meant for logged-in users', async () => {
    const body = (await findByType({ type: 'portalRatingTime,isLoginSwitch' })).json();
    expect(body.data.portalRatingTime).toEqual([]);
    expect(body.data.isLoginSwitch).toEqual([{ value: 'true', label: expect.any(String) }]);
  });

  it('answers an unknown group with an empty list', async () => {
    const body = (await findByType({ type: 'no_such_group' })).json();
    expect(body).toMatchObject({ resultStat: '000', data: { no_such_group: [] } });
  });

  it('answers groups named like Object.prototype members as unknown groups', async () => {
    const response = await findByType({ type: 'toString,constructor,__proto__,hasOwnProperty,OBP_PUR_MODE' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ toString: [], constructor: [], hasOwnProperty: [] });
    expect(Object.hasOwn(data, '__proto__') ? data['__proto__'] : []).toEqual([]);
    expect(data.OBP_PUR_MODE.length).toBeGreaterThan(0);
    // The logged-in call reads every group through the same lookup.
    const groups = await findDictionaryGroups(testApp.database.db, [
      'toString',
      'constructor',
      'OBP_PUR_MODE',
    ]);
    expect(groups.toString).toEqual([]);
    expect(groups.constructor).toEqual([]);
    expect(groups.OBP_PUR_MODE?.length).toBeGreaterThan(0);
  });

  it('tolerates unknown extra fields and empty strings', async () => {
    const response = await findByType({ type: 'OBP_PUR_MODE', deptCode: '', somethingNew: { a: 1 } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.OBP_PUR_MODE.length).toBeGreaterThan(0);
  });

  it('refuses an empty type with a clear 400', async () => {
    const response = await findByType({ type: ' , ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().resultMsg).toContain('字典类型不能为空');
  });
});
