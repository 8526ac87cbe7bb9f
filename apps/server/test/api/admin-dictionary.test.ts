import { describe, expect, it } from 'vitest';
import {
  findByTypeNotAuth,
  queryAuditEvents,
  queryDictionaryEntries,
  saveDictionaryEntry,
  type TAdminDictionaryEntry,
} from '@supportal/contract';
import { adminApiTest } from '../helpers/admin-api.js';
import { createAuthClient } from '../helpers/auth-client.js';

describe('admin dictionary entries', () => {
  const session = adminApiTest();
  const { post } = session;
  const entries = async (dictType: string) =>
    (await post(queryDictionaryEntries.path, { dictType })).json().data as TAdminDictionaryEntry[];
  const publicGroup = async (type: string) =>
    (await post(findByTypeNotAuth.path, { type }, '')).json().data[type] as {
      value: string;
      label: string;
    }[];
  const save = (payload: Record<string, unknown>) => post(saveDictionaryEntry.path, payload);

  it('answers 401 without a session and 403 without ADMIN_DICTIONARY', async () => {
    for (const path of [queryDictionaryEntries.path, saveDictionaryEntry.path]) {
      expect((await post(path, { dictType: 'OBP_INTERFACE' }, '')).statusCode).toBe(401);
      expect((await post(path, { dictType: 'OBP_INTERFACE' }, session.staff)).statusCode).toBe(403);
    }
  });

  it('changes an OBP_INTERFACE address that the public call serves at once, and audits who did it', async () => {
    const entry = (await entries('OBP_INTERFACE')).find((item) => item.value === '4A_RESET_PASSWORD');
    expect(entry).toBeDefined();
    // The demo ships it switched off (its accounts live in the portal); switched on, the link leads there.
    expect(entry?.enabled).toBe(false);
    const response = await save({ ...entry, label: 'https://4a.changed.example.cn/reset', enabled: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(await publicGroup('OBP_INTERFACE')).toContainEqual({
      value: '4A_RESET_PASSWORD',
      label: 'https://4a.changed.example.cn/reset',
    });
    const audit = await post(queryAuditEvents.path, {
      event: 'admin-dictionary-update',
      loginName: 'demo_admin',
    });
    expect(audit.json().data.records[0].detail).toContain('https://4a.changed.example.cn/reset');
  });

  it('lists disabled entries to the admin while the public call leaves them out', async () => {
    const created = await save({
      dictType: 'obp_notice_field',
      value: '99',
      label: '测试领域',
      sort: 99,
      enabled: false,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect((await entries('obp_notice_field')).map((item) => item.value)).toContain('99');
    expect((await publicGroup('obp_notice_field')).map((item) => item.value)).not.toContain('99');
  });

  it('refuses values the group cannot use, by field, and stores nothing', async () => {
    const before = await entries('OBP_INTERFACE');
    const refused = [
      [{ dictType: 'OBP_INTERFACE', value: 'X_URL', label: 'javascript:alert(1)' }, 'label'],
      [{ dictType: 'OBP_INTERFACE', value: 'X_URL', label: '/relative/path' }, 'label'],
      [{ dictType: 'OBP_INTERFACE', value: 'X URL', label: 'https://ok.example.cn' }, 'value'],
      [{ dictType: 'portalRatingTime', value: '2026-02-30 10:00:00', label: '2026-02-30 10:00:00' }, 'value'],
      [{ dictType: 'portalRatingTime', value: '2026-12-01 10:00:00', label: 'soon' }, 'label'],
      [{ dictType: 'isLoginPortalSwitch', value: 'yes', label: '开启' }, 'value'],
      [{ dictType: 'isLoginSwitch', value: 'not a host!', label: '开启' }, 'value'],
      [{ dictType: 'noSuchGroup', value: 'a', label: 'b' }, 'dictType'],
      [{ dictType: 'OBP_PUR_MODE', value: '09', label: '' }, 'label'],
    ] as const;
    for (const [payload, field] of refused) {
      const response = await save(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors?.[0]?.path ?? '', JSON.stringify(payload)).toBe(field);
    }
    expect(await entries('OBP_INTERFACE')).toEqual(before);
  });

  it('accepts a switch naming the portal host and a valid rating time', async () => {
    expect(
      (await save({ dictType: 'isLoginSwitch', value: 'portal.example-tower.cn', label: '仅本域名' }))
        .statusCode,
    ).toBe(200);
    const rating = (await entries('portalRatingTime'))[0];
    const response = await save({ ...rating, value: '2026-12-31 18:00:00', label: '2026-12-31 18:00:00' });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('answers 409 for a value the group already has and 404 for an entry of another group', async () => {
    const duplicate = await save({ dictType: 'OBP_PUR_MODE', value: '01', label: '公开招标（重复）' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().resultMsg).toContain('01');
    const purMode = (await entries('OBP_PUR_MODE'))[0];
    expect((await save({ ...purMode, dictType: 'obp_notice_field' })).statusCode).toBe(404);
    expect((await save({ ...purMode, id: '99999999' })).statusCode).toBe(404);
  });

  it('keeps every group national: a province administrator reads it but changes nothing (403 saying why)', async () => {
    const jsAdmin = (await createAuthClient(session.app).loginToken('demo_admin_js')).authorization;
    const listed = await post(queryDictionaryEntries.path, { dictType: 'OBP_INTERFACE' }, jsAdmin);
    expect(listed.statusCode).toBe(200);
    const entry = (listed.json().data as TAdminDictionaryEntry[]).find(
      (item) => item.value === 'SUP_MAN_URL',
    );
    expect(entry).toBeDefined();
    for (const payload of [
      { ...entry, label: 'https://evil.example.com/' },
      { dictType: 'isLoginSwitch', value: 'js-switch', label: '0' },
    ]) {
      const refused = await post(saveDictionaryEntry.path, payload, jsAdmin);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().resultMsg).toBe('字典组是全国设置，只有总部的管理员可以修改');
    }
    expect((await entries('OBP_INTERFACE')).find((item) => item.value === 'SUP_MAN_URL')).toEqual(entry);
    expect((await entries('isLoginSwitch')).map((item) => item.value)).not.toContain('js-switch');
  });
});
