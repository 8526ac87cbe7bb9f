import { Button, Card, Form, type FormListFieldData } from 'antd';
import type { ReactNode } from 'react';
import { supplierInfoMessages as messages } from '../messages';
import styles from './supplier-info.module.css';

type TRecordRowsSectionProps = {
  /** The form list's name (contacts, bankAccounts, certificates); also what each row card is called. */
  name: string;
  title: string;
  /** Most rows the record may hold. */
  limit: number;
  /** Rows that must stay: their 删除 is disabled. */
  keep: number;
  addLabel: string;
  newRow: () => object;
  /** The row's fields, laid out in the section's grid. */
  renderFields: (row: FormListFieldData) => ReactNode;
};

/** A section of the record made of rows (联系人, 银行账户, 资质证书): one card per row, 删除 and 添加. */
export function RecordRowsSection({
  name,
  title,
  limit,
  keep,
  addLabel,
  newRow,
  renderFields,
}: TRecordRowsSectionProps) {
  return (
    <Card size="small" title={title} className={styles.formCard}>
      <Form.List name={name}>
        {(rows, { add, remove }) => (
          <>
            {rows.map((row, index) => (
              <Card key={row.key} size="small" className={styles.rowCard}>
                <div className={styles.rowHeader}>
                  <span>{`${title} ${index + 1}`}</span>
                  <Button size="small" danger disabled={rows.length <= keep} onClick={() => remove(row.name)}>
                    {messages.remove}
                  </Button>
                </div>
                <div className={styles.grid}>{renderFields(row)}</div>
              </Card>
            ))}
            <Button type="dashed" block disabled={rows.length >= limit} onClick={() => add(newRow())}>
              {addLabel}
            </Button>
          </>
        )}
      </Form.List>
    </Card>
  );
}
