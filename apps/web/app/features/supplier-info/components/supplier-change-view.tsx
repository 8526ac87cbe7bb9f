import type { TSupplierChangeRequest } from '@supportal/contract';
import { Descriptions } from 'antd';
import { supplierInfoMessages as messages } from '../messages';
import { ChangeDiff, diffFilesOf } from './change-diff';
import { ChangeStatusTag } from './change-requests-table';
import type { TFileLink } from './record-view';
import styles from './supplier-info.module.css';

/** A change request, read-only (the reviewer's task window): who asks what, field by field. */
export function SupplierChangeView({
  request,
  FileLink,
}: {
  request: TSupplierChangeRequest;
  /** Makes the scans in the diff downloadable. */
  FileLink?: TFileLink | undefined;
}) {
  const { columns } = messages;
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          {
            key: 'supplier',
            label: messages.fields.supplierName,
            children: `${request.supplierName}（${request.supplierCode}）`,
          },
          {
            key: 'request',
            label: messages.requestTitle(request.id),
            children: <ChangeStatusTag status={request.status} />,
          },
          { key: 'requester', label: columns.requester, children: request.requesterName },
          { key: 'submittedAt', label: columns.submittedAt, children: request.submittedAt },
          {
            key: 'reviewComment',
            label: columns.reviewComment,
            span: 'filled',
            children: request.reviewComment ?? messages.none,
          },
        ]}
      />
      <section className={styles.diffSection}>
        <h3 className={styles.sectionTitle}>{messages.diffTitle}</h3>
        <ChangeDiff diff={request.diff} files={diffFilesOf(request, FileLink)} />
      </section>
    </>
  );
}
