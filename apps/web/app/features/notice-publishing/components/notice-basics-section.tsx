import {
  NOTICE_TYPES,
  PURCHASE_MODE_PREFIX_TYPES,
  VISITOR_VIEW,
  type TDictionaryGroups,
} from '@supportal/contract';
import { Form, Input, Radio, Select } from 'antd';
import { ChinaTimePicker } from './china-time-picker';
import type { Dayjs } from 'dayjs';
import type { TPublishingUnit } from '../api/query-publishing-units';
import { dictionaryOptionsOf } from '../lib/notice-draft-values';
import { noticeConsoleMessages as messages } from '../messages';
import styles from './notice-console.module.css';

type TNoticeBasicsSectionProps = {
  units: readonly TPublishingUnit[];
  dictionary: TDictionaryGroups;
  /** The chosen notice type. */
  type: string | undefined;
  onTypeChange: (type: string) => void;
};

/**
 * What every notice has: title, type and sub-type, purchase mode (types with one), unit, visibility and
 * the publication, effect and failure times.
 */
export function NoticeBasicsSection({ units, dictionary, type, onTypeChange }: TNoticeBasicsSectionProps) {
  const { fields, placeholders, required } = messages;
  const typeInfo = NOTICE_TYPES.find((candidate) => candidate.code === type);
  const resultTypes: readonly { code: string; label: string }[] =
    typeInfo && 'resultTypes' in typeInfo ? typeInfo.resultTypes : [];
  return (
    <>
      <Form.Item
        name="noticeTitle"
        label={fields.noticeTitle}
        rules={[{ required: true, whitespace: true, message: required.noticeTitle }]}
      >
        <Input maxLength={200} showCount placeholder={placeholders.noticeTitle} />
      </Form.Item>
      <div className={styles.grid}>
        <Form.Item
          name="purchaseNoticeType"
          label={fields.purchaseNoticeType}
          rules={[{ required: true, message: required.purchaseNoticeType }]}
        >
          <Select
            placeholder={placeholders.purchaseNoticeType}
            options={NOTICE_TYPES.map((item) => ({ value: item.code, label: item.label }))}
            onChange={onTypeChange}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        {resultTypes.length > 0 ? (
          <Form.Item
            name="resultsNoticeType"
            label={fields.resultsNoticeType}
            rules={[{ required: true, message: required.resultsNoticeType }]}
          >
            <Select
              placeholder={placeholders.resultsNoticeType}
              options={resultTypes.map((item) => ({ value: item.code, label: item.label }))}
            />
          </Form.Item>
        ) : null}
        {type && PURCHASE_MODE_PREFIX_TYPES.includes(type) ? (
          <>
            <Form.Item name="purModeLevel1" label={fields.purModeLevel1}>
              <Select
                allowClear
                placeholder={placeholders.purModeLevel1}
                options={dictionaryOptionsOf(dictionary, 'OBP_PUR_MODE_LEVEL1')}
              />
            </Form.Item>
            <Form.Item name="purMode" label={fields.purMode}>
              <Select
                allowClear
                placeholder={placeholders.purMode}
                options={dictionaryOptionsOf(dictionary, 'OBP_PUR_MODE')}
                showSearch={{ optionFilterProp: 'label' }}
              />
            </Form.Item>
          </>
        ) : null}
        <Form.Item
          name="orgCode"
          label={fields.orgCode}
          rules={[{ required: true, message: required.orgCode }]}
        >
          <Select
            placeholder={placeholders.orgCode}
            options={units.map((unit) => ({
              value: unit.orgCode,
              label:
                unit.provAdmName && unit.unitLevel !== '1'
                  ? `${unit.orgName}（${unit.provAdmName}）`
                  : unit.orgName,
            }))}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Form.Item name="visitorView" label={fields.visitorView}>
          <Radio.Group
            options={[
              { value: VISITOR_VIEW.public, label: messages.visitorViews.public },
              { value: VISITOR_VIEW.loggedInOnly, label: messages.visitorViews.loggedInOnly },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="publicationTime"
          label={fields.publicationTime}
          rules={[{ required: true, message: required.publicationTime }]}
        >
          <ChinaTimePicker placeholder={placeholders.time} />
        </Form.Item>
        <Form.Item name="effectTime" label={fields.effectTime}>
          <ChinaTimePicker placeholder={placeholders.time} />
        </Form.Item>
        <Form.Item
          name="failureTime"
          label={fields.failureTime}
          dependencies={['publicationTime']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, value: Dayjs | null | undefined) => {
                const publish = getFieldValue('publicationTime') as Dayjs | undefined;
                if (value && publish && !value.isAfter(publish))
                  throw new Error(messages.failureBeforePublish);
              },
            }),
          ]}
        >
          <ChinaTimePicker placeholder={placeholders.failureTime} />
        </Form.Item>
      </div>
    </>
  );
}
