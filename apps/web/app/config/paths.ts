import {
  ADMIN_ACCOUNT_PAGE_SIZE,
  AUDIT_PAGE_SIZE,
  CURRENT_BLACKLIST_PAGE_SIZE,
  REGISTRATION_CORRECTION_PAGE,
  TASK_PAGE_PATH,
  WORK_LIST_PAGE_SIZE,
  type TAdminAccountFilter,
  type TAuditFilter,
} from '@supportal/contract';

/** Every route of the web app with its pattern and the one way to build a link to it (who may open a page: config/pages). */

type TQueryValue = string | number | boolean | null | undefined;

const withQuery = (path: string, query: Record<string, TQueryValue>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

/** Query of the notice list (spec section 2): header tabs and '更多 >' links build it. */
export type TNoticeListQuery = {
  purchaseNoticeType?: string;
  resultsNoticeType?: string;
  isHis?: boolean;
  /** 'more' when opened from a home box's '更多 >' link. */
  name?: 'more';
  /** The sub-tab (org level) that was active in the home box. */
  activeIndex?: number;
};

/** `scope`: where the keyword is searched (全部 when left out). */
export type TSearchQuery = { keyword: string; purchaseNoticeType?: string; scope?: string };

/** The work bench's tabs (spec section 2): 我的待办 and 我的已办. */
export type TWorkBenchTab = 'todo' | 'done';
/** What the work bench narrows its list to (process key, step, China dates, overdue, 工作名称 text). */
export type TWorkBenchFilter = {
  process?: string | undefined;
  step?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  overdue?: boolean | undefined;
  keyword?: string | undefined;
};
export type TWorkBenchQuery = TWorkBenchFilter & { tab?: TWorkBenchTab; current?: number; size?: number };

/** How the task window opens a task: 'edit' from 我的待办, 'finished' from 我的已办 (read-only). */
export type TTaskType = 'edit' | 'finished';
export type TTaskPageQuery = { processInstID: string; workItemID: string; taskType: TTaskType };

/** The console's list tabs: mine, drafts, waiting for me, my unit. */
/** 公告管理's tab, filter and page, as its address holds them. */
export type TConsoleNoticesQuery = {
  scope?: 'mine' | 'drafts' | 'waiting' | 'unit';
  keyword?: string | undefined;
  state?: string | undefined;
  type?: string | undefined;
  /** Publication dates, 'YYYY-MM-DD' (China time). */
  from?: string | undefined;
  to?: string | undefined;
  current?: number;
};

/** Whether links should lead into the workspace's copies of the notice pages. */
export type TLinkViewer = { loggedIn: boolean };

export const paths = {
  root: { path: '/', getHref: () => '/' },
  home: { path: '/home', getHref: () => '/home' },
  noticeList: {
    path: '/purAnnouncement',
    getHref: ({ name, purchaseNoticeType, resultsNoticeType, activeIndex, isHis }: TNoticeListQuery = {}) =>
      withQuery('/purAnnouncement', { name, purchaseNoticeType, resultsNoticeType, activeIndex, isHis }),
  },
  search: {
    path: '/search',
    getHref: ({ keyword, purchaseNoticeType, scope }: TSearchQuery) =>
      withQuery('/search', { keyword, purchaseNoticeType, scope }),
  },
  /** A notice opens in the workspace for logged-in users (spec section 2, search and notice list). */
  noticeDetail: {
    path: '/noticeDetail',
    getHref: (noticeId: string, viewer?: TLinkViewer) =>
      withQuery(viewer?.loggedIn ? '/purHome/nDetail' : '/noticeDetail', { id: noticeId }),
  },
  downloads: { path: '/downMore', getHref: () => '/downMore' },
  companyIntro: { path: '/companyIntro', getHref: () => '/companyIntro' },
  announcement: { path: '/announcement', getHref: () => '/announcement' },
  login: { path: '/login', getHref: () => '/login' },
  notFound: { path: '/404', getHref: () => '/404' },
  /** The logged-in workspace; opened with ?name=username after login. */
  purHome: {
    path: '/purHome',
    getHref: (userName?: string) => withQuery('/purHome', { name: userName }),
  },
  /** 我的待办 / 我的已办; tab and page live in the query so Back and reload keep them. */
  workBench: {
    path: '/purHome/workBench',
    getHref: ({ tab, current, size, ...filter }: TWorkBenchQuery = {}) =>
      withQuery('/purHome/workBench', {
        tab: tab === 'todo' ? undefined : tab,
        ...filter,
        current: current && current > 1 ? current : undefined,
        size: size === WORK_LIST_PAGE_SIZE ? undefined : size,
      }),
  },
  /** 负面行为录入. */
  negativeBehaviour: { path: '/purHome/negativeBehaviour', getHref: () => '/purHome/negativeBehaviour' },
  /** 需求提报. */
  demandCollect: { path: '/purHome/demandCollect', getHref: () => '/purHome/demandCollect' },
  /** 企业信息: the supplier's company record and its changes. */
  supplierInfo: {
    path: '/purHome/supplierInfo',
    getHref: (query: { tab?: string; page?: number } = {}) =>
      withQuery('/purHome/supplierInfo', {
        tab: query.tab,
        page: query.page && query.page > 1 ? String(query.page) : undefined,
      }),
  },
  /** 子账号管理. */
  subAccounts: { path: '/purHome/subAccounts', getHref: () => '/purHome/subAccounts' },
  /** 我的订阅: saved searches, their alert channels and deliveries. */
  savedSearches: { path: '/purHome/savedSearches', getHref: () => '/purHome/savedSearches' },
  /** The confirm and unsubscribe links of subscription mails. */
  subscription: { path: '/subscription', getHref: () => '/subscription' },
  /** 黑名单查询: suppliers under a black-list now, by keyword, paged in the address. */
  blacklist: {
    path: '/purHome/blacklist',
    // `supplier`, not `keyword`: the header's search box fills itself from a `keyword` in any address.
    getHref: ({ supplier, current, size }: { supplier?: string; current?: number; size?: number } = {}) =>
      withQuery('/purHome/blacklist', {
        supplier,
        current: current && current > 1 ? current : undefined,
        size: size === CURRENT_BLACKLIST_PAGE_SIZE ? undefined : size,
      }),
  },
  /** 统计分析: the staff's statistics over a period of months (YYYY-MM, China time) in the address. */
  statistics: {
    path: '/purHome/statistics',
    getHref: ({ from, to }: { from?: string; to?: string } = {}) =>
      withQuery('/purHome/statistics', { from, to }),
  },
  /** 安全日志: every logged-in account's own logins and account changes (top bar link). */
  securityLog: { path: '/purHome/securityLog', getHref: () => '/purHome/securityLog' },
  /** 修改密码 of every account (top bar link); where an issued password must be changed first. */
  changePassword: { path: '/purHome/changePassword', getHref: () => '/purHome/changePassword' },
  /** 供应商注册: linked from the login card and the home page's 服务指南. */
  register: { path: '/register', getHref: () => '/register' },
  /** 注册进度: application number and the verified mobile. */
  registerStatus: { path: '/register/status', getHref: () => '/register/status' },
  /** 退回修改: the link a returned application's applicant receives. */
  registerCorrect: {
    path: REGISTRATION_CORRECTION_PAGE,
    getHref: (token: string) => withQuery(REGISTRATION_CORRECTION_PAGE, { token }),
  },
  /** 忘记密码: the login card's link unless the dictionary names a 4A address. */
  forgotPassword: { path: '/forgotPassword', getHref: () => '/forgotPassword' },
  /** 公告管理: the staff console's notice lists. */
  consoleNotices: {
    path: '/purHome/console/notices',
    getHref: ({ scope, current, ...filter }: TConsoleNoticesQuery = {}) =>
      withQuery('/purHome/console/notices', {
        scope: scope === 'mine' ? undefined : scope,
        ...filter,
        current: current && current > 1 ? current : undefined,
      }),
  },
  /** A new notice, or (amends) a new version of a published one. */
  consoleNoticeNew: {
    path: '/purHome/console/notices/new',
    getHref: (amendsNoticeId?: string) =>
      withQuery('/purHome/console/notices/new', { amends: amendsNoticeId }),
  },
  consoleNoticeView: {
    path: '/purHome/console/notices/:id',
    getHref: (draftId: string) => `/purHome/console/notices/${encodeURIComponent(draftId)}`,
  },
  consoleNoticeEdit: {
    path: '/purHome/console/notices/:id/edit',
    getHref: (draftId: string) => `/purHome/console/notices/${encodeURIComponent(draftId)}/edit`,
  },
  /**
   * The built-in workflow task page (TASK_PAGE_PATH): the task window posts to it, the server checks the
   * ticket and answers with this GET address.
   */
  task: {
    path: TASK_PAGE_PATH,
    getHref: ({ processInstID, workItemID, taskType }: TTaskPageQuery) =>
      withQuery(TASK_PAGE_PATH, { processInstID, workItemID, taskType }),
  },
  complaintNotice: {
    path: '/supplier/supplierEverydayComplaint/Notice',
    getHref: () => '/supplier/supplierEverydayComplaint/Notice',
  },
  workspaceNoticeList: {
    path: '/purHome/noticeList',
    getHref: (query: TNoticeListQuery = {}) => withQuery('/purHome/noticeList', { ...query }),
  },
  workspaceNoticeDetail: { path: '/purHome/nDetail' },
  workspaceDownloads: { path: '/purHome/downView', getHref: () => '/purHome/downView' },
  workspaceSearch: {
    path: '/purHome/searchNotice',
    getHref: ({ keyword, purchaseNoticeType, scope }: TSearchQuery) =>
      withQuery('/purHome/searchNotice', { keyword, purchaseNoticeType, scope }),
  },
  /** 审计日志: filter and page in the query. */
  adminAudit: {
    path: '/purHome/admin/audit',
    getHref: ({ current, size, ...filter }: TAuditFilter & { current?: number; size?: number } = {}) =>
      withQuery('/purHome/admin/audit', {
        ...filter,
        current: current && current > 1 ? current : undefined,
        size: size === AUDIT_PAGE_SIZE ? undefined : size,
      }),
  },
  /** 字典管理: the group shown is in the query. */
  adminDictionary: {
    path: '/purHome/admin/dictionary',
    getHref: (dictType?: string) => withQuery('/purHome/admin/dictionary', { dictType }),
  },
  /** 下载专区管理. */
  adminDownloads: { path: '/purHome/admin/downloads', getHref: () => '/purHome/admin/downloads' },
  /** 接口客户端: credentials of the publishing API. */
  adminApiClients: { path: '/purHome/admin/api-clients', getHref: () => '/purHome/admin/api-clients' },
  /** 账号管理: filter and page in the query; `tab=orgs` shows the 单位 tab (单位管理). */
  adminAccounts: {
    path: '/purHome/admin/accounts',
    getHref: ({
      current,
      size,
      ...filter
    }: Partial<TAdminAccountFilter> & { current?: number; size?: number; tab?: 'orgs' } = {}) =>
      withQuery('/purHome/admin/accounts', {
        ...filter,
        current: current && current > 1 ? current : undefined,
        size: size === ADMIN_ACCOUNT_PAGE_SIZE ? undefined : size,
      }),
  },
  /** 菜单权限: the tree, or the role grants with `tab=roles` (and the role shown). */
  adminAuthorities: {
    path: '/purHome/admin/authorities',
    getHref: (view: { tab?: 'roles'; role?: string } = {}) =>
      withQuery('/purHome/admin/authorities', { ...view }),
  },
  /** Embedded pages of partner systems (built by the partner-systems work; until then 'not connected'). */
  postIframe: { path: '/purHome/postIframe' },
  getIframe: { path: '/purHome/getIframe' },
} as const;
