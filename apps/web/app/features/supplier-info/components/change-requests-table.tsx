import type { TSupplierChangeRequest } from '@supportal/contract';
import { App, Button, Form, Input, Modal, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { supplierInfoMessages as messages } from '../messages';
import { ChangeDiff, diffFilesOf } from './change-diff';
import type { TFileLink } from './record-view';

const STATUS_COLORS: Record<string, string> = {
  editing: 'orange',
  'in-review': 'processing',
  approved: 'success',
  rejected: 'error',
  cancelled: 'default',
};

export function ChangeStatusTag({ status }: { status: string }) {
  return <Tag color={STATUS_COLORS[status]}>{messages.statuses[status] ?? status}</Tag>;
}

type TChangeRequestsTableProps = {
  records: TSupplierChangeRequest[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** Take a submitted request back while unreviewed (process/withdraw-process). */
  onWithdraw: (request: TSupplierChangeRequest) => Promise<void>;
  /** Abandon a withdrawn or returned request (process/cancel-process, a reason required). */
  onCancel: (request: TSupplierChangeRequest, reason: string) => Promise<void>;
  /** Edit a withdrawn or returned request and submit it again. */
  onModify: (request: TSupplierChangeRequest) => void;
  /** Expanded at first (the request just submitted or asked for). */
  expandedId?: string | undefined;
  /** Makes the scans in each diff downloadable. */
  FileLink?: TFileLink | undefined;
};

/** 变更记录: every request with its status, its diff (expanded), and what the requester may do now. */
export function ChangeRequestsTable({
  records,
  total,
  page,
  pageSize,
  onPage,
  onWithdraw,
  onCancel,
  onModify,
  expandedId,
  FileLink,
}: TChangeRequestsTableProps) {
  const { modal } = App.useApp();
  const [cancelling, setCancelling] = useState<TSupplierChangeRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const { columns } = messages;

  const withdraw = (request: TSupplierChangeRequest) =>
    modal.confirm({
      title: messages.withdraw,
      content: messages.withdrawConfirm,
      okText: messages.withdraw,
      cancelText: messages.back,
      onOk: () => onWithdraw(request),
    });
  const cancel = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !cancelling) return;
    setBusy(true);
    try {
      await onCancel(cancelling, values.reason);
      setCancelling(null);
      form.resetFields();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Table<TSupplierChangeRequest>
        size="small"
        bordered
        rowKey="id"
        dataSource={records}
        scroll={{ x: 980 }}
        locale={{ emptyText: messages.noRecord }}
        expandable={{
          expandedRowRender: (request) => (
            <ChangeDiff diff={request.diff} files={diffFilesOf(request, FileLink)} />
          ),
          defaultExpandedRowKeys: expandedId ? [expandedId] : records[0] ? [records[0].id] : [],
        }}
        pagination={{
          current: page,
          pageSize,
          total,
          hideOnSinglePage: true,
          showSizeChanger: false,
          onChange: onPage,
        }}
        columns={[
          { key: 'id', title: '#', width: 70, render: (_, request) => request.id },
          { key: 'submittedAt', dataIndex: 'submittedAt', title: columns.submittedAt, width: 170 },
          { key: 'requester', dataIndex: 'requesterName', title: columns.requester, width: 100 },
          {
            key: 'status',
            title: columns.status,
            width: 90,
            render: (_, request) => <ChangeStatusTag status={request.status} />,
          },
          { key: 'currentState', dataIndex: 'currentStateName', title: columns.currentState, width: 200 },
          {
            key: 'reviewComment',
            title: columns.reviewComment,
            render: (_, request) => request.reviewComment ?? messages.none,
          },
          {
            key: 'actions',
            title: columns.actions,
            width: 200,
            render: (_, request) => (
              <Space size={4} wrap>
                {request.canWithdraw ? (
                  <Button size="small" onClick={() => withdraw(request)}>
                    {messages.withdraw}
                  </Button>
                ) : null}
                {request.editWorkItemID ? (
                  <>
                    <Button size="small" type="primary" onClick={() => onModify(request)}>
                      {messages.modify}
                    </Button>
                    <Button size="small" danger onClick={() => setCancelling(request)}>
                      {messages.cancelRequest}
                    </Button>
                  </>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={cancelling !== null}
        title={messages.cancelRequest}
        okText={messages.confirm}
        cancelText={messages.back}
        confirmLoading={busy}
        onOk={() => void cancel()}
        onCancel={() => setCancelling(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="reason"
            label={messages.cancelReason}
            rules={[{ required: true, whitespace: true, message: messages.cancelReasonRequired }]}
          >
            <Input.TextArea rows={3} maxLength={200} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
