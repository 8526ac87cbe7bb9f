import type { TNegativeBehaviour } from '@supportal/contract';
import { Descriptions } from 'antd';
import { formatDate } from '../../../lib/format-date';
import { blacklistMessages as messages } from '../messages';

/** A recorded negative behaviour, read-only (the task page outside edit mode). */
export function NegativeBehaviourView({ record }: { record: TNegativeBehaviour }) {
  const { fields } = messages;
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      items={[
        {
          key: 'supplier',
          label: fields.supplier,
          span: 'filled',
          children: `${record.supplierName}（${record.supplierCode}）`,
        },
        {
          key: 'matter',
          label: fields.matterDescription,
          span: 'filled',
          children: record.matterDescription,
        },
        { key: 'reason', label: fields.reasonName, children: record.reasonName },
        { key: 'severity', label: fields.severity, children: record.severityName },
        { key: 'area', label: fields.restrictedAreaName, children: record.restrictedAreaName },
        { key: 'region', label: fields.region, children: record.regionName || messages.nationwide },
        { key: 'effect', label: fields.effectTime, children: formatDate(record.effectTime) },
        {
          key: 'invalid',
          label: fields.invalidTime,
          children: record.invalidTime ? formatDate(record.invalidTime) : messages.permanent,
        },
        { key: 'org', label: fields.orgName, children: record.orgName },
        { key: 'recorder', label: fields.recorderName, children: record.recorderName },
      ]}
    />
  );
}
