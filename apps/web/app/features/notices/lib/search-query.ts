import {
  FULL_TEXT_SCOPES,
  fullTextQueryProblem,
  LOGGED_IN_ONLY_NOTICE_TYPES,
  MAX_KEYWORD_LENGTH,
  MAX_PAGE,
  NOTICE_PAGE_SIZE,
  NOTICE_PAGE_SIZE_OPTIONS,
  NOTICE_TYPES,
  VISITOR_VIEW,
  type TFullTextScope,
  type TNoticeTypeCount,
  type TSearchNoticeListRequest,
} from '@supportal/contract';
import { paths } from '../../../config/paths';
import { noticeFeedHrefs, type TNoticeFeedHrefs } from '../../../lib/notice-feeds';

/** The search as its address keeps it: /search?keyword=…&scope=…&purchaseNoticeType=…&current=…&size=… */
export type TSearchState = {
  keyword: string;
  /** Where the keyword is searched; 'all' (title and body) unless the address says. */
  scope: TFullTextScope;
  /** Undefined: every type (全部). */
  purchaseNoticeType?: string;
  current: number;
  size: number;
};

const DEFAULT_SCOPE: TFullTextScope = 'all';

const scopeOf = (value: string | null): TFullTextScope =>
  FULL_TEXT_SCOPES.find((scope) => scope === value) ?? DEFAULT_SCOPE;

const positiveInt = (value: string | null, max: number): number | undefined => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= max ? number : undefined;
};

export const parseSearchParams = (params: URLSearchParams): TSearchState => {
  const size = positiveInt(params.get('size'), Number.MAX_SAFE_INTEGER);
  return {
    keyword: (params.get('keyword') ?? '').trim().slice(0, MAX_KEYWORD_LENGTH),
    scope: scopeOf(params.get('scope')),
    purchaseNoticeType: params.get('purchaseNoticeType')?.trim() || undefined,
    current: positiveInt(params.get('current'), MAX_PAGE) ?? 1,
    size: size && (NOTICE_PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : NOTICE_PAGE_SIZE,
  };
};

/**
 * The address of a search on the page at `pathname` (/search, or the workspace's /purHome/searchNotice);
 * page 1 and the default size stay out of it.
 */
export const searchHref = (state: TSearchState, pathname: string = paths.search.path): string => {
  const query = {
    keyword: state.keyword,
    purchaseNoticeType: state.purchaseNoticeType,
    scope: state.scope === DEFAULT_SCOPE ? undefined : state.scope,
  };
  const href =
    pathname === paths.workspaceSearch.path
      ? paths.workspaceSearch.getHref(query)
      : paths.search.getHref(query);
  const extra = new URLSearchParams();
  if (state.current > 1) extra.set('current', String(state.current));
  if (state.size !== NOTICE_PAGE_SIZE) extra.set('size', String(state.size));
  const extraText = extra.toString();
  if (!extraText) return href;
  return `${href}${href.includes('?') ? '&' : '?'}${extraText}`;
};

/**
 * The feeds of a search: new public notices the query finds in its scope, of the chosen type. None
 * without a keyword the search accepts, or for a type only logged-in users read (a feed reader is
 * anonymous).
 */
export const searchFeedHrefs = (state: TSearchState): TNoticeFeedHrefs | undefined => {
  const type = state.purchaseNoticeType;
  if (!state.keyword || fullTextQueryProblem(state.keyword)) return undefined;
  if (
    type &&
    (!NOTICE_TYPES.some((known) => known.code === type) || LOGGED_IN_ONLY_NOTICE_TYPES.includes(type))
  )
    return undefined;
  return noticeFeedHrefs({
    fullTextQuery: state.keyword,
    fullTextScope: state.scope === DEFAULT_SCOPE ? undefined : state.scope,
    purchaseNoticeType: type,
  });
};

/**
 * The search-notice-list body: the keyword as a full-text query in its scope, counts per type, no type
 * for 全部; logged-in users also search notices meant for them. Only called for a keyword the contract
 * accepts (fullTextQueryProblem).
 */
export const toSearchRequest = (
  state: TSearchState,
  viewer: { loggedIn: boolean } = { loggedIn: false },
): TSearchNoticeListRequest => ({
  fullTextQuery: state.keyword,
  fullTextScope: state.scope,
  isCount: true,
  current: state.current,
  size: state.size,
  ...(state.purchaseNoticeType ? { purchaseNoticeType: state.purchaseNoticeType } : {}),
  ...(viewer.loggedIn
    ? { visitorView: `${VISITOR_VIEW.loggedInOnly},${VISITOR_VIEW.public}`, isLogin: true }
    : {}),
});

/** `lowerBound`: the server counted this type only up to `count` (a common keyword). */
export type TSearchTypeEntry = {
  code: string | undefined;
  label: string;
  count: number;
  lowerBound: boolean;
};

/**
 * The left list: 全部 with the sum, then every type the viewer may search with its count; supplier
 * negative behaviour (3) only for logged-in users (spec section 4). `lowerBounds`: the server stopped
 * counting (a very common keyword), so every count is 'at least'.
 */
export const searchTypeEntries = (
  counts: readonly TNoticeTypeCount[],
  allLabel: string,
  viewer: { loggedIn: boolean } = { loggedIn: false },
  lowerBounds = false,
): TSearchTypeEntry[] => {
  const countOf = new Map(counts.map((entry) => [entry.purchaseNoticeType, entry.count]));
  const types = NOTICE_TYPES.filter(
    (type) => viewer.loggedIn || !LOGGED_IN_ONLY_NOTICE_TYPES.includes(type.code),
  );
  const entries = types.map((type) => ({
    code: type.code,
    label: type.label,
    count: countOf.get(type.code) ?? 0,
    lowerBound: lowerBounds,
  }));
  return [
    {
      code: undefined,
      label: allLabel,
      count: entries.reduce((sum, entry) => sum + entry.count, 0),
      lowerBound: lowerBounds,
    },
    ...entries,
  ];
};
