import { Table, Tag, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { VisuallyHidden } from '../../../components/widgets/visually-hidden';
import type { TBlacklistRow, TNoticeDetailView } from '../lib/notice-detail';
import type { TAmendmentView } from '../../../components/notice-revision/amendment-diff';
import { AwardCandidatesTable } from './award-candidates-table';
import { NoticeStatusNotes } from './notice-amendments';
import { ProcurementFacts } from './procurement-facts';
import { noticeMessages } from '../messages';
import styles from './notice-detail.module.css';

const BLACKLIST_COLUMNS: TableColumnsType<TBlacklistRow> = [
  { key: 'supplier', dataIndex: 'supplierName', title: noticeMessages.blacklistSupplier, width: 200 },
  { key: 'matter', dataIndex: 'noticeContent', title: noticeMessages.blacklistMatter },
  { key: 'reason', dataIndex: 'addBlacklistReasonName', title: noticeMessages.blacklistReason, width: 160 },
  { key: 'type', dataIndex: 'restrictedAreaName', title: noticeMessages.blacklistType, width: 120 },
  { key: 'region', dataIndex: 'regionName', title: noticeMessages.blacklistRegion, width: 100 },
  {
    key: 'effect',
    dataIndex: 'blackeffectTime',
    title: noticeMessages.blacklistEffect,
    width: 120,
    align: 'center',
  },
  {
    key: 'invalid',
    dataIndex: 'blackeInvalidTime',
    title: noticeMessages.blacklistInvalid,
    width: 120,
    align: 'center',
  },
];

type TNoticeDetailViewProps = {
  notice: TNoticeDetailView;
  /** Black-list notices show these rows instead of their content. */
  blacklist: readonly TBlacklistRow[] | null;
  /** The attachment list, below the content. */
  attachments: ReactNode;
  /** Amendments of the notice, newest first. */
  amendments?: readonly TAmendmentView[];
};

/** A notice: centred title, facts, the 项目信息 box of procurement notices, its sanitized HTML (or the black-list table) and attachments. */
export function NoticeDetailView({
  notice,
  blacklist,
  attachments,
  amendments = [],
}: TNoticeDetailViewProps) {
  const facts = [
    { label: noticeMessages.detailUnit, value: notice.unitName },
    { label: noticeMessages.detailType, value: notice.typeLabel },
    { label: noticeMessages.detailPublished, value: notice.publishedAt },
    ...(notice.blackCode ? [{ label: noticeMessages.detailBlackCode, value: notice.blackCode }] : []),
  ];

  return (
    <article className={styles.article} aria-labelledby="notice-title">
      <header className={styles.header}>
        <h1 id="notice-title" className={styles.title}>
          {notice.title}
          {notice.endedAs ? (
            <Tag className={styles.disabledTag}>
              {notice.endedAs === 'withdrawn' ? noticeMessages.withdrawn : noticeMessages.disabled}
            </Tag>
          ) : null}
        </h1>
        <dl className={styles.meta}>
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </header>
      <div className={styles.body}>
        <NoticeStatusNotes
          stateReason={notice.stateReason}
          stateTime={notice.stateTime}
          amendedAt={notice.amendedAt}
          revision={notice.revision}
          amendments={amendments}
        />
        {notice.procurement ? <ProcurementFacts facts={notice.procurement} ended={notice.disabled} /> : null}
        {blacklist ? (
          <section className={styles.blacklist} aria-labelledby="blacklist-title">
            <h2 id="blacklist-title" className={styles.blacklistTitle}>
              {noticeMessages.blacklistCaption}
            </h2>
            <Table<TBlacklistRow>
              rowKey="key"
              size="middle"
              bordered
              pagination={false}
              columns={BLACKLIST_COLUMNS}
              dataSource={[...blacklist]}
            />
          </section>
        ) : (
          <>
            {/* The notice's own headings start at h3 or lower: this keeps the outline h1 > h2 > h3. */}
            <VisuallyHidden as="h2" id="notice-content-title">
              {noticeMessages.detailContentLabel}
            </VisuallyHidden>
            {/* Sanitized by the server (sanitize-html) before it is stored and sent. */}
            <section
              className={styles.content}
              aria-labelledby="notice-content-title"
              dangerouslySetInnerHTML={{ __html: notice.contentHtml }}
            />
          </>
        )}
        {notice.awards ? <AwardCandidatesTable awards={notice.awards} /> : null}
        {attachments}
      </div>
    </article>
  );
}
