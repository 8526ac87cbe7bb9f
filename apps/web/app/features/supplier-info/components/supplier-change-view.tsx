import type { TSupplierChangeRequest } from '@supportal/contract';
import { FieldList } from '../../../components/list-page/field-list';
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
      <FieldList
        fields={[
          {
            key: 'supplier',
            label: messages.fields.supplierName,
            value: `${request.supplierName}（${request.supplierCode}）`,
          },
          {
            key: 'request',
            label: messages.requestTitle(request.id),
            value: <ChangeStatusTag status={request.status} />,
          },
          { key: 'requester', label: columns.requester, value: request.requesterName },
          { key: 'submittedAt', label: columns.submittedAt, value: request.submittedAt },
          {
            key: 'reviewComment',
            label: columns.reviewComment,
            wide: true,
            value: request.reviewComment ?? messages.none,
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
