import type { TNegativeBehaviour } from '@supportal/contract';
import { FieldList } from '../../../components/list-page/field-list';
import { formatDate } from '../../../lib/format-date';
import { blacklistMessages as messages } from '../messages';

/** A recorded negative behaviour, read-only (the task page outside edit mode). */
export function NegativeBehaviourView({ record }: { record: TNegativeBehaviour }) {
  const { fields } = messages;
  return (
    <FieldList
      fields={[
        {
          key: 'supplier',
          label: fields.supplier,
          wide: true,
          value: `${record.supplierName}（${record.supplierCode}）`,
        },
        {
          key: 'matter',
          label: fields.matterDescription,
          wide: true,
          value: record.matterDescription,
        },
        { key: 'reason', label: fields.reasonName, value: record.reasonName },
        { key: 'severity', label: fields.severity, value: record.severityName },
        { key: 'area', label: fields.restrictedAreaName, value: record.restrictedAreaName },
        { key: 'region', label: fields.region, value: record.regionName || messages.nationwide },
        { key: 'effect', label: fields.effectTime, value: formatDate(record.effectTime) },
        {
          key: 'invalid',
          label: fields.invalidTime,
          value: record.invalidTime ? formatDate(record.invalidTime) : messages.permanent,
        },
        { key: 'org', label: fields.orgName, value: record.orgName },
        { key: 'recorder', label: fields.recorderName, value: record.recorderName },
      ]}
    />
  );
}
