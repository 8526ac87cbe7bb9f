import { HOME_BOX_HEIGHT_PX } from '@supportal/contract';
import { ContentBox } from '../../../components/widgets/content-box';
import type { TNoticeLink } from '../lib/notice-link';
import { NoticeLinkList } from './notice-link-list';

type TNoticeBoxProps = {
  title: string;
  notices: readonly TNoticeLink[];
  moreHref: string;
  /** Body height in px: the public home's 300 unless given. */
  bodyHeight?: number;
};

/** A home notice column: title bar with '更多 >', its titles with dates, or 暂无数据. */
export function NoticeBox({
  title,
  notices,
  moreHref,
  bodyHeight = HOME_BOX_HEIGHT_PX.box,
}: TNoticeBoxProps) {
  return (
    <ContentBox title={title} moreHref={moreHref} bodyHeight={bodyHeight}>
      <NoticeLinkList notices={notices} />
    </ContentBox>
  );
}
