import type { TSupplierRegistration } from '@supportal/contract';
import { Tag } from 'antd';
import { FieldList } from '../../../components/list-page/field-list';
import { registrationMessages as messages } from '../messages';

const STATUS_COLORS: Record<TSupplierRegistration['status'], string> = {
  'in-review': 'processing',
  returned: 'warning',
  approved: 'success',
  rejected: 'error',
};

/** Who applies and where the application stands (the reviewer's task window, above the record). */
export function RegistrationSummary({ registration }: { registration: TSupplierRegistration }) {
  const { fields } = messages;
  return (
    <FieldList
      fields={[
        { key: 'applicationNo', label: fields.applicationNo, value: registration.applicationNo },
        {
          key: 'status',
          label: fields.status,
          value: <Tag color={STATUS_COLORS[registration.status]}>{registration.statusName}</Tag>,
        },
        { key: 'submittedAt', label: fields.submittedAt, value: registration.submittedAt },
        { key: 'reviewUnit', label: fields.reviewUnit, value: registration.reviewUnitName },
        { key: 'loginName', label: fields.loginName, value: registration.loginName },
        {
          key: 'reviewComment',
          label: fields.reviewComment,
          wide: true,
          value: registration.reviewComment ?? messages.none,
        },
      ]}
    />
  );
}
