import {
  HOME_LIST_SIZE,
  noticeTypeLabel,
  ORG_LEVELS,
  type TNoticeListItem,
  type TQueryNoticeByTypeRequest,
} from '@supportal/contract';
import { paths, type TLinkViewer } from '../../config/paths';
import { findCategory } from './lib/notice-categories';
import { toNoticeLink, type TNoticeLink } from './lib/notice-link';
import type { TPurchaseModeLabels } from './lib/notice-title';

type TBoxSource = { purchaseNoticeType: string; resultsNoticeType?: string };
/** A plain notice box: one list of a type (and results sub-type). */
export type TNoticeBoxSource = TBoxSource & { key: string };

/** The home boxes (spec section 2): one tabbed box with level sub-tabs, then three plain boxes. */
const TABBED_BOX_TYPES: readonly TBoxSource[] = [
  { purchaseNoticeType: '2' },
  { purchaseNoticeType: '45' },
  { purchaseNoticeType: '16' },
];
const PLAIN_BOXES: readonly TNoticeBoxSource[] = [
  { key: 'arrival', purchaseNoticeType: '28' },
  { key: 'performance', purchaseNoticeType: '41', resultsNoticeType: '42' },
  { key: 'platform', purchaseNoticeType: '29' },
];

const tabbedGroupKey = (type: string, levelIndex: number) => `${type}-level-${levelIndex}`;

/**
 * The supplier home's columns (spec section 2, supplier home): purchase notices, arrival-test reports,
 * supplier negative behaviour (general, results type 1), two-wings business, intellectual property and
 * other notices.
 */
export const WORKSPACE_NOTICE_BOXES: readonly TNoticeBoxSource[] = [
  { key: 'purchase', purchaseNoticeType: '2' },
  { key: 'arrival', purchaseNoticeType: '28' },
  { key: 'negative', purchaseNoticeType: '3', resultsNoticeType: '1' },
  { key: 'twoWings', purchaseNoticeType: '40' },
  { key: 'ip', purchaseNoticeType: '47' },
  { key: 'other', purchaseNoticeType: '30' },
];

const groupsOf = (boxes: readonly TNoticeBoxSource[]) =>
  boxes.map((box) => ({
    key: box.key,
    purchaseNoticeType: box.purchaseNoticeType,
    resultsNoticeType: box.resultsNoticeType,
  }));

/** One query-notice-by-type call fetches every list of the home page, 8 notices each. */
export const HOME_NOTICE_REQUEST: TQueryNoticeByTypeRequest = {
  size: HOME_LIST_SIZE.public,
  groups: [
    ...TABBED_BOX_TYPES.flatMap((source) =>
      ORG_LEVELS.map((level, levelIndex) => ({
        key: tabbedGroupKey(source.purchaseNoticeType, levelIndex),
        purchaseNoticeType: source.purchaseNoticeType,
        unitLevel: level.code,
      })),
    ),
    ...groupsOf(PLAIN_BOXES),
  ],
};

/** The supplier home's lists in one call, 10 notices each (the server adds login-only notices). */
export const WORKSPACE_NOTICE_REQUEST: TQueryNoticeByTypeRequest = {
  size: HOME_LIST_SIZE.workspace,
  groups: groupsOf(WORKSPACE_NOTICE_BOXES),
};

export type THomeNoticeList = { title: string; moreHref: string; notices: TNoticeLink[] };
export type THomeTabbedBox = {
  title: string;
  tabs: { title: string; levels: (THomeNoticeList & { label: string })[] }[];
};
export type TPlainNoticeBox = THomeNoticeList & { key: string };
export type THomeNoticeBoxes = { tabbed: THomeTabbedBox; plain: TPlainNoticeBox[] };

/** Which copy of the notice list '更多 >' opens: the public one, or the workspace's. */
type TListPages = 'public' | 'workspace';

/**
 * The list behind '更多 >', addressed as the list's side nav names the entry it opens (知识产权运营 has
 * only its sub-types, so its box leads to 待转化 as the header tab does); plain boxes show every level,
 * so their list opens on 全部 (no activeIndex).
 */
const moreHrefOf = (source: TBoxSource, activeIndex?: number, pages: TListPages = 'public') => {
  const { category } = findCategory(source.purchaseNoticeType, source.resultsNoticeType);
  const entry = category.purchaseNoticeType === source.purchaseNoticeType ? category : source;
  return (pages === 'workspace' ? paths.workspaceNoticeList : paths.noticeList).getHref({
    name: 'more',
    purchaseNoticeType: entry.purchaseNoticeType,
    resultsNoticeType: entry.resultsNoticeType,
    activeIndex,
  });
};

type TLinksOf = (key: string) => TNoticeLink[];

const linksFrom =
  (
    lists: Readonly<Record<string, TNoticeListItem[]>>,
    labels: TPurchaseModeLabels,
    viewer?: TLinkViewer,
  ): TLinksOf =>
  (key) =>
    (lists[key] ?? []).map((notice) => toNoticeLink(notice, labels, viewer));

const plainBoxesOf = (boxes: readonly TNoticeBoxSource[], linksOf: TLinksOf, pages: TListPages) =>
  boxes.map((box) => ({
    key: box.key,
    title: noticeTypeLabel(box.purchaseNoticeType) ?? '',
    moreHref: moreHrefOf(box, undefined, pages),
    notices: linksOf(box.key),
  }));

/** The supplier home's boxes: details and '更多 >' lead into the workspace's notice pages. */
export const toWorkspaceNoticeBoxes = (
  lists: Readonly<Record<string, TNoticeListItem[]>>,
  labels: TPurchaseModeLabels,
): TPlainNoticeBox[] =>
  plainBoxesOf(WORKSPACE_NOTICE_BOXES, linksFrom(lists, labels, { loggedIn: true }), 'workspace');

/** The boxes as the page shows them: titled, dated and linked. */
export const toHomeNoticeBoxes = (
  lists: Readonly<Record<string, TNoticeListItem[]>>,
  labels: TPurchaseModeLabels,
  boxTitle: string,
  viewer?: TLinkViewer,
): THomeNoticeBoxes => {
  const linksOf = linksFrom(lists, labels, viewer);
  return {
    tabbed: {
      title: boxTitle,
      tabs: TABBED_BOX_TYPES.map((source) => {
        const title = noticeTypeLabel(source.purchaseNoticeType) ?? '';
        return {
          title,
          levels: ORG_LEVELS.map((level, levelIndex) => ({
            title,
            label: level.label,
            moreHref: moreHrefOf(source, levelIndex),
            notices: linksOf(tabbedGroupKey(source.purchaseNoticeType, levelIndex)),
          })),
        };
      }),
    },
    plain: plainBoxesOf(PLAIN_BOXES, linksOf, 'public'),
  };
};
