import { Button, Form, Input, Space } from 'antd';
import { noticeConsoleMessages as messages } from '../messages';
import styles from './notice-console.module.css';

/** The black-listed suppliers of a black-list notice (type 3), one row each. */
export function BlacklistEntriesSection() {
  const { fields, required } = messages;
  return (
    <Form.List name="blacklistEntries">
      {(rows, { add, remove }) => (
        <fieldset className={styles.fieldset}>
          <legend>{fields.blacklistEntries}</legend>
          {rows.map((row) => (
            <Space key={row.key} wrap align="start" className={styles.blacklistRow}>
              {Object.entries(messages.blacklistFields)
                .filter(([key]) => key !== 'effectTime' && key !== 'invalidTime')
                .map(([key, label]) => (
                  <Form.Item
                    key={key}
                    name={[row.name, key]}
                    label={label}
                    rules={[{ required: true, whitespace: true, message: `${required.blacklist}${label}` }]}
                  >
                    <Input maxLength={key === 'matterDescription' ? 500 : 200} />
                  </Form.Item>
                ))}
              <Button onClick={() => remove(row.name)}>{messages.removeSupplier}</Button>
            </Space>
          ))}
          <Button type="dashed" onClick={() => add({})}>
            {messages.addSupplier}
          </Button>
        </fieldset>
      )}
    </Form.List>
  );
}
