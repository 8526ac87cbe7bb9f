import { PERMISSIONS, type TPermission } from '@supportal/contract';
import { matchPath } from 'react-router';
import { MENU_GROUP_OVERRIDES, type TMenuIcon, type TMenuRouteOverride } from './menu';
import { paths } from './paths';

/**
 * Who may open a page: any logged-in account, holders of one permission (the server checks the same key
 * again on every call), or holders of a menu item leading to the address (embedded partner pages).
 */
export type TPageAccess = 'session' | 'menuItem' | { permission: TPermission };

/** One guarded page: routes, the route guard's access check and the menu all read this entry. */
export type TPage = {
  /** Route id: ids travel to the browser (hydration data), the default one would be the module's path. */
  id: string;
  /** URL pattern, from config/paths. */
  path: string;
  /** Route module, relative to app/. */
  file: string;
  access: TPageAccess;
  /** How the menu shows the page's authority, where it differs from the server's name and icon. */
  menu?: { title?: string; icon?: TMenuIcon };
};

const needs = (permission: TPermission): TPageAccess => ({ permission });

/** Pages under the workspace layout (/purHome): the workspace's own, the console and the administration. */
export const WORKSPACE_PAGES: readonly TPage[] = [
  { id: 'pur-home', path: paths.purHome.path, file: 'routes/workspace/pur-home.tsx', access: 'session' },
  {
    id: 'workspace-work-bench',
    path: paths.workBench.path,
    file: 'routes/workspace/work-bench.tsx',
    access: needs(PERMISSIONS.workbench),
    menu: { title: '我的待办', icon: 'workbench' },
  },
  {
    id: 'workspace-negative-behaviour',
    path: paths.negativeBehaviour.path,
    file: 'routes/workspace/negative-behaviour.tsx',
    access: needs(PERMISSIONS.negativeBehaviourRecord),
  },
  {
    id: 'workspace-demand-collect',
    path: paths.demandCollect.path,
    file: 'routes/workspace/demand-collect.tsx',
    access: needs(PERMISSIONS.demandCollect),
  },
  {
    id: 'workspace-supplier-info',
    path: paths.supplierInfo.path,
    file: 'routes/workspace/supplier-info.tsx',
    access: needs(PERMISSIONS.supplierInfo),
  },
  {
    id: 'workspace-sub-accounts',
    path: paths.subAccounts.path,
    file: 'routes/workspace/sub-accounts.tsx',
    access: needs(PERMISSIONS.subAccountManage),
  },
  {
    id: 'workspace-saved-searches',
    path: paths.savedSearches.path,
    file: 'routes/workspace/saved-searches.tsx',
    access: needs(PERMISSIONS.savedSearches),
  },
  {
    id: 'workspace-blacklist',
    path: paths.blacklist.path,
    file: 'routes/workspace/blacklist.tsx',
    access: needs(PERMISSIONS.blacklistQuery),
  },
  {
    id: 'workspace-statistics',
    path: paths.statistics.path,
    file: 'routes/workspace/statistics.tsx',
    access: needs(PERMISSIONS.statistics),
  },
  // Every account's own logins and account changes (a top bar link, no menu item).
  {
    id: 'workspace-security-log',
    path: paths.securityLog.path,
    file: 'routes/workspace/security-log.tsx',
    access: 'session',
  },
  {
    id: 'workspace-change-password',
    path: paths.changePassword.path,
    file: 'routes/workspace/change-password.tsx',
    access: 'session',
  },
  {
    id: 'console-notices',
    path: paths.consoleNotices.path,
    file: 'routes/console/console-notices.tsx',
    access: needs(PERMISSIONS.noticePublish),
  },
  // Before the view: 'new' would match its :id too.
  {
    id: 'console-notice-new',
    path: paths.consoleNoticeNew.path,
    file: 'routes/console/console-notice-edit.tsx',
    access: needs(PERMISSIONS.noticePublish),
  },
  {
    id: 'console-notice-view',
    path: paths.consoleNoticeView.path,
    file: 'routes/console/console-notice-view.tsx',
    access: needs(PERMISSIONS.noticePublish),
  },
  {
    id: 'console-notice-edit',
    path: paths.consoleNoticeEdit.path,
    file: 'routes/console/console-notice-edit.tsx',
    access: needs(PERMISSIONS.noticePublish),
  },
  {
    id: 'workspace-post-iframe',
    path: paths.postIframe.path,
    file: 'routes/workspace/partner-page.tsx',
    access: 'menuItem',
  },
  {
    id: 'workspace-get-iframe',
    path: paths.getIframe.path,
    file: 'routes/workspace/partner-page.tsx',
    access: 'menuItem',
  },
  // The workspace's copies of the public notice pages: the same modules, only the login needed.
  {
    id: 'workspace-notice-list',
    path: paths.workspaceNoticeList.path,
    file: 'routes/notices/notice-list.tsx',
    access: 'session',
  },
  {
    id: 'workspace-notice-detail',
    path: paths.workspaceNoticeDetail.path,
    file: 'routes/notices/notice-detail.tsx',
    access: 'session',
  },
  {
    id: 'workspace-downloads',
    path: paths.workspaceDownloads.path,
    file: 'routes/notices/downloads.tsx',
    access: 'session',
  },
  {
    id: 'workspace-search',
    path: paths.workspaceSearch.path,
    file: 'routes/notices/search.tsx',
    access: 'session',
  },
  {
    id: 'admin-audit',
    path: paths.adminAudit.path,
    file: 'routes/admin/audit.tsx',
    access: needs(PERMISSIONS.adminAudit),
  },
  {
    id: 'admin-dictionary',
    path: paths.adminDictionary.path,
    file: 'routes/admin/dictionary.tsx',
    access: needs(PERMISSIONS.adminDictionary),
  },
  {
    id: 'admin-downloads',
    path: paths.adminDownloads.path,
    file: 'routes/admin/downloads.tsx',
    access: needs(PERMISSIONS.adminDownloads),
  },
  {
    id: 'admin-api-clients',
    path: paths.adminApiClients.path,
    file: 'routes/admin/api-clients.tsx',
    access: needs(PERMISSIONS.adminApiClients),
  },
  {
    id: 'admin-accounts',
    path: paths.adminAccounts.path,
    file: 'routes/admin/accounts.tsx',
    access: needs(PERMISSIONS.adminAccounts),
  },
  {
    id: 'admin-authorities',
    path: paths.adminAuthorities.path,
    file: 'routes/admin/authorities.tsx',
    access: needs(PERMISSIONS.adminAuthorities),
  },
];

