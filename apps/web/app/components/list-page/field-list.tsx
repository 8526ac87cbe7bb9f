import { Descriptions } from 'antd';
import type { ReactNode } from 'react';

/** One read-only field: its label and value; `wide` fields take a whole row. */
export type TField = { key: string; label: ReactNode; value: ReactNode; wide?: boolean };

/** Read-only label/value pairs, two a row on wide screens and one a row on phones. */
export function FieldList({ fields, className }: { fields: readonly TField[]; className?: string }) {
  return (
    <Descriptions
      className={className}
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      items={fields.map(({ key, label, value, wide }) => ({
        key,
        label,
        children: value,
        ...(wide ? { span: 'filled' as const } : {}),
      }))}
    />
  );
}
