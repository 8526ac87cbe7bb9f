import {
  ERROR_CODES,
  PUBLISH_BLACKLIST_WORK_ITEM_NAME,
  type TWorkItem,
  type TWorkItemActions,
} from '@supportal/contract';
import { Alert, App, Button, Form, Input, Modal, Select, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { TTaskType } from '../../../config/paths';
import { isAppError } from '../../../lib/app-error';
import { approveTask } from '../api/approve-work-item';
import { cancelTaskProcess } from '../api/cancel-process';
import { canPublishBlacklistNotice, publishRefusalQuery } from '../api/check-can-or-not-publish-notice';
import { rejectTask } from '../api/reject-work-item';
import { remindTask } from '../api/remind-process';
import { returnTask } from '../api/return-work-item';
import { transferTask } from '../api/transfer-work-item';
import { withdrawTask } from '../api/withdraw-process';
import { needsPublishCheck } from '../lib/task-window';
import { workflowMessages as messages } from '../messages';
import styles from './task.module.css';

/** Someone else decided first, or the instance moved on (the server answered 409). */
export const isConflict = (error: unknown): boolean =>
  isAppError(error) &&
  (error.httpStatus === ERROR_CODES.conflict.httpStatus ||
    error.resultStat === ERROR_CODES.conflict.resultStat);

type TDecisionKey = 'approve' | 'reject' | 'return' | 'transfer' | 'withdraw' | 'remind' | 'cancel';

type TTaskDecisionsProps = {
  item: TWorkItem;
  actions: TWorkItemActions;
  taskType: TTaskType;
  /** Edit mode: the business form above submits; here only 撤销申请 (and 撤回 / 催办). */
  editable: boolean;
  /** A decision moved the task on: the page says so and the window closes. */
  onDecided: (label: string) => void;
  /** Loads the task again (after someone else handled it). */
  onReload: () => void;
};

type TCommentForm = { comment?: string };

/**
 * The buttons the step allows (process/get-work-item's actions): 同意 (发布黑名单公告 at that step, after
 * the publication check), 驳回, 退回, 转办, 撤回, 催办, 撤销申请, with the opinion they carry. Read-only
 * tasks (我的已办) keep only 撤回 and 催办.
 */
export function TaskDecisions({
  item,
  actions,
  taskType,
  editable,
  onDecided,
  onReload,
}: TTaskDecisionsProps) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<TCommentForm>();
  const [busy, setBusy] = useState<TDecisionKey | null>(null);
  const [picking, setPicking] = useState<'return' | 'transfer' | null>(null);
  const [picked, setPicked] = useState<string | undefined>();
  const [pickError, setPickError] = useState<string | null>(null);
  // Who handled the task first (the server's 409 message): the typed opinion stays in its field.
  const [conflict, setConflict] = useState<string | null>(null);
  const [remindAvailableAt, setRemindAvailableAt] = useState(actions.remindAvailableAt ?? null);

  const deciding = taskType === 'edit';
  // A black-list publication the server refuses ('999') opens all the same, for 驳回 or 退回.
  const publishChecked = needsPublishCheck(item, taskType);
  const refusal = useQuery({ ...publishRefusalQuery(item.processInstID), enabled: publishChecked });
  const publishRefused = publishChecked && (refusal.data ?? null) !== null;
  const labels = messages.actions;
  const approveLabel =
    item.workItemName === PUBLISH_BLACKLIST_WORK_ITEM_NAME ? labels.publishBlacklist : labels.approve;
  const can = {
    approve: deciding && !editable && actions.approve && !publishRefused,
    reject: deciding && !editable && actions.reject,
    return: deciding && !editable && actions.returnTargets.length > 0,
    transfer: deciding && !editable && actions.transferCandidates.length > 0,
    cancel: deciding && editable && actions.cancel,
    withdraw: actions.withdraw,
    remind: actions.remind || remindAvailableAt !== null,
  };
  const takesComment = can.approve || can.reject || can.return || can.transfer || can.cancel;

  const comment = () => form.getFieldValue('comment')?.trim() ?? '';
  /** The opinion, or null after marking the field when the decision needs one and it is empty. */
  const requiredComment = (label: string): string | null => {
    const text = comment();
    if (text) return text;
    form.setFields([{ name: 'comment', errors: [messages.commentRequired(label)] }]);
    return null;
  };

  const run = async (key: TDecisionKey, label: string, call: () => Promise<unknown>, movesTask = true) => {
    setBusy(key);
    try {
      await call();
      if (movesTask) onDecided(label);
      else void message.success(messages.decided(label));
    } catch (error) {
      // The request layer showed the server's message; a 409 means someone else handled the task.
      if (isConflict(error)) setConflict(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };

  const confirmThen = (content: ReactNode, label: string, proceed: () => Promise<void>) =>
    modal.confirm({ title: label, content, okText: label, cancelText: messages.dismiss, onOk: proceed });

  /** 同意 moves the task on at once: a summary of what happens, with the opinion, first. */
  const approve = async () => {
    if (needsPublishCheck(item, taskType) && !(await canPublishBlacklistNotice(item.processInstID))) return;
    const opinion = comment();
    const summary =
      item.workItemName === PUBLISH_BLACKLIST_WORK_ITEM_NAME
        ? messages.confirmPublishBlacklist(item.processInstName)
        : messages.confirmApprove(item.workItemName, item.processInstName);
    confirmThen(
      <>
        <p>{summary}</p>
        <p>{messages.confirmOpinion(opinion)}</p>
      </>,
      approveLabel,
      () =>
        run('approve', approveLabel, () => approveTask({ workItemID: item.workItemID, comment: opinion })),
    );
  };

  const remind = () =>
    run(
      'remind',
      labels.remind,
      async () => {
        const answer = await remindTask({ processInstID: item.processInstID, comment: comment() });
        setRemindAvailableAt(answer.remindAvailableAt);
      },
      false,
    );

  const reject = () => {
    const text = requiredComment(labels.reject);
    if (text === null) return;
    confirmThen(messages.confirmReject, labels.reject, () =>
      run('reject', labels.reject, () => rejectTask({ workItemID: item.workItemID, comment: text })),
    );
  };

  const cancel = () => {
    const text = requiredComment(labels.cancel);
    if (text === null) return;
    confirmThen(messages.confirmCancel, labels.cancel, () =>
      run('cancel', labels.cancel, () => cancelTaskProcess({ workItemID: item.workItemID, comment: text })),
    );
  };

  const withdraw = () =>
    confirmThen(messages.confirmWithdraw, labels.withdraw, () =>
      run('withdraw', labels.withdraw, () =>
        withdrawTask({ processInstID: item.processInstID, comment: comment() }),
      ),
    );

  const openPicker = (kind: 'return' | 'transfer') => {
    if (kind === 'return' && requiredComment(labels.return) === null) return;
    setPicked(undefined);
    setPickError(null);
    setPicking(kind);
  };

  const confirmPick = async () => {
    if (!picked) {
      setPickError(picking === 'return' ? messages.returnTargetRequired : messages.transferTargetRequired);
      return;
    }
    const kind = picking;
    setPicking(null);
    if (kind === 'return') {
      await run('return', labels.return, () =>
        returnTask({ workItemID: item.workItemID, activityDefID: picked, comment: comment() }),
      );
    } else {
      await run('transfer', labels.transfer, () =>
        transferTask({ workItemID: item.workItemID, toUid: picked, comment: comment() }),
      );
    }
  };

  const anyAction = Object.values(can).some(Boolean);
  if (!anyAction) return <p>{taskType === 'finished' ? messages.readOnly : messages.noDecision}</p>;

  const pickOptions =
    picking === 'return'
      ? actions.returnTargets.map((target) => ({ value: target.activityDefID, label: target.name }))
      : actions.transferCandidates.map((candidate) => ({ value: candidate.uid, label: candidate.name }));

  return (
    <>
      {conflict ? (
        <Alert
          className={styles.conflict}
          type="warning"
          showIcon
          title={messages.conflictTitle}
          description={
            <>
              <p>{conflict}</p>
              {takesComment ? <p>{messages.conflictKeptOpinion}</p> : null}
            </>
          }
          action={
            <Button size="small" onClick={onReload}>
              {messages.reloadTask}
            </Button>
          }
        />
      ) : null}
      {publishRefused ? (
        <Alert
          className={styles.conflict}
          type="warning"
          showIcon
          title={messages.publishRefusedTitle}
          description={
            <>
              <p>{refusal.data}</p>
              <p>{messages.publishRefusedHint}</p>
            </>
          }
        />
      ) : null}
      {taskType === 'finished' ? <p>{messages.readOnly}</p> : null}
      {editable ? <p>{messages.editModeHint}</p> : null}
      {takesComment ? (
        <Form<TCommentForm> form={form} layout="vertical" className={styles.comment}>
          <Form.Item name="comment" label={messages.comment}>
            <Input.TextArea rows={3} maxLength={500} showCount placeholder={messages.commentPlaceholder} />
          </Form.Item>
        </Form>
      ) : null}
      <Space wrap>
        {can.approve ? (
          <Button
            type="primary"
            loading={busy === 'approve'}
            disabled={conflict !== null}
            onClick={() => void approve()}
          >
            {approveLabel}
          </Button>
        ) : null}
        {can.reject ? (
          <Button danger loading={busy === 'reject'} disabled={conflict !== null} onClick={reject}>
            {labels.reject}
          </Button>
        ) : null}
        {can.return ? (
          <Button
            loading={busy === 'return'}
            disabled={conflict !== null}
            onClick={() => openPicker('return')}
          >
            {labels.return}
          </Button>
        ) : null}
        {can.transfer ? (
          <Button
            loading={busy === 'transfer'}
            disabled={conflict !== null}
            onClick={() => openPicker('transfer')}
          >
            {labels.transfer}
          </Button>
        ) : null}
        {can.cancel ? (
          <Button danger loading={busy === 'cancel'} disabled={conflict !== null} onClick={cancel}>
            {labels.cancel}
          </Button>
        ) : null}
        {can.withdraw ? (
          <Button loading={busy === 'withdraw'} disabled={conflict !== null} onClick={withdraw}>
            {labels.withdraw}
          </Button>
        ) : null}
        {can.remind ? (
          <Button
            loading={busy === 'remind'}
            disabled={remindAvailableAt !== null}
            onClick={() => void remind()}
          >
            {remindAvailableAt
              ? `${labels.remind}（${messages.remindAgainAt(remindAvailableAt)}）`
              : labels.remind}
          </Button>
        ) : null}
      </Space>
      <Modal
        open={picking !== null}
        title={picking === 'return' ? messages.returnDialogTitle : messages.transferDialogTitle}
        okText={picking === 'return' ? labels.return : labels.transfer}
        cancelText={messages.dismiss}
        onOk={() => void confirmPick()}
        onCancel={() => setPicking(null)}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item
            label={picking === 'return' ? messages.returnTarget : messages.transferTarget}
            validateStatus={pickError ? 'error' : undefined}
            help={pickError}
            required
          >
            <Select
              value={picked}
              options={pickOptions}
              onChange={(value: string) => {
                setPicked(value);
                setPickError(null);
              }}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
