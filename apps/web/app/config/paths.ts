/** Every route of the web app with its pattern and the one way to build a link to it. */

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

export type TSearchQuery = { keyword: string; purchaseNoticeType?: string };

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
    getHref: ({ keyword, purchaseNoticeType }: TSearchQuery) =>
      withQuery('/search', { keyword, purchaseNoticeType }),
  },
  noticeDetail: {
    path: '/noticeDetail',
    getHref: (noticeId: string) => withQuery('/noticeDetail', { id: noticeId }),
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
} as const;
