import { VISITOR_VIEW, type TNoticeDraft } from '@supportal/contract';
import { Table } from 'antd';
import { FieldList } from '../../../components/list-page/field-list';
import { formatDateTime } from '../../../lib/format-date';
import { noticeConsoleMessages as messages } from '../messages';
import styles from './notice-console.module.css';

const fileSizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** A console notice, read-only: its facts, sanitized body, supplier list and attachments (task window, console). */
export function NoticeDraftView({
  draft,
  stateName = draft.statusName,
}: {
  draft: TNoticeDraft;
  /** The published notice's own state (已撤回, 已修订…) once the draft's content is public. */
  stateName?: string;
}) {
  const { fields } = messages;
  return (
    <div className={styles.view}>
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
          { key: 'publish', label: fields.publicationTime, value: formatDateTime(draft.publicationTime) },
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
      <h3 className={styles.bodyTitle}>{fields.noticeContent}</h3>
      {/* Sanitized by the server (sanitize-html) when saved. */}
      <section className={styles.body} dangerouslySetInnerHTML={{ __html: draft.noticeContent }} />
    </div>
  );
}
