import {
  HISTORY_NOTICE_TYPE,
  IP_OPERATION_TYPE,
  LOGGED_IN_ONLY_NOTICE_TYPES,
  MAX_PAGE,
  NOTICE_PAGE_SIZE,
  NOTICE_PAGE_SIZE_OPTIONS,
  ORG_LEVELS,
  PUBLICITY_NOTICE_TYPES,
  RANGE_END_TIME,
  RANGE_START_TIME,
  VISITOR_VIEW,
  type TQueryNoticeRequest,
} from '@supportal/contract';
import { noticeFeedHrefs, type TNoticeFeedHrefs } from '../../../lib/notice-feeds';

/**
 * Everything a notice list shows, read from its address: the address is the state (shareable, back
 * button, server-rendered for every page). Parameter names are the wire's where one exists.
 */
export type TNoticeListState = {
  purchaseNoticeType: string;
  resultsNoticeType?: string;
  /** History mode (isHis=true): types come from the history-types call, notices have isHistory '1'. */
  isHistory: boolean;
  /** Index of the 总部/省分/地市 tab (activeIndex of the home '更多 >' link); none: 全部. */
  levelIndex?: number;
  /** Province and unit codes (the /announcement filters). */
  provAdmCode?: string;
  orgCode?: string;
  orgName?: string;
  noticeTitle?: string;
  /** YYYY-MM-DD bounds of the publish time (effective time for intellectual property). */
  dateFrom?: string;
  dateTo?: string;
  /** Intellectual-property filters: dictionary values of obp_notice_field / obp_notice_conversion_method. */
  transformationField: string[];
  conversionMethod: string[];
  current: number;
  size: number;
};

/** Address parameter of each state field. */
export const LIST_PARAMS = {
  purchaseNoticeType: 'purchaseNoticeType',
  resultsNoticeType: 'resultsNoticeType',
  isHistory: 'isHis',
  levelIndex: 'activeIndex',
  provAdmCode: 'provAdmCode',
  orgCode: 'orgCode',
  orgName: 'orgName',
  noticeTitle: 'noticeTitle',
  dateFrom: 'startDate',
  dateTo: 'endDate',
  transformationField: 'transformationField',
  conversionMethod: 'conversionMethod',
  current: 'current',
  size: 'size',
} as const;

const DEFAULT_TYPE = '2';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const text = (params: URLSearchParams, name: string): string | undefined => {
  const value = params.get(name)?.trim();
  return value ? value : undefined;
};

const day = (params: URLSearchParams, name: string): string | undefined => {
  const value = text(params, name);
  return value && DAY.test(value) ? value : undefined;
};

const list = (params: URLSearchParams, name: string): string[] =>
  [...new Set((params.get(name) ?? '').split(','))].map((part) => part.trim()).filter(Boolean);

const positiveInt = (params: URLSearchParams, name: string, max: number): number | undefined => {
  const value = Number(params.get(name));
  return Number.isInteger(value) && value >= 1 && value <= max ? value : undefined;
};

