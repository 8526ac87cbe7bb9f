import { describe, expect, it } from 'vitest';
import {
  createDownloadZoneEntry,
  queryDownloadZoneEntries,
  queryOutdownloadFileList,
  updateDownloadZoneEntry,
  uploadFile,
  type TAdminDownloadZoneEntry,
} from '@supportal/contract';
import { adminApiTest } from '../helpers/admin-api.js';
import { createAuthClient } from '../helpers/auth-client.js';
import { multipartBody } from '../helpers/multipart.js';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x20)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(500, 0x90)]);

describe('admin download zone', () => {
  const session = adminApiTest();
  const { post } = session;
  const upload = async (fileName: string, bytes: Buffer, authorization = session.admin) => {
    const { payload, contentType } = multipartBody(fileName, bytes);
    return session.app.inject({
      method: 'POST',
      url: `${uploadFile.path}?purpose=downloadZone`,
      headers: { 'content-type': contentType, authorization },
      payload,
    });
  };
  /** Titles of the public download list, as a visitor (no session) or a logged-in user sees it. */
  const publicTitles = async (authorization = '') => {
    const response = await session.app.inject({
      method: 'POST',
      url: queryOutdownloadFileList.path,
      headers: authorization ? { authorization } : {},
      payload: {},
    });
    return (response.json().data as { title: string }[]).map((file) => file.title);
  };
  const publish = async (
    title: string,
    extra: Record<string, unknown> = {},
    authorization = session.admin,
  ) => {
    const uploaded = await upload(`${title}.pdf`, PDF, authorization);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const response = await post(
      createDownloadZoneEntry.path,
      { fileId: uploaded.json().data.id, title, ...extra },
      authorization,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as TAdminDownloadZoneEntry;
  };

  it('answers 401 without a session and 403 without ADMIN_DOWNLOADS', async () => {
    for (const path of [
      queryDownloadZoneEntries.path,
      createDownloadZoneEntry.path,
      updateDownloadZoneEntry.path,
    ]) {
      expect((await post(path, { id: '1', fileId: '1', title: 'x' }, '')).statusCode).toBe(401);
      expect((await post(path, { id: '1', fileId: '1', title: 'x' }, session.staff)).statusCode).toBe(403);
    }
  });

  it('publishes an upload that visitors see at once, and lists it for the admin', async () => {
    const entry = await publish('投标文件模板2026', { sort: 1 });
    expect(entry).toMatchObject({
      title: '投标文件模板2026',
      fileName: '投标文件模板2026.pdf',
      loginOnly: false,
      enabled: true,
    });
    expect(await publicTitles()).toContain('投标文件模板2026');
    const listed = (await post(queryDownloadZoneEntries.path, {})).json().data as TAdminDownloadZoneEntry[];
    expect(listed.map((item) => item.id)).toContain(entry.id);
  });

  it('shows a login-only file to logged-in users only, and a disabled one to nobody', async () => {
    const entry = await publish('内部操作手册', { loginOnly: true });
    expect(await publicTitles()).not.toContain('内部操作手册');
    expect(await publicTitles(session.staff)).toContain('内部操作手册');
    const disabled = await post(updateDownloadZoneEntry.path, { ...entry, enabled: false });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(await publicTitles(session.staff)).not.toContain('内部操作手册');
  });

  it('orders the public list by sort', async () => {
    const later = await publish('排序靠后', { sort: 500 });
    await publish('排序靠前', { sort: 0 });
    const titles = await publicTitles();
    expect(titles.indexOf('排序靠前')).toBeLessThan(titles.indexOf('排序靠后'));
    await post(updateDownloadZoneEntry.path, { ...later, sort: 0 });
    const reordered = await publicTitles();
    expect(reordered.indexOf('排序靠后')).toBeLessThan(reordered.indexOf('排序靠前'));
  });

  it('refuses an .exe upload and a file published twice or uploaded by someone else, storing nothing', async () => {
    const exe = await upload('setup.exe', EXE);
    expect(exe.statusCode).toBe(400);
    const before = ((await post(queryDownloadZoneEntries.path, {})).json().data as unknown[]).length;
    const entry = await publish('只发布一次');
    const again = await post(createDownloadZoneEntry.path, { fileId: entry.fileId, title: '第二次' });
    expect(again.statusCode).toBe(400);
    const othersUpload = await upload('别人的.pdf', PDF, session.staff);
    const foreign = await post(createDownloadZoneEntry.path, {
      fileId: othersUpload.json().data.id,
      title: '别人的',
    });
    expect(foreign.statusCode).toBe(400);
    expect(((await post(queryDownloadZoneEntries.path, {})).json().data as unknown[]).length).toBe(
      before + 1,
    );
    expect((await post(createDownloadZoneEntry.path, { fileId: entry.fileId, title: '' })).statusCode).toBe(
      400,
    );
    expect((await post(updateDownloadZoneEntry.path, { id: '99999999', title: '无' })).statusCode).toBe(404);
  });

  it('keeps national files to 总部 and lets a province administrator publish and change its own', async () => {
    const jsAdmin = (await createAuthClient(session.app).loginToken('demo_admin_js')).authorization;
    const national = await publish('全国供应商手册');
    expect(national).toMatchObject({ orgCode: null, orgName: null, editable: true });

    const refused = await post(
      updateDownloadZoneEntry.path,
      { id: national.id, title: '江苏改写', enabled: false },
      jsAdmin,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().resultMsg).toBe('这是全国下载文件，只有总部的管理员可以修改');
    expect(await publicTitles()).toContain('全国供应商手册');

    const provincial = await publish('江苏投标须知', {}, jsAdmin);
    expect(provincial).toMatchObject({
      orgCode: '10320000',
      orgName: expect.stringContaining('江苏'),
      editable: true,
    });
    expect(await publicTitles()).toContain('江苏投标须知');
    const renamed = await post(
      updateDownloadZoneEntry.path,
      { id: provincial.id, title: '江苏投标须知（修订）' },
      jsAdmin,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);

    // The province's list shows every file, marking which it may change; 总部 changes them all.
    const listed = (await post(queryDownloadZoneEntries.path, {}, jsAdmin)).json()
      .data as TAdminDownloadZoneEntry[];
    expect(listed.find((entry) => entry.id === national.id)?.editable).toBe(false);
    expect(listed.find((entry) => entry.id === provincial.id)?.editable).toBe(true);
    const hqList = (await post(queryDownloadZoneEntries.path, {})).json().data as TAdminDownloadZoneEntry[];
    expect(hqList.every((entry) => entry.editable)).toBe(true);
  });
});
