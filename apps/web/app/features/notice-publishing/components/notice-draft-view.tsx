import {
  ATTACHMENT_TEXT_STATUS_LABELS,
  NOTICE_DRAFT_STATUSES,
  PROCUREMENT_FIELD_LABELS,
  PROCUREMENT_NOTICE_TYPES,
  VISITOR_VIEW,
  WINNER_NOTICE_TYPES,
  type TNoticeDraft,
  type TNoticeVersion,
} from '@supportal/contract';
import { Table, Tag } from 'antd';
import { FieldList, type TField } from '../../../components/list-page/field-list';
import { toAmendmentView } from '../../../components/notice-revision/amendment-diff';
import { AmendmentDiffView } from '../../../components/notice-revision/amendment-diff-view';
import { formatBudget } from '../../../lib/format-budget';
import { formatDateTime } from '../../../lib/format-date';
import { noticeConsoleMessages as messages } from '../messages';
import styles from './notice-console.module.css';

/** Tag colours of the text statuses: read, waiting, or read without text (scans, passwords, failures). */
const TEXT_STATUS_COLORS = {
  pending: 'processing',
  extracted: 'success',
  no_text: 'warning',
  encrypted: 'warning',
  failed: 'error',
} as const;

/** How far search has read an attachment (issue 23), with the reason of a failure. */
function AttachmentTextStatus({ file }: { file: TNoticeDraft['attachments'][number] }) {
  if (!file.textStatus) return null;
  const label = ATTACHMENT_TEXT_STATUS_LABELS[file.textStatus];
  return (
    <Tag className={styles.textStatus} color={TEXT_STATUS_COLORS[file.textStatus]}>
      {messages.textStatus(label, file.textStatus === 'failed' ? file.textStatusReason : null)}
    </Tag>
  );
}

const fileSizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** When it is (or will be) public: an amendment keeps its notice's publication time. */
const publicationTimeOf = (draft: TNoticeDraft) =>
  draft.amendedVersion?.publicationTimeStr ?? draft.publicationTime;

/** The draft as the version it will publish: compared with the version an amendment replaces. */
const versionOfDraft = (draft: TNoticeDraft, revision: number): TNoticeVersion => ({
  revision,
  noticeTitle: draft.noticeTitle,
  noticeContent: draft.noticeContent,
  publicationTimeStr: publicationTimeOf(draft),
  effectTime: draft.effectTime,
  failureTime: draft.failureTime,
  bidDeadline: draft.bidDeadline,
  bidOpeningTime: draft.bidOpeningTime,
  budgetAmount: draft.budgetAmount,
  budgetCurrency: draft.budgetCurrency,
  projectNumber: draft.projectNumber,
  contactName: draft.contactName,
  contactPhone: draft.contactPhone,
  contactEmail: draft.contactEmail,
  awardCandidates: draft.awardCandidates,
});

/** 投标截止时间, 开标时间, 预算, 项目编号 and 联系人 as they will be published (procurement notices, or any set). */
const procurementFieldsOf = (draft: TNoticeDraft): TField[] => {
  const values = {
    bidDeadline: draft.bidDeadline,
    bidOpeningTime: draft.bidOpeningTime,
    budgetAmount: draft.budgetAmount === null ? null : formatBudget(draft.budgetAmount, draft.budgetCurrency),
    projectNumber: draft.projectNumber,
    contactName: draft.contactName,
    contactPhone: draft.contactPhone,
    contactEmail: draft.contactEmail,
  };
  const shown =
    PROCUREMENT_NOTICE_TYPES.includes(draft.purchaseNoticeType) ||
    Object.values(values).some((value) => value !== null);
  return shown
    ? Object.entries(values).map(([key, value]) => ({
        key,
        label: PROCUREMENT_FIELD_LABELS[key as keyof typeof values],
        value: value ?? messages.none,
      }))
    : [];
};

/**
 * A console notice, read-only, as it will be published: its facts and procurement fields, visibility,
 * schedule, attachments, supplier list and sanitized body; for an amendment, first the before → after
 * comparison with the version it replaces (the public page's own view). Task window and console alike.
 */
