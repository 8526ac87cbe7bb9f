import {
  HOME_LIST_SIZE,
  noticeTypeLabel,
  ORG_LEVELS,
  type TNoticeListItem,
  type TQueryNoticeByTypeRequest,
} from '@supportal/contract';
import { paths, type TLinkViewer } from '../../config/paths';
import { toNoticeLink, type TNoticeLink } from './lib/notice-link';
import type { TPurchaseModeLabels } from './lib/notice-title';

type TBoxSource = { purchaseNoticeType: string; resultsNoticeType?: string };

/** The home boxes (spec section 2): one tabbed box with level sub-tabs, then three plain boxes. */
const TABBED_BOX_TYPES: readonly TBoxSource[] = [
  { purchaseNoticeType: '2' },
  { purchaseNoticeType: '45' },
  { purchaseNoticeType: '16' },
];
const PLAIN_BOXES: readonly (TBoxSource & { key: string })[] = [
  { key: 'arrival', purchaseNoticeType: '28' },
  { key: 'performance', purchaseNoticeType: '41', resultsNoticeType: '42' },
  { key: 'platform', purchaseNoticeType: '29' },
];

const tabbedGroupKey = (type: string, levelIndex: number) => `${type}-level-${levelIndex}`;

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
    ...PLAIN_BOXES.map((box) => ({
      key: box.key,
      purchaseNoticeType: box.purchaseNoticeType,
      resultsNoticeType: box.resultsNoticeType,
    })),
  ],
};

export type THomeNoticeList = { title: string; moreHref: string; notices: TNoticeLink[] };
export type THomeTabbedBox = {
  title: string;
  tabs: { title: string; levels: (THomeNoticeList & { label: string })[] }[];
};
export type THomeNoticeBoxes = { tabbed: THomeTabbedBox; plain: (THomeNoticeList & { key: string })[] };

/** The list behind '更多 >'; plain boxes show every level, so their list opens on 全部 (no activeIndex). */
const moreHrefOf = (source: TBoxSource, activeIndex?: number) =>
  paths.noticeList.getHref({ name: 'more', ...source, activeIndex });

/** The boxes as the page shows them: titled, dated and linked. */
export const toHomeNoticeBoxes = (
  lists: Readonly<Record<string, TNoticeListItem[]>>,
  labels: TPurchaseModeLabels,
  boxTitle: string,
  viewer?: TLinkViewer,
): THomeNoticeBoxes => {
  const linksOf = (key: string) => (lists[key] ?? []).map((notice) => toNoticeLink(notice, labels, viewer));
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
    plain: PLAIN_BOXES.map((box) => ({
      key: box.key,
      title: noticeTypeLabel(box.purchaseNoticeType) ?? '',
      moreHref: moreHrefOf(box),
      notices: linksOf(box.key),
    })),
  };
};
