import {
  FULL_TEXT_QUERY_MAX_LENGTH,
  FULL_TEXT_SCOPE_LABELS,
  FULL_TEXT_SCOPES,
  fullTextQueryProblem,
  NOTICE_TYPES,
  ORG_LEVELS,
  type TFullTextScope,
  type TSavedSearch,
} from '@supportal/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Checkbox, Form, Input, Modal, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { administrativeAreasQuery } from '../../../lib/dictionary/find-adm-info-for-province-or-city';
import { formFieldErrorsOf } from '../../../lib/field-errors';
import { useViewer } from '../../../lib/viewer';
import { useSaveSavedSearch } from '../api/save-saved-search';
import { subscribeByEmail } from '../api/subscribe-email';
import { savedSearchMessages as messages } from '../messages';
import styles from './save-search-dialog.module.css';

/** The conditions a page hands the dialog (what its search or list currently shows). */
export type TSearchConditions = {
  /** Title keyword (the notice list's 标题 filter). */
  keyword?: string;
  /** The search page's query and where it looks. */
  fullTextQuery?: string;
  fullTextScope?: TFullTextScope;
  noticeTypes?: string[];
  provAdmCode?: string;
  unitLevel?: string;
};

type TFormValues = {
  name: string;
  keyword?: string;
  fullTextQuery?: string;
  fullTextScope: TFullTextScope;
  noticeTypes?: string[];
  provAdmCode?: string;
  unitLevel?: string;
  inApp?: boolean;
  email?: boolean;
  address?: string;
};

type TSaveSearchDialogProps = {
  open: boolean;
  conditions: TSearchConditions;
  /** A saved search to change; absent: a new one. */
  editing?: TSavedSearch | null;
  onClose: () => void;
};

const SCOPE_OPTIONS = FULL_TEXT_SCOPES.map((scope) => ({
  value: scope,
  label: FULL_TEXT_SCOPE_LABELS[scope],
}));

const nameOf = (conditions: TSearchConditions) =>
  conditions.fullTextQuery ||
  conditions.keyword ||
  (conditions.noticeTypes ?? [])
    .map((code) => NOTICE_TYPES.find((type) => type.code === code)?.label ?? code)
    .join('、') ||
  '';

export const useProvinceOptions = () =>
  useQuery({
    ...administrativeAreasQuery(),
    select: (areas) => areas.map((area) => ({ value: area.admCode, label: area.admName })),
  });

/**
 * 保存搜索/订阅: a logged-in user saves the conditions with in-app and e-mail alerts; a visitor
 * subscribes an e-mail address (double opt-in: a confirmation mail first).
 */
