import { NOTICE_STATE, type TNoticeListItem } from '@supportal/contract';
import { paths, type TLinkViewer } from '../../../config/paths';
import { formatDate } from '../../../lib/format-date';
import { noticeListTitle, type TPurchaseModeLabels } from './notice-title';

/** A notice as a list line: already titled and dated on the server, so the client only renders text. */
export type TNoticeLink = {
  id: string;
  title: string;
  /** YYYY-MM-DD in China time, or '--'. */
  date: string;
  href: string;
  /** noticeState '0': greyed but still clickable. */
  disabled: boolean;
};

export const toNoticeLink = (
  notice: TNoticeListItem,
  labels: TPurchaseModeLabels,
  viewer?: TLinkViewer,
): TNoticeLink => ({
  id: notice.noticeId,
  title: noticeListTitle(notice, labels),
  date: formatDate(notice.publicationTimeStr),
  href: paths.noticeDetail.getHref(notice.noticeId, viewer),
  disabled: notice.noticeState === NOTICE_STATE.disabled,
});
