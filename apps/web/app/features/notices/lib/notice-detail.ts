import {
  NOTICE_STATE,
  WINNER_NOTICE_TYPES,
  type TBlacklistEntry,
  type TNoticeDetail,
} from '@supportal/contract';
import { formatDate, formatDateTime, toChinaTime } from '../../../lib/format-date';
import { noticeDescription } from './notice-description';
import { formatBudget } from '../../../lib/format-budget';
import { toProcurementFactsView, type TProcurementFactsView } from './procurement-facts';

/** A notice as its detail page shows it: times formatted in China time, HTML as the server sanitized it. */
export type TNoticeDetailView = {
  id: string;
  title: string;
  unitName: string;
  typeLabel: string;
  publishedAt: string;
  blackCode: string | null;
  disabled: boolean;
  /** How a notice out of force ended: withdrawn (已撤回) or expired (已失效); null while in force. */
  endedAs: 'withdrawn' | 'expired' | null;
  contentHtml: string;
  /** The first sentence of the body as plain text: the page's meta description. */
  description: string | undefined;
  /** Why it is no longer in force (withdrawn or expired early), and since when. */
  stateReason: string | null;
  stateTime: string | null;
  revision: number;
  amendedAt: string | null;
  /** The 项目信息 box of a procurement notice; null when it has none of its fields. */
  procurement: TProcurementFactsView | null;
  /** 候选人 / 中标人 of a result notice, by rank; null when it names none. */
  awards: TAwardTableView | null;
};

/** One candidate row of the detail page's table: the bid formatted as yuan. */
export type TAwardRow = {
  key: string;
  rank: number;
  supplierName: string;
  uscc: string;
  bid: string;
  isWinner: boolean;
};
/** The candidates table: whether the notice's type names winners (a 中标人 column). */
export type TAwardTableView = { withWinners: boolean; rows: TAwardRow[] };

const toAwardTableView = (notice: TNoticeDetail): TAwardTableView | null =>
  notice.awardCandidates.length === 0
    ? null
    : {
        withWinners: WINNER_NOTICE_TYPES.includes(notice.purchaseNoticeType),
        rows: notice.awardCandidates.map((candidate) => ({
          key: candidate.uscc,
          rank: candidate.rank,
          supplierName: candidate.supplierName,
          uscc: candidate.uscc,
          bid: formatBudget(candidate.bidAmount, candidate.currency),
          isWinner: candidate.isWinner,
        })),
      };

/**
 * Out of force at or after its expiry time is 已失效 (the sweep, or 立即失效, which sets the expiry to
 * the moment); before it, 已撤回: the rule the console's books apply on the server.
 */
export const endedAsOf = (
  notice: Pick<TNoticeDetail, 'noticeState' | 'failureTime' | 'stateTime'>,
): TNoticeDetailView['endedAs'] => {
  if (notice.noticeState !== NOTICE_STATE.disabled) return null;
  const expiry = toChinaTime(notice.failureTime);
  const ended = toChinaTime(notice.stateTime);
  return expiry && (!ended || !expiry.isAfter(ended)) ? 'expired' : 'withdrawn';
};

export const toNoticeDetailView = (notice: TNoticeDetail): TNoticeDetailView => ({
  id: notice.noticeId,
  title: notice.noticeTitle,
  unitName: notice.orgName ?? notice.provAdmName ?? '--',
  typeLabel: notice.noticeType ?? '--',
  publishedAt: formatDateTime(notice.publicationTimeStr),
  blackCode: notice.blackCode,
  disabled: notice.noticeState === NOTICE_STATE.disabled,
  endedAs: endedAsOf(notice),
  contentHtml: notice.noticeContent,
  description: noticeDescription(notice.noticeContent),
  stateReason: notice.stateReason,
  stateTime: notice.stateTime ? formatDateTime(notice.stateTime) : null,
  revision: notice.revision,
  amendedAt: notice.amendedTime ? formatDateTime(notice.amendedTime) : null,
  procurement: toProcurementFactsView(notice),
  awards: toAwardTableView(notice),
});

/** A black-list row with its dates as YYYY-MM-DD or '--'. */
export type TBlacklistRow = TBlacklistEntry & { key: string };

export const toBlacklistRows = (entries: readonly TBlacklistEntry[]): TBlacklistRow[] =>
  entries.map((entry, index) => ({
    ...entry,
    key: String(index),
    blackeffectTime: formatDate(entry.blackeffectTime),
    blackeInvalidTime: formatDate(entry.blackeInvalidTime),
  }));
