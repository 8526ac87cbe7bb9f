import { PRODUCT_CATEGORIES, SUPPLIER_RECORD_MESSAGES as M } from '@supportal/contract';
import { Card, Checkbox, Form } from 'antd';
import { supplierInfoMessages as messages } from '../messages';
import styles from './supplier-info.module.css';

/** 产品类别: at least one. */
export function RecordCategoriesSection() {
  return (
    <Card size="small" title={messages.sections.categories} className={styles.formCard}>
      <Form.Item
        name="categories"
        rules={[{ required: true, type: 'array', min: 1, message: M.categoriesRequired }]}
      >
        <Checkbox.Group
          options={PRODUCT_CATEGORIES.map((category) => ({ value: category.code, label: category.label }))}
        />
      </Form.Item>
    </Card>
  );
}
