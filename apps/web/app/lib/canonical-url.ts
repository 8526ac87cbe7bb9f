import { paths } from '../config/paths';

/**
 * The query parameters that make another page of each public path (list filters, the page number, a
 * notice's id), in the order canonical addresses write them. Anything else (name=more, a level tab's
 * place in a home box, tracking) shows the same page. Paths missing here (login, 404, subscription
 * links) get no canonical link: they are not for search engines.
 */
const CANONICAL_PARAMS: Readonly<Record<string, readonly string[]>> = {
  [paths.home.path]: [],
  [paths.noticeList.path]: ['purchaseNoticeType', 'resultsNoticeType', 'isHis', 'activeIndex', 'current'],
  [paths.search.path]: ['keyword', 'purchaseNoticeType', 'current'],
  [paths.noticeDetail.path]: ['id'],
  [paths.downloads.path]: [],
  [paths.companyIntro.path]: [],
  [paths.announcement.path]: ['current'],
};

/** The absolute canonical address of a public page under the configured public address, if it has one. */
export const canonicalUrl = (publicBaseUrl: string, pathname: string, search: string): string | undefined => {
  const kept = CANONICAL_PARAMS[pathname];
  if (!kept || !publicBaseUrl) return undefined;
  const params = new URLSearchParams(search);
  const query = new URLSearchParams();
  for (const name of kept) {
    const value = params.get(name)?.trim();
    if (value) query.set(name, value);
  }
  return `${publicBaseUrl}${pathname}${query.size > 0 ? `?${query.toString()}` : ''}`;
};
