import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportAuditEvents, queryAuditEvents, type TAuditEventRecord } from '@supportal/contract';
import { inArray } from 'drizzle-orm';
import { accounts, auditEvents } from '../../src/db/schema/index.js';
import { createAuthTestApp, type TAuthTestApp } from '../helpers/auth-app.js';
import { createAuthClient } from '../helpers/auth-client.js';

const at = (chinaTime: string) => new Date(`${chinaTime.replace(' ', 'T')}+08:00`);

describe('admin audit view', () => {
  let testApp: TAuthTestApp;
  let admin: string;
  let staff: string;

  const query = (body: Record<string, unknown>, authorization = admin) =>
    testApp.app.inject({
      method: 'POST',
      url: queryAuditEvents.path,
      headers: { authorization },
      payload: body,
    });
  const records = async (body: Record<string, unknown>) => {
    const response = await query(body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { total: number; records: TAuditEventRecord[] };
  };
  const exportCsv = (search: string, authorization = admin) =>
    testApp.app.inject({
      method: 'GET',
      url: `${exportAuditEvents.path}?${search}`,
      headers: authorization ? { authorization } : {},
    });

  beforeAll(async () => {
    testApp = await createAuthTestApp({ database: 'pglite', store: 'database' });
    admin = (await createAuthClient(testApp.app).loginToken('demo_admin')).authorization;
    staff = (await createAuthClient(testApp.app).loginToken('staff_hq')).authorization;
    await testApp.database.db.insert(auditEvents).values([
      {
        occurredAt: at('2026-03-01 09:00:00'),
        event: 'login-success',
        loginName: 'audit_alice',
        ip: '192.168.7.10',
      },
      {
        occurredAt: at('2026-03-01 09:05:00'),
        event: 'login-failure',
        loginName: 'audit_alice',
        ip: '192.168.7.11',
      },
      { occurredAt: at('2026-03-02 10:00:00'), event: 'lockout', loginName: 'audit_bob', ip: '172.16.0.5' },
      {
        occurredAt: at('2026-03-03 23:59:59'),
        event: 'login-failure',
        loginName: '=HYPERLINK("http://evil")',
        ip: '172.16.0.6',
        detail: JSON.stringify({ reason: 'bad-password' }),
      },
    ]);
  });
  afterAll(async () => testApp?.close());

  it('answers 401 without a session and 403 without ADMIN_AUDIT, for the list and the export', async () => {
    expect((await query({}, '')).statusCode).toBe(401);
    expect((await query({}, staff)).statusCode).toBe(403);
    expect((await exportCsv('', '')).statusCode).toBe(401);
    const refused = await exportCsv('', staff);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().resultStat).toBe('403');
  });

  it('lists the logins just made, newest first', async () => {
    const page = await records({ event: 'login-success', size: 5 });
    expect(page.records[0]).toMatchObject({
      event: 'login-success',
      eventName: '登录成功',
      result: 'success',
    });
    expect(page.records.map((record) => record.loginName)).toContain('staff_hq');
  });

  it('filters by account, kind, result, address prefix and an inclusive time range', async () => {
    expect((await records({ loginName: 'audit_alice' })).total).toBe(2);
    expect((await records({ loginName: 'audit_alice', result: 'failure' })).records).toEqual([
      expect.objectContaining({
        ip: '192.168.7.11',
        eventName: '登录失败',
        occurredAt: '2026-03-01 09:05:00',
      }),
    ]);
    expect((await records({ ip: '172.16.' })).records.map((record) => record.event)).toEqual([
      'login-failure',
      'lockout',
    ]);
    const range = await records({ startTime: '2026-03-01 09:01', endTime: '2026-03-03' });
    expect(range.records.map((record) => record.occurredAt)).toEqual([
      '2026-03-03 23:59:59',
      '2026-03-02 10:00:00',
      '2026-03-01 09:05:00',
    ]);
    expect((await records({ event: 'lockout', startTime: '', ip: '' })).total).toBe(1);
  });

  it('folds task-window hand-offs out unless asked for, or filtered by their kind', async () => {
    await testApp.database.db.insert(auditEvents).values([
      {
        occurredAt: at('2026-03-04 08:00:00'),
        event: 'sso-ticket',
        loginName: 'audit_carol',
        ip: '10.1.1.1',
      },
      {
        occurredAt: at('2026-03-04 08:00:01'),
        event: 'login-success',
        loginName: 'audit_carol',
        ip: '10.1.1.1',
        detail: JSON.stringify({ method: 'task-window' }),
      },
      {
        occurredAt: at('2026-03-04 08:01:00'),
        event: 'task-approve',
        loginName: 'audit_carol',
        ip: '10.1.1.1',
        detail: JSON.stringify({
          processInstID: 7,
          name: '负面行为黑名单发布：某公司',
          step: '省分审核',
          opinion: '同意',
        }),
      },
    ]);
    const carol = { loginName: 'audit_carol' };
    expect((await records(carol)).records.map((record) => record.event)).toEqual(['task-approve']);
    expect((await records({ ...carol, handOffs: true })).records.map((record) => record.event)).toEqual([
      'task-approve',
      'login-success',
      'sso-ticket',
    ]);
    expect((await records({ ...carol, event: 'sso-ticket' })).total).toBe(1);
    const [approval] = (await records(carol)).records;
    expect(approval?.eventName).toBe('审批同意');
  });

  it('pages', async () => {
    const first = await records({ startTime: '2026-03-01', endTime: '2026-03-03', size: 3 });
    const second = await records({ startTime: '2026-03-01', endTime: '2026-03-03', size: 3, current: 2 });
    expect(first.total).toBe(4);
    expect(first.records).toHaveLength(3);
    expect(second.records.map((record) => record.occurredAt)).toEqual(['2026-03-01 09:00:00']);
  });

  it('refuses unknown kinds, results and impossible or inverted times by name', async () => {
    for (const [body, message] of [
      [{ event: 'nope' }, 'event'],
      [{ result: 'maybe' }, 'result'],
      [{ startTime: '2026-02-30' }, 'startTime'],
      [{ startTime: '2026-03-02', endTime: '2026-03-01' }, '起始时间不能晚于截止时间'],
    ] as const) {
      const response = await query(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().resultMsg).toContain(message);
    }
    expect((await exportCsv('result=maybe')).statusCode).toBe(400);
  });

  it('exports the filtered events as Excel-ready CSV with formula cells defused, and audits the export', async () => {
    const response = await exportCsv('startTime=2026-03-01&endTime=2026-03-03&result=failure');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain("filename*=UTF-8''%E5%AE%A1%E8%AE%A1");
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toEqual([
      '"时间","操作类型","结果","账号","账号ID","IP地址","附加信息"',
      `"2026-03-03 23:59:59","登录失败","失败","'=HYPERLINK(""http://evil"")","","172.16.0.6","{""reason"":""bad-password""}"`,
      '"2026-03-02 10:00:00","账号锁定","失败","audit_bob","","172.16.0.5",""',
      '"2026-03-01 09:05:00","登录失败","失败","audit_alice","","192.168.7.11",""',
      '',
    ]);
    const exported = await records({ event: 'admin-audit-export', loginName: 'demo_admin' });
    expect(exported.records[0]?.detail).toContain('"result":"failure"');
  });

  it('streams an export larger than one batch, each event once', async () => {
    await testApp.database.db.insert(auditEvents).values(
      Array.from({ length: 2_100 }, (_, index) => ({
        occurredAt: at('2025-01-01 08:00:00'),
        event: 'logout',
        loginName: 'bulk_user',
        ip: `10.9.${Math.floor(index / 250)}.${index % 250}`,
      })),
    );
    const response = await exportCsv('loginName=bulk_user');
    const rows = response.body.split('\r\n').filter((line) => line.includes('bulk_user'));
    expect(rows).toHaveLength(2_100);
    expect(new Set(rows).size).toBe(2_100);
  });

  it('shows a province administrator, in the list and the export, only events of its province’s accounts', async () => {
    const jsAdmin = (await createAuthClient(testApp.app).loginToken('demo_admin_js')).authorization;
    const { db } = testApp.database;
    const ids = new Map(
      (
        await db
          .select({ id: accounts.id, loginName: accounts.loginName })
          .from(accounts)
          .where(inArray(accounts.loginName, ['staff_prov', 'staff_city', 'staff_hq', 'demo_supplier']))
      ).map((row) => [row.loginName, row.id]),
    );
    await db.insert(auditEvents).values(
      [...ids].map(([loginName, accountId]) => ({
        occurredAt: at('2026-04-01 09:00:00'),
        event: 'logout',
        loginName,
        accountId,
        ip: '10.20.30.40',
      })),
    );
    const province = await query({ ip: '10.20.30.40', size: 50 }, jsAdmin);
    expect(province.statusCode).toBe(200);
    const seen = (province.json().data as { records: TAuditEventRecord[] }).records.map(
      (row) => row.loginName,
    );
    expect(seen.sort()).toEqual(['staff_city', 'staff_prov']);
    // Nor the login failures of names that match no account (audit_alice …), which 总部 sees.
    const unknown = await query({ loginName: 'audit_alice' }, jsAdmin);
    expect(unknown.json().data.total).toBe(0);
    expect((await records({ loginName: 'audit_alice' })).total).toBe(2);

    const csv = await exportCsv('ip=10.20.30.40', jsAdmin);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('staff_prov');
    expect(csv.body).not.toContain('staff_hq');
    expect(csv.body).not.toContain('demo_supplier');
    expect((await records({ ip: '10.20.30.40' })).total).toBe(4);
  });
});
