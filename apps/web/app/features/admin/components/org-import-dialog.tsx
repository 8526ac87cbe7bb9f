import { ORG_IMPORT_COLUMNS, type TOrgImportReport } from '@supportal/contract';
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, List, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { ModalForm } from '../../../components/list-page/modal-form';
import { importOrgsRecord } from '../api/import-orgs';
import { adminMessages } from '../messages';

const messages = adminMessages.orgImport;

type TFormValues = { csv: string };

type TOrgImportDialogProps = {
  onClose: () => void;
  onImported: (report: TOrgImportReport) => void;
};

/** 导入单位: a CSV of provinces and cities, checked first (every bad line listed), then imported whole. */
export function OrgImportDialog({ onClose, onImported }: TOrgImportDialogProps) {
  const [form] = Form.useForm<TFormValues>();
  const [report, setReport] = useState<TOrgImportReport | null>(null);
  const [checking, setChecking] = useState(false);

  const check = async () => {
    const { csv } = await form.validateFields();
    setChecking(true);
    try {
      setReport(await importOrgsRecord(csv, true));
    } catch {
      // The request layer has shown why.
    } finally {
      setChecking(false);
    }
  };

  const loadFile = async (file: File) => {
    form.setFieldsValue({ csv: await file.text() });
    setReport(null);
  };

  return (
    <ModalForm<TFormValues>
      title={messages.title}
      okText={messages.import}
      form={form}
      initialValues={{ csv: `${ORG_IMPORT_COLUMNS.join(',')}\n` }}
      intro={<Typography.Paragraph type="secondary">{messages.intro}</Typography.Paragraph>}
      onValuesChange={() => setReport(null)}
      onSubmit={async ({ csv }) => onImported(await importOrgsRecord(csv, false))}
      onClose={onClose}
    >
      <Form.Item>
        <Upload
          accept=".csv,text/csv"
          showUploadList={false}
          beforeUpload={(file) => {
            void loadFile(file);
            // Read here, never sent: the text goes into the field below.
            return false;
          }}
        >
          <Button icon={<UploadOutlined />}>{messages.file}</Button>
        </Upload>
      </Form.Item>
      <Form.Item
        name="csv"
        label={messages.csv}
        rules={[{ required: true, whitespace: true, message: messages.csvRequired }]}
      >
        <Input.TextArea rows={8} spellCheck={false} style={{ fontFamily: 'monospace' }} />
      </Form.Item>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Button loading={checking} onClick={() => void check()}>
          {messages.check}
        </Button>
        {report ? (
          <Alert
            type={report.errors.length === 0 ? 'success' : 'error'}
            showIcon
            title={messages.summary(report)}
            description={
              report.errors.length === 0 ? null : (
                <List
                  size="small"
                  dataSource={report.errors}
                  renderItem={(error) => (
                    <List.Item>{messages.lineError(error.line, error.message)}</List.Item>
                  )}
                />
              )
            }
          />
        ) : null}
      </Space>
    </ModalForm>
  );
}
