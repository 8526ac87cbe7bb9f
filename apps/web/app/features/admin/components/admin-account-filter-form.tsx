import {
  ADMIN_ACCOUNT_KINDS,
  ADMIN_ACCOUNT_STATUSES,
  STAFF_ORG_LEVEL_LABELS,
  type TAdminAccountFilter,
  type TOrg,
} from '@supportal/contract';
import { Form, Input, Select, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { FilterBar, type TFilterFormProps } from '../../../components/list-page/filter-bar';
import { adminMessages } from '../messages';
import styles from '../../../components/page/admin-list.module.css';
import { orgTree } from './org-tree';

const messages = adminMessages.accounts;

const KIND_OPTIONS = Object.entries(ADMIN_ACCOUNT_KINDS).map(([value, label]) => ({ value, label }));
const STATUS_OPTIONS = Object.entries(ADMIN_ACCOUNT_STATUSES).map(([value, label]) => ({ value, label }));
const LEVEL_OPTIONS = Object.entries(STAFF_ORG_LEVEL_LABELS).map(([value, label]) => ({ value, label }));

/** The account list's filters; 查询 puts them into the address. */
export function AdminAccountFilterForm({
  filter,
  orgs,
  onSearch,
  onReset,
}: TFilterFormProps<TAdminAccountFilter> & { orgs: readonly (TOrg & { enabled: boolean })[] }) {
  // Disabled units stay: their accounts are still listed, and the name says why no new ones appear.
  const tree = useMemo(
    () =>
      orgTree(
        orgs.map((org) => (org.enabled ? org : { ...org, orgName: messages.disabledOrg(org.orgName) })),
      ),
    [orgs],
  );
  return (
    <FilterBar<TAdminAccountFilter>
      values={filter}
      onSearch={(values) => onSearch({ ...values, keyword: values.keyword?.trim() || undefined })}
      onReset={onReset}
    >
      <Form.Item name="keyword" label={messages.filters.keyword}>
        <Input allowClear maxLength={64} placeholder={messages.placeholders.keyword} />
      </Form.Item>
      <Form.Item name="kind" label={messages.filters.kind}>
        <Select
          allowClear
          options={KIND_OPTIONS}
          placeholder={messages.placeholders.any}
          className={styles.select}
        />
      </Form.Item>
      <Form.Item name="orgCode" label={messages.filters.org}>
        <TreeSelect
          allowClear
          showSearch
          treeNodeFilterProp="title"
          treeData={tree}
          placeholder={messages.placeholders.any}
          className={styles.orgSelect}
          popupMatchSelectWidth={false}
        />
      </Form.Item>
      <Form.Item name="orgLevel" label={messages.filters.orgLevel}>
        <Select
          allowClear
          options={LEVEL_OPTIONS}
          placeholder={messages.placeholders.any}
          className={styles.shortSelect}
        />
      </Form.Item>
      <Form.Item name="status" label={messages.filters.status}>
        <Select
          allowClear
          options={STATUS_OPTIONS}
          placeholder={messages.placeholders.any}
          className={styles.shortSelect}
        />
      </Form.Item>
    </FilterBar>
  );
}
