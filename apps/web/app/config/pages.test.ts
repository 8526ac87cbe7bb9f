import type { RouteConfigEntry } from '@react-router/dev/routes';
import { PERMISSIONS, type TMenuAuthority, type TUserInfo } from '@supportal/contract';
import { generatePath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { accessOf } from '../lib/access';
import routes from '../routes';
import { GUARDED_PAGES, pagePermission } from './pages';
import { paths } from './paths';

const routesOf = (entries: readonly RouteConfigEntry[]): RouteConfigEntry[] =>
  entries.flatMap((entry) => [entry, ...routesOf(entry.children ?? [])]);

const GUARDED_PREFIXES = ['/purHome', paths.task.path];

const holderOf = (permissions: readonly string[]): TUserInfo => ({
  uid: '1',
  name: '测试',
  userName: 'pages_test',
  userOrgLevel: '',
  corpCode: '',
  corpName: '',
  roles: [],
  roleNames: [],
  accountKind: 'staff',
  menuAuthorities: permissions.map((code, sort): TMenuAuthority => ({
    authorityCode: code,
    authorityName: code,
    parentAuthorityCode: null,
    url: '',
    sort,
  })),
  mustChangePassword: false,
  secondFactor: null,
});

const EVERY_PERMISSION = Object.values(PERMISSIONS);

describe('the page table', () => {
  it('has an entry, with the same module and id, for every workspace, console, admin and task route', () => {
    const guardedRoutes = routesOf(routes).filter((entry) =>
      GUARDED_PREFIXES.some((prefix) => entry.path?.startsWith(prefix)),
    );
    expect(guardedRoutes.length).toBeGreaterThan(0);
    for (const entry of guardedRoutes) {
      expect(GUARDED_PAGES, entry.path).toContainEqual(
        expect.objectContaining({ path: entry.path, file: entry.file, id: entry.id }),
      );
    }
  });

  it('gates every page that names a permission: refused without it, opened with it', () => {
    for (const page of GUARDED_PAGES) {
      const permission = pagePermission(page);
      if (!permission) continue;
      const address = generatePath(page.path, { id: 'draft-1' });
      const others = EVERY_PERMISSION.filter((code) => code !== permission);
      expect(accessOf(holderOf(others)).canOpen(address, ''), address).toBe(false);
      expect(accessOf(holderOf([permission])).canOpen(address, ''), address).toBe(true);
    }
  });

  it('gates the account and API client administration', () => {
    const nobody = accessOf(holderOf([PERMISSIONS.admin]));
    expect(nobody.canOpen(paths.adminAccounts.path, '')).toBe(false);
    expect(nobody.canOpen(paths.adminApiClients.path, '')).toBe(false);
    expect(accessOf(holderOf([PERMISSIONS.adminAccounts])).canOpen(paths.adminAccounts.path, '')).toBe(true);
    expect(accessOf(holderOf([PERMISSIONS.adminApiClients])).canOpen(paths.adminApiClients.path, '')).toBe(
      true,
    );
  });
});