export function SaveSearchDialog({ open, conditions, editing, onClose }: TSaveSearchDialogProps) {
  const viewer = useViewer();
  const { message } = App.useApp();
  const [form] = Form.useForm<TFormValues>();
  const [saving, setSaving] = useState(false);
  const saveSavedSearch = useSaveSavedSearch();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const provinces = useProvinceOptions();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      editing
        ? {
            name: editing.name,
            keyword: editing.keyword,
            fullTextQuery: editing.fullTextQuery,
            fullTextScope: editing.fullTextScope,
            noticeTypes: editing.noticeTypes,
            provAdmCode: editing.provAdmCode ?? undefined,
            unitLevel: editing.unitLevel ?? undefined,
            inApp: editing.channels.some((channel) => channel.kind === 'inApp'),
            email: editing.channels.some((channel) => channel.kind === 'email'),
          }
        : {
            fullTextScope: 'all',
            ...conditions,
            name: nameOf(conditions),
            inApp: true,
            email: false,
          },
    );
  }, [open, editing, conditions, form]);

  const close = () => {
    setSentTo(null);
    onClose();
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    const fullTextQuery = values.fullTextQuery?.trim();
    const shared = {
      keyword: values.keyword ?? '',
      ...(fullTextQuery ? { fullTextQuery, fullTextScope: values.fullTextScope } : {}),
      noticeTypes: values.noticeTypes ?? [],
      provAdmCode: values.provAdmCode ?? '',
      unitLevel: values.unitLevel ?? '',
    };
    try {
      if (viewer) {
        await saveSavedSearch.mutateAsync({
          ...shared,
          ...(editing ? { id: editing.id } : {}),
          name: values.name,
          inApp: values.inApp ?? false,
          email: values.email ?? false,
        });
        void message.success(messages.saved);
        close();
      } else {
        const { email } = await subscribeByEmail({ ...shared, email: values.address ?? '' });
        setSentTo(email);
      }
    } catch (error) {
      // Condition and address errors show under their fields; the choice of e-mail has no room for one.
      const fieldErrors = formFieldErrorsOf<TFormValues>(error, viewer ? {} : { email: 'address' });
      form.setFields(fieldErrors);
      if (
        fieldErrors.length === 0 ||
        (viewer && fieldErrors.some((field) => [field.name].flat()[0] === 'email'))
      )
        void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={
        editing ? messages.editTitle(editing.name) : viewer ? messages.dialogTitle : messages.anonymousTitle
      }
      okText={sentTo ? messages.done : viewer ? messages.save : messages.subscribe}
      cancelText={messages.cancel}
      confirmLoading={saving}
      onOk={() => (sentTo ? close() : void submit())}
      onCancel={close}
      // Rendered only once opened: a closed dialog forced into its portal is markup the server never
      // sends, so a full load of the page failed to hydrate (React error #418).
      destroyOnHidden
    >
      {sentTo ? (
        <Alert type="success" showIcon message={messages.subscribeSent(sentTo)} />
      ) : (
        <Form form={form} layout="vertical" requiredMark>
          {viewer ? null : (
            <Typography.Paragraph type="secondary">{messages.anonymousIntro}</Typography.Paragraph>
          )}
          {viewer ? (
            <Form.Item
              name="name"
              label={messages.fields.name}
              rules={[{ required: true, whitespace: true, message: messages.nameRequired }]}
            >
              <Input maxLength={50} />
            </Form.Item>
          ) : null}
          <Form.Item label={messages.fields.fullTextQuery} extra={messages.fullTextHint}>
            <div className={styles.query}>
              <Form.Item name="fullTextScope" noStyle>
                <Select
                  aria-label={messages.fields.fullTextScope}
                  options={SCOPE_OPTIONS}
                  className={styles.scope}
                />
              </Form.Item>
              <Form.Item
                name="fullTextQuery"
                noStyle
                rules={[
                  {
                    validator: async (_rule, value: string | undefined) => {
                      const problem = value?.trim() ? fullTextQueryProblem(value) : null;
                      if (problem) throw new Error(problem);
                    },
                  },
                ]}
              >
                <Input
                  aria-label={messages.fields.fullTextQuery}
                  className={styles.words}
                  maxLength={FULL_TEXT_QUERY_MAX_LENGTH}
                  allowClear
                />
              </Form.Item>
            </div>
          </Form.Item>
          <Form.Item name="keyword" label={messages.fields.keyword} extra={messages.conditionsHint}>
            <Input maxLength={100} allowClear />
          </Form.Item>
          <Form.Item name="noticeTypes" label={messages.fields.noticeTypes}>
            <Select
              mode="multiple"
              allowClear
              placeholder={messages.allTypesPlaceholder}
              options={NOTICE_TYPES.map((type) => ({ value: type.code, label: type.label }))}
              optionFilterProp="label"
            />
          </Form.Item>
          <Form.Item name="provAdmCode" label={messages.fields.provAdmCode}>
            <Select
              allowClear
              showSearch
              placeholder={messages.anyProvince}
              loading={provinces.isPending}
              options={provinces.data ?? []}
              optionFilterProp="label"
            />
          </Form.Item>
          <Form.Item name="unitLevel" label={messages.fields.unitLevel}>
            <Select
              allowClear
              placeholder={messages.anyLevel}
              options={ORG_LEVELS.map((level) => ({ value: level.code, label: level.label }))}
            />
          </Form.Item>
          {viewer ? (
            <Form.Item label={messages.fields.channels} extra={messages.webhookHint}>
              <Form.Item name="inApp" valuePropName="checked" noStyle>
                <Checkbox>{messages.inApp}</Checkbox>
              </Form.Item>
              <Form.Item name="email" valuePropName="checked" noStyle>
                <Checkbox>{messages.emailOwn}</Checkbox>
              </Form.Item>
            </Form.Item>
          ) : (
            <Form.Item
              name="address"
              label={messages.fields.email}
              rules={[{ required: true, type: 'email', message: messages.emailRequired }]}
            >
              <Input maxLength={120} type="email" autoComplete="email" />
            </Form.Item>
          )}
        </Form>
      )}
    </Modal>
  );
}
