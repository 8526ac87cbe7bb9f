import type { TDictionaryGroups } from '@supportal/contract';
import { Form, Select } from 'antd';
import { dictionaryOptionsOf } from '../lib/notice-draft-values';
import { noticeConsoleMessages as messages } from '../messages';
import styles from './notice-console.module.css';

/** The fields of an intellectual-property notice (type 47): conversion methods and fields. */
export function IpFieldsSection({ dictionary }: { dictionary: TDictionaryGroups }) {
  const { fields, placeholders } = messages;
  return (
    <div className={styles.grid}>
      <Form.Item name="conversionMethod" label={fields.conversionMethod}>
        <Select
          mode="multiple"
          placeholder={placeholders.conversionMethod}
          options={dictionaryOptionsOf(dictionary, 'obp_notice_conversion_method')}
        />
      </Form.Item>
      <Form.Item name="transformationField" label={fields.transformationField}>
        <Select
          mode="multiple"
          placeholder={placeholders.conversionMethod}
          options={dictionaryOptionsOf(dictionary, 'obp_notice_field')}
        />
      </Form.Item>
    </div>
  );
}