export function NoticeDraftView({
  draft,
  stateName = draft.statusName,
}: {
  draft: TNoticeDraft;
  /** The published notice's own state (已撤回, 已修订…) once the draft's content is public. */
  stateName?: string;
}) {
  const { fields } = messages;
  const amendment =
    draft.amendedVersion === null
      ? null
      : toAmendmentView({
          // Applied: when its draft was last written (publishing it); waiting: no time yet.
          amendedTime: draft.status === NOTICE_DRAFT_STATUSES.published ? draft.updateTime : null,
          reason: draft.amendReason ?? '',
          before: draft.amendedVersion,
          after: versionOfDraft(draft, draft.amendedVersion.revision + 1),
        });
  return (
    <div className={styles.view}>
      {amendment ? <AmendmentDiffView amendment={amendment} /> : null}
      <FieldList
        fields={[
          { key: 'title', label: fields.noticeTitle, wide: true, value: draft.noticeTitle },
          {
            key: 'type',
            label: fields.purchaseNoticeType,
            value: draft.noticeType ?? draft.purchaseNoticeType,
          },
          {
            key: 'mode',
            label: fields.purMode,
            value: draft.purModeName
              ? [draft.purModeLevel1Name, draft.purModeName].filter(Boolean).join(' / ')
              : messages.none,
          },
          { key: 'org', label: fields.orgCode, value: draft.orgName },
          { key: 'province', label: fields.province, value: draft.provAdmName ?? messages.nationwide },
          {
            key: 'view',
            label: fields.visitorView,
            value:
              draft.visitorView === VISITOR_VIEW.public
                ? messages.visitorViews.public
                : messages.visitorViews.loggedInOnly,
          },
          {
            key: 'status',
            label: fields.status,
            value: `${stateName}（${messages.kinds[draft.kind]}）`,
          },
          { key: 'publish', label: fields.publicationTime, value: formatDateTime(publicationTimeOf(draft)) },
          {
            key: 'effect',
            label: fields.effectTime,
            value: draft.effectTime ? formatDateTime(draft.effectTime) : messages.none,
          },
          {
            key: 'failure',
            label: fields.failureTime,
            value: draft.failureTime ? formatDateTime(draft.failureTime) : messages.permanent,
          },
          ...procurementFieldsOf(draft),
          { key: 'author', label: fields.authorName, value: draft.authorName },
          ...(draft.amendReason
            ? [
                {
                  key: 'reason',
                  label: fields.amendReason,
                  wide: true,
                  value: draft.amendReason,
                },
              ]
            : []),
          ...(draft.conversionMethod.length > 0 || draft.transformationField.length > 0
            ? [
                {
                  key: 'conversion',
                  label: fields.conversionMethod,
                  value: draft.conversionMethod.join('、'),
                },
                {
                  key: 'field',
                  label: fields.transformationField,
                  value: draft.transformationField.join('、'),
                },
              ]
            : []),
          {
            key: 'attachments',
            label: fields.attachments,
            wide: true,
            value:
              draft.attachments.length > 0 ? (
                <ul className={styles.fileList}>
                  {draft.attachments.map((file) => (
                    <li key={file.id}>
                      {file.fileName}（{fileSizeText(file.fileSize)}）
                      <AttachmentTextStatus file={file} />
                    </li>
                  ))}
                </ul>
              ) : (
                messages.noAttachments
              ),
          },
        ]}
      />
      {draft.blacklistEntries.length > 0 ? (
        <Table
          className={styles.blacklist}
          rowKey={(_entry, index) => String(index)}
          size="small"
          bordered
          pagination={false}
          caption={messages.fields.blacklistEntries}
          dataSource={draft.blacklistEntries}
          columns={Object.entries(messages.blacklistFields).map(([key, title]) => ({
            key,
            dataIndex: key,
            title,
          }))}
        />
      ) : null}
      {draft.awardCandidates.length > 0 ? (
        <Table
          className={styles.blacklist}
          rowKey="uscc"
          size="small"
          bordered
          pagination={false}
          scroll={{ x: 'max-content' }}
          caption={messages.awards.legend(WINNER_NOTICE_TYPES.includes(draft.purchaseNoticeType))}
          dataSource={draft.awardCandidates}
          columns={[
            { key: 'rank', dataIndex: 'rank', title: messages.awards.rank, width: 64 },
            { key: 'name', dataIndex: 'supplierName', title: messages.awards.supplierName },
            { key: 'uscc', dataIndex: 'uscc', title: messages.awards.uscc },
            { key: 'bid', dataIndex: 'bidAmount', title: messages.awards.bidAmount, align: 'right' },
            ...(WINNER_NOTICE_TYPES.includes(draft.purchaseNoticeType)
              ? [
                  {
                    key: 'winner',
                    dataIndex: 'isWinner',
                    title: messages.awards.isWinner,
                    render: (isWinner: boolean) => (isWinner ? messages.awards.winnerMark : ''),
                  },
                ]
              : []),
          ]}
        />
      ) : null}
      <h3 className={styles.bodyTitle}>{fields.noticeContent}</h3>
      {/* Sanitized by the server (sanitize-html) when saved. */}
      <section className={styles.body} dangerouslySetInnerHTML={{ __html: draft.noticeContent }} />
    </div>
  );
}