/** The task window: a separate window with a compact header of its own, guarded like the workspace. */
export const TASK_WINDOW_PAGE: TPage = {
  id: 'task',
  path: paths.task.path,
  file: 'routes/workflow/my-task.tsx',
  access: needs(PERMISSIONS.workbench),
};

/** Every page the route guard checks. */
export const GUARDED_PAGES: readonly TPage[] = [...WORKSPACE_PAGES, TASK_WINDOW_PAGE];

/** The guarded page an address opens (first match: a fixed path before a pattern it also fits). */
export const pageAt = (pathname: string): TPage | undefined =>
  GUARDED_PAGES.find((page) => matchPath(page.path, pathname) !== null);

/** The permission a page needs, or null when the login (or a menu item) is enough. */
export const pagePermission = (page: TPage): TPermission | null =>
  typeof page.access === 'object' ? page.access.permission : null;

/** The menu's presentation of authorities: the groups', then each page's (keyed by its permission). */
export const MENU_ROUTE_OVERRIDES: Readonly<Record<string, TMenuRouteOverride>> = {
  ...MENU_GROUP_OVERRIDES,
  ...Object.fromEntries(
    GUARDED_PAGES.flatMap((page) => {
      const permission = pagePermission(page);
      return permission && page.menu ? [[permission, page.menu]] : [];
    }),
  ),
};