/** Reads a list address; anything malformed falls back to its default instead of failing. */
export const parseNoticeListParams = (params: URLSearchParams): TNoticeListState => {
  const levelIndex = Number(params.get(LIST_PARAMS.levelIndex) ?? '');
  const size = positiveInt(params, LIST_PARAMS.size, Number.MAX_SAFE_INTEGER);
  return {
    purchaseNoticeType: text(params, LIST_PARAMS.purchaseNoticeType) ?? DEFAULT_TYPE,
    resultsNoticeType: text(params, LIST_PARAMS.resultsNoticeType),
    isHistory:
      params.get(LIST_PARAMS.isHistory) === 'true' ||
      params.get(LIST_PARAMS.purchaseNoticeType) === HISTORY_NOTICE_TYPE,
    levelIndex:
      params.get(LIST_PARAMS.levelIndex) !== null && ORG_LEVELS[levelIndex] ? levelIndex : undefined,
    provAdmCode: text(params, LIST_PARAMS.provAdmCode),
    orgCode: text(params, LIST_PARAMS.orgCode),
    orgName: text(params, LIST_PARAMS.orgName),
    noticeTitle: text(params, LIST_PARAMS.noticeTitle),
    dateFrom: day(params, LIST_PARAMS.dateFrom),
    dateTo: day(params, LIST_PARAMS.dateTo),
    transformationField: list(params, LIST_PARAMS.transformationField),
    conversionMethod: list(params, LIST_PARAMS.conversionMethod),
    current: positiveInt(params, LIST_PARAMS.current, MAX_PAGE) ?? 1,
    size: size && (NOTICE_PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : NOTICE_PAGE_SIZE,
  };
};

export const isIpOperationList = (state: Pick<TNoticeListState, 'purchaseNoticeType' | 'isHistory'>) =>
  !state.isHistory && state.purchaseNoticeType === IP_OPERATION_TYPE;

/**
 * The list of /announcement (公告公示): the 公示 types, whatever the address says about types, with
 * the same filters and paging in the address as the other lists.
 */
export const parseAnnouncementParams = (params: URLSearchParams): TNoticeListState => ({
  ...parseNoticeListParams(params),
  purchaseNoticeType: PUBLICITY_NOTICE_TYPES.join(','),
  resultsNoticeType: undefined,
  isHistory: false,
  levelIndex: undefined,
});

/** The '全部' tabs (all levels, all history) reload on every visit instead of using the cache. */
export const isShowAllList = (state: TNoticeListState, levelTabs: boolean): boolean =>
  state.isHistory
    ? state.purchaseNoticeType === HISTORY_NOTICE_TYPE
    : levelTabs && state.levelIndex === undefined;

/** The unit level of the 总部/省分/地市 tab; none on 全部. */
export const unitLevelOf = (state: Pick<TNoticeListState, 'levelIndex'>) =>
  state.levelIndex === undefined ? undefined : ORG_LEVELS[state.levelIndex]?.code;

/**
 * The feeds of a list's type and level tab. History lists have none, nor have types only logged-in
 * users read: a feed reader is anonymous, so their feed would stay empty for everyone.
 */
export const noticeListFeedHrefs = (state: TNoticeListState): TNoticeFeedHrefs | undefined => {
  if (state.isHistory) return undefined;
  if (state.purchaseNoticeType.split(',').some((type) => LOGGED_IN_ONLY_NOTICE_TYPES.includes(type)))
    return undefined;
  return noticeFeedHrefs({ purchaseNoticeType: state.purchaseNoticeType, unitLevel: unitLevelOf(state) });
};

const withTime = (date: string | undefined, time: string) => (date ? `${date}${time}` : undefined);
const joined = (values: readonly string[]) => (values.length > 0 ? values.join(',') : undefined);

/**
 * The query-notice body of a list (spec section 5): date bounds get ' 00:00:00' and ' 23:59:59' and
 * become publicationTime… (effectTime… for intellectual property); multi-selects are joined with
 * commas; logged-in users also ask for notices meant for them.
 */
export const toQueryNoticeRequest = (
  state: TNoticeListState,
  viewer: { loggedIn: boolean } = { loggedIn: false },
): TQueryNoticeRequest => {
  const ip = isIpOperationList(state);
  const start = withTime(state.dateFrom, RANGE_START_TIME);
  const end = withTime(state.dateTo, RANGE_END_TIME);
  const allHistory = state.isHistory && state.purchaseNoticeType === HISTORY_NOTICE_TYPE;
  const request: TQueryNoticeRequest = {
    purchaseNoticeType: allHistory ? undefined : state.purchaseNoticeType,
    resultsNoticeType: state.isHistory ? undefined : state.resultsNoticeType,
    isHistory: state.isHistory ? '1' : undefined,
    unitLevel: unitLevelOf(state),
    provAdmCode: state.provAdmCode,
    orgCode: state.orgCode,
    orgName: ip ? undefined : state.orgName,
    noticeTitle: state.noticeTitle,
    publicationTimeStart: ip ? undefined : start,
    publicationTimeEnd: ip ? undefined : end,
    effectTimeStart: ip ? start : undefined,
    effectTimeEnd: ip ? end : undefined,
    transformationField: ip ? joined(state.transformationField) : undefined,
    conversionMethod: ip ? joined(state.conversionMethod) : undefined,
    visitorView: viewer.loggedIn ? `${VISITOR_VIEW.loggedInOnly},${VISITOR_VIEW.public}` : undefined,
    current: state.current,
    size: state.size,
  };
  // Unset fields stay out of the body (and of the cache key).
  return Object.fromEntries(
    Object.entries(request).filter(([, value]) => value !== undefined),
  ) as TQueryNoticeRequest;
};

type TListParamValue = string | number | boolean | readonly string[] | undefined;

/** Writes the given fields into a copy of the address's parameters; empty and default values are removed. */
export const withListParams = (
  params: URLSearchParams,
  changes: Partial<Record<keyof typeof LIST_PARAMS, TListParamValue>>,
): URLSearchParams => {
  const next = new URLSearchParams(params);
  for (const [field, value] of Object.entries(changes)) {
    const name = LIST_PARAMS[field as keyof typeof LIST_PARAMS];
    const textValue = Array.isArray(value) ? value.join(',') : value === undefined ? '' : String(value);
    const isDefault = value === false || (field === 'size' && value === NOTICE_PAGE_SIZE);
    if (textValue === '' || isDefault) next.delete(name);
    else next.set(name, textValue);
  }
  return next;
};

/** The filter and page fields: cleared when the nav entry or tab changes. */
export const FILTER_AND_PAGE_FIELDS = {
  provAdmCode: undefined,
  orgCode: undefined,
  orgName: undefined,
  noticeTitle: undefined,
  dateFrom: undefined,
  dateTo: undefined,
  transformationField: undefined,
  conversionMethod: undefined,
  current: undefined,
} as const;
