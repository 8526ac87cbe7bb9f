import {
  CERTIFICATE_TYPES,
  DATE_FORMAT,
  SUPPLIER_RECORD_LIMITS,
  SUPPLIER_RECORD_MESSAGES as M,
  type TFileInfo,
} from '@supportal/contract';
import { DatePicker, Form, Input, Select } from 'antd';
import type { ComponentType } from 'react';
import { requiredText as required } from '../lib/record-rules';
import type { TRecordFormValues } from '../lib/record-values';
import { supplierInfoMessages as messages } from '../messages';
import { RecordRowsSection } from './record-rows-section';
import styles from './supplier-info.module.css';

const { fields } = messages;

/** A form control uploading one certificate scan (the shared upload call), given by the page. */
export type TCertificateUploadProps = {
  value?: readonly TFileInfo[];
  onChange?: (files: TFileInfo[]) => void;
  id?: string;
};

/** 资质证书: type, number, issuer, validity (to not before from) and the scan, kept or uploaded anew. */
export function RecordCertificatesSection({
  CertificateUpload,
}: {
  CertificateUpload: ComponentType<TCertificateUploadProps>;
}) {
  const form = Form.useFormInstance();
  return (
    <RecordRowsSection
      name="certificates"
      title={messages.sections.certificates}
      limit={SUPPLIER_RECORD_LIMITS.certificates}
      keep={0}
      addLabel={messages.addCertificate}
      newRow={() => ({ certNumber: '', issuer: '' })}
      renderFields={(row) => (
        <>
          <Form.Item
            name={[row.name, 'certType']}
            label={fields.certType}
            rules={[{ required: true, message: messages.required(fields.certType) }]}
          >
            <Select options={CERTIFICATE_TYPES.map((type) => ({ value: type.code, label: type.label }))} />
          </Form.Item>
          <Form.Item
            name={[row.name, 'certNumber']}
            label={fields.certNumber}
            rules={[required(fields.certNumber)]}
          >
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item name={[row.name, 'issuer']} label={fields.issuer} rules={[required(fields.issuer)]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            name={[row.name, 'validFrom']}
            label={fields.validFrom}
            rules={[{ required: true, message: messages.required(fields.validFrom) }]}
          >
            <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name={[row.name, 'validTo']}
            label={fields.validTo}
            dependencies={[['certificates', row.name, 'validFrom']]}
            rules={[
              { required: true, message: messages.required(fields.validTo) },
              ({ getFieldValue }) => ({
                validator: async (_, value: TRecordFormValues['certificates'][number]['validTo']) => {
                  const from = getFieldValue([
                    'certificates',
                    row.name,
                    'validFrom',
                  ]) as TRecordFormValues['certificates'][number]['validFrom'];
                  if (value && from && value.isBefore(from, 'day')) throw new Error(M.validToBeforeFrom);
                },
              }),
            ]}
          >
            <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label={fields.file}>
            <span>
              {(form.getFieldValue(['certificates', row.name, 'fileName']) as string | undefined) ??
                messages.noFile}
            </span>
          </Form.Item>
          <Form.Item name={[row.name, 'upload']} label={messages.upload} className={styles.wide}>
            <CertificateUpload />
          </Form.Item>
          <Form.Item name={[row.name, 'fileId']} hidden>
            <Input />
          </Form.Item>
        </>
      )}
    />
  );
}
