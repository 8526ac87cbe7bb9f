import {
  createAuthority,
  deleteAuthority,
  getUserInfo,
  PERMISSIONS,
  queryAuditEvents,
  queryAuthorities,
  queryNoticeDrafts,
  queryRoleGrants,
  restoreRoleGrants,
  ROLES,
  setRoleGrants,
  updateAuthority,
  type TAdminAuthority,
  type TMenuAuthority,
  type TRoleGrants,
} from '@supportal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthClient, createTestAccount } from '../helpers/auth-client.js';
import { authBackends, createAuthTestApp, describeBackend, type TAuthTestApp } from '../helpers/auth-app.js';
import { accountCalls, injectPost } from '../helpers/account-calls.js';

const WRITES = [createAuthority, updateAuthority, deleteAuthority, setRoleGrants, restoreRoleGrants];
const READS = [queryAuthorities, queryRoleGrants];

describe.each(authBackends())('menu authorities and role grants ($database)', (backend) => {
  let testApp: TAuthTestApp;
  let admin: string;
  let staffProv: string;
  let staffHq: string;

  const { tokenOf } = accountCalls(() => testApp.app);
  const post = (path: string, payload: Record<string, unknown>, authorization = admin) =>
    injectPost(testApp.app, path, payload, authorization);
  const tree = async () =>
    (await post(queryAuthorities.path, {})).json().data as {
      authorities: TAdminAuthority[];
      editable: boolean;
    };
  const grants = async () =>
    (await post(queryRoleGrants.path, {})).json().data as {
      roles: TRoleGrants[];
      grantable: string[];
      editable: boolean;
    };
  const grantsOf = async (role: string) =>
    (await grants()).roles.find((item) => item.role === role)?.authorityCodes ?? [];
  const menuOf = async (authorization: string) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: getUserInfo.path,
      headers: { authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.menuAuthorities as TMenuAuthority[];
  };
  const create = (payload: Record<string, unknown>) => post(createAuthority.path, payload);
  const update = (payload: Record<string, unknown>) => post(updateAuthority.path, payload);
  const auditOf = async (event: string) =>
    (await post(queryAuditEvents.path, { event, loginName: 'demo_admin' })).json().data.records as {
      detail: string;
    }[];

  beforeAll(async () => {
    testApp = await createAuthTestApp(backend);
    admin = await tokenOf('demo_admin');
    staffProv = await tokenOf('staff_prov');
    staffHq = await tokenOf('staff_hq');
  });
  afterAll(async () => testApp?.close());

  it(`answers 401 without a session and 403 without ADMIN_AUTHORITIES (${describeBackend(backend)})`, async () => {
    for (const endpoint of [...READS, ...WRITES]) {
      expect((await post(endpoint.path, {}, '')).statusCode, endpoint.path).toBe(401);
      expect((await post(endpoint.path, {}, staffHq)).statusCode, endpoint.path).toBe(403);
    }
  });

  it('lists the tree with the shipped 菜单权限 item, permission keys marked protected', async () => {
    const { authorities, editable } = await tree();
    expect(editable).toBe(true);
    const item = authorities.find((entry) => entry.authorityCode === PERMISSIONS.adminAuthorities);
    expect(item).toMatchObject({
      authorityName: '菜单权限',
      parentAuthorityCode: PERMISSIONS.admin,
      url: '/purHome/admin/authorities',
      protected: true,
    });
    expect((await grantsOf(ROLES.admin)).includes(PERMISSIONS.adminAuthorities)).toBe(true);
  });

  it('creates an item, grants it to a role, and the role’s users see renames and re-sorts on their next call', async () => {
    const created = await create({
      authorityCode: 'PROV_GUIDE',
      authorityName: '采购指引',
      parentAuthorityCode: PERMISSIONS.purchaseManage,
      url: '/purHome/noticeList?purchaseNoticeType=29',
      sort: 50,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ authorityCode: 'PROV_GUIDE', protected: false });
    expect((await menuOf(staffProv)).map((item) => item.authorityCode)).not.toContain('PROV_GUIDE');

    const granted = await post(setRoleGrants.path, {
      role: ROLES.staffProvince,
      authorityCodes: [...(await grantsOf(ROLES.staffProvince)), 'PROV_GUIDE'],
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const before = await menuOf(staffProv);
    expect(before.find((item) => item.authorityCode === 'PROV_GUIDE')).toMatchObject({
      authorityName: '采购指引',
      parentAuthorityCode: PERMISSIONS.purchaseManage,
    });

    const renamed = await update({
      authorityCode: 'PROV_GUIDE',
      authorityName: '省分采购指引',
      parentAuthorityCode: PERMISSIONS.purchaseManage,
      url: '/purHome/noticeList?purchaseNoticeType=29',
      sort: 1,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await menuOf(staffProv);
    const group = after.filter((item) => item.parentAuthorityCode === PERMISSIONS.purchaseManage);
    expect(group[0]).toMatchObject({ authorityCode: 'PROV_GUIDE', authorityName: '省分采购指引', sort: 1 });

    expect((await auditOf('admin-authority-create'))[0]?.detail).toContain('PROV_GUIDE');
    expect((await auditOf('admin-authority-update'))[0]?.detail).toContain('省分采购指引');
    expect((await auditOf('admin-role-grants-update'))[0]?.detail).toContain('PROV_GUIDE');
  });

  it('refuses malformed codes, addresses outside the workspace or the partner allow-list, and stores nothing', async () => {
    const before = await tree();
    const base = { authorityName: '测试', parentAuthorityCode: '', sort: 1 };
    const refused = [
      [{ ...base, authorityCode: '1ABC', url: '' }, 'authorityCode'],
      [{ ...base, authorityCode: 'A B', url: '' }, 'authorityCode'],
      [{ ...base, authorityCode: 'OK_CODE', authorityName: '', url: '' }, 'authorityName'],
      [{ ...base, authorityCode: 'OK_CODE', url: 'javascript:alert(1)' }, 'url'],
      [{ ...base, authorityCode: 'OK_CODE', url: 'https://evil.example.com/x' }, 'url'],
      [{ ...base, authorityCode: 'OK_CODE', url: '//evil.example.com/purHome' }, 'url'],
      [{ ...base, authorityCode: 'OK_CODE', url: '/home' }, 'url'],
      [{ ...base, authorityCode: 'OK_CODE', url: '/purHome/../home' }, 'url'],
      [{ ...base, authorityCode: 'OK_CODE', url: '/purHome/getIframe' }, 'url'],
      [{ ...base, authorityCode: 'OK_CODE', url: '/purHome/getIframe?url=https://evil.example.com/' }, 'url'],
      [{ ...base, authorityCode: 'OK_CODE', url: '/purHome/postIframe?url=NO_SUCH_KEY&tUrl=/x' }, 'url'],
      [
        { ...base, authorityCode: 'OK_CODE', url: '', parentAuthorityCode: 'NO_SUCH_PARENT' },
        'parentAuthorityCode',
      ],
    ] as const;
    for (const [payload, field] of refused) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors?.[0]?.path, JSON.stringify(payload)).toBe(field);
    }
    expect(await tree()).toEqual(before);
    const partner = await create({
      ...base,
      authorityCode: 'LABELS_AGAIN',
      url: '/purHome/getIframe?type=noJoin&url=JY_LABLE',
    });
    expect(partner.statusCode, partner.body).toBe(200);
  });

  it('refuses a move below itself or its own child (400), a duplicate or reserved code (409)', async () => {
    expect(
      (await create({ authorityCode: 'GUIDES', authorityName: '指引', url: '', sort: 70 })).statusCode,
    ).toBe(200);
    expect(
      (
        await create({
          authorityCode: 'GUIDE_A',
          authorityName: '指引A',
          parentAuthorityCode: 'GUIDES',
          url: '/purHome/downView',
          sort: 1,
        })
      ).statusCode,
    ).toBe(200);
    for (const parent of ['GUIDES', 'GUIDE_A']) {
      const cycle = await update({
        authorityCode: 'GUIDES',
        authorityName: '指引',
        parentAuthorityCode: parent,
        url: '',
        sort: 70,
      });
      expect(cycle.statusCode, parent).toBe(400);
      expect(cycle.json().errors[0].path).toBe('parentAuthorityCode');
    }
    const duplicate = await create({ authorityCode: 'GUIDES', authorityName: '又一个', url: '', sort: 1 });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().resultMsg).toContain('GUIDES');
    expect(
      (await create({ authorityCode: PERMISSIONS.adminApiClients, authorityName: 'x', url: '', sort: 1 }))
        .statusCode,
    ).toBe(409);
    expect(
      (await update({ authorityCode: 'NO_SUCH', authorityName: 'x', url: '', sort: 1 })).statusCode,
    ).toBe(404);
  });

  it('renames a code with its grants and children, never a permission key’s', async () => {
    await post(setRoleGrants.path, {
      role: ROLES.staffCity,
      authorityCodes: [...(await grantsOf(ROLES.staffCity)), 'GUIDES', 'GUIDE_A'],
    });
    const renamed = await update({
      authorityCode: 'GUIDES',
      newAuthorityCode: 'CITY_GUIDES',
      authorityName: '指引',
      url: '',
      sort: 70,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const { authorities } = await tree();
    expect(authorities.find((item) => item.authorityCode === 'GUIDE_A')?.parentAuthorityCode).toBe(
      'CITY_GUIDES',
    );
    expect(authorities.some((item) => item.authorityCode === 'GUIDES')).toBe(false);
    expect(await grantsOf(ROLES.staffCity)).toEqual(expect.arrayContaining(['CITY_GUIDES', 'GUIDE_A']));

    const notice = (await tree()).authorities.find(
      (item) => item.authorityCode === PERMISSIONS.noticePublish,
    );
    const protectedRename = await update({ ...notice, newAuthorityCode: 'NOTICE_WRITE' });
    expect(protectedRename.statusCode).toBe(409);
    // A permission key may still be renamed in the menu, moved and re-sorted.
    const relabelled = await update({ ...notice, authorityName: '公告编写', sort: 46 });
    expect(relabelled.statusCode, relabelled.body).toBe(200);
  });

  it('deletes only items without children that are no permission key', async () => {
    const withChildren = await post(deleteAuthority.path, { authorityCode: 'CITY_GUIDES' });
    expect(withChildren.statusCode).toBe(409);
    expect(withChildren.json().resultMsg).toContain('下级');
    const permissionKey = await post(deleteAuthority.path, { authorityCode: PERMISSIONS.noticePublish });
    expect(permissionKey.statusCode).toBe(409);
    expect((await post(deleteAuthority.path, { authorityCode: 'GUIDE_A' })).statusCode).toBe(200);
    expect((await post(deleteAuthority.path, { authorityCode: 'CITY_GUIDES' })).statusCode).toBe(200);
    expect(await grantsOf(ROLES.staffCity)).not.toContain('GUIDE_A');
    expect((await post(deleteAuthority.path, { authorityCode: 'CITY_GUIDES' })).statusCode).toBe(404);
    expect((await auditOf('admin-authority-delete'))[0]?.detail).toContain('CITY_GUIDES');
  });

  it('grants only what the administrator holds (403) and never locks the administrator out (409)', async () => {
    const prov = await grantsOf(ROLES.staffProvince);
    const notHeld = await post(setRoleGrants.path, {
      role: ROLES.staffProvince,
      authorityCodes: [...prov, PERMISSIONS.supplierLevel],
    });
    expect(notHeld.statusCode).toBe(403);
    expect(notHeld.json().resultMsg).toContain('供应商等级');
    expect(await grantsOf(ROLES.staffProvince)).toEqual(prov);
    const held = await post(setRoleGrants.path, {
      role: ROLES.staffProvince,
      authorityCodes: [...prov, PERMISSIONS.adminAudit],
    });
    expect(held.statusCode, held.body).toBe(200);
    const unknown = await post(setRoleGrants.path, {
      role: ROLES.staffProvince,
      authorityCodes: ['NO_SUCH'],
    });
    expect(unknown.statusCode).toBe(400);
    expect((await post(setRoleGrants.path, { role: 'NO_ROLE', authorityCodes: [] })).statusCode).toBe(400);

    const adminGrants = await grantsOf(ROLES.admin);
    const lockOut = await post(setRoleGrants.path, {
      role: ROLES.admin,
      authorityCodes: adminGrants.filter((code) => code !== PERMISSIONS.adminAuthorities),
    });
    expect(lockOut.statusCode).toBe(409);
    expect(await grantsOf(ROLES.admin)).toEqual(adminGrants);
  });

  it('shows a province administrator the tree and grants read-only', async () => {
    const provinceAdmin = await createTestAccount(testApp.database.db, {
      kind: 'staff',
      orgLevel: '02',
      roles: [ROLES.admin],
    });
    const authorization = (await createAuthClient(testApp.app).loginToken(provinceAdmin.loginName))
      .authorization;
    const read = await post(queryAuthorities.path, {}, authorization);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.editable).toBe(false);
    expect((await post(queryRoleGrants.path, {}, authorization)).json().data.editable).toBe(false);
    const write = await post(
      createAuthority.path,
      { authorityCode: 'PROV_ITEM', authorityName: '省分菜单', url: '', sort: 1 },
      authorization,
    );
    expect(write.statusCode).toBe(403);
    expect(
      (await post(setRoleGrants.path, { role: ROLES.staffCity, authorityCodes: [] }, authorization))
        .statusCode,
    ).toBe(403);
    const restore = await post(restoreRoleGrants.path, { role: ROLES.staffCity }, authorization);
    expect(restore.statusCode).toBe(403);
    expect(restore.json().resultMsg).toBe('仅总部系统管理员可修改菜单权限与角色授权，您只能查看');
  });

  it('takes NOTICE_PUBLISH from STAFF_PROV: staff_prov’s console call answers 403 on the next request', async () => {
    const drafts = () => post(queryNoticeDrafts.path, {}, staffProv);
    expect((await drafts()).statusCode).toBe(200);
    const removed = await post(setRoleGrants.path, {
      role: ROLES.staffProvince,
      authorityCodes: (await grantsOf(ROLES.staffProvince)).filter(
        (code) => code !== PERMISSIONS.noticePublish,
      ),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await drafts()).statusCode).toBe(403);
    expect((await menuOf(staffProv)).map((item) => item.authorityCode)).not.toContain(
      PERMISSIONS.noticePublish,
    );
    expect((await auditOf('admin-role-grants-update'))[0]?.detail).toContain(PERMISSIONS.noticePublish);

    // 恢复出厂授权 gives it back, keeping what was added to the role; the console works again.
    const restored = await post(restoreRoleGrants.path, { role: ROLES.staffProvince });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.authorityCodes).toContain(PERMISSIONS.noticePublish);
    expect(await grantsOf(ROLES.staffProvince)).toContain(PERMISSIONS.noticePublish);
    expect((await drafts()).statusCode).toBe(200);
    expect((await auditOf('admin-role-grants-restore'))[0]?.detail).toContain(PERMISSIONS.noticePublish);
    expect((await post(restoreRoleGrants.path, { role: 'NO_ROLE' })).statusCode).toBe(400);
  });
});
