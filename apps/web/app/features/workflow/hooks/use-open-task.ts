import { TASK_WINDOW_POLL_MS, type TWorkItem } from '@supportal/contract';
import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TTaskType } from '../../../config/paths';
import { isAppError } from '../../../lib/app-error';
import { hiddenPostForm } from '../../../lib/hidden-form';
import { canPublishBlacklistNotice } from '../api/check-can-or-not-publish-notice';
import { fetchTaskWindowTicket } from '../api/get-token';
import { workflowMessages as messages } from '../messages';
import { needsPublishCheck, taskWindowAddress, taskWindowFields, taskWindowName } from '../lib/task-window';

/** Posts the fields into the named window with a hidden form: the ticket never appears in an address. */
const postIntoWindow = (action: string, target: string, fields: Record<string, string>) => {
  const form = hiddenPostForm(document, action, target, fields);
  form.hidden = true;
  document.body.append(form);
  form.submit();
  form.remove();
};

type TUseOpenTaskOptions = {
  /** OBP_INTERFACE's workflow address (BPS_TASK_URL), when the dictionary has one. */
  configuredAddress: string | undefined;
  /** The task window was closed: the list is asked for again. */
  onWindowClosed: () => void;
};

/**
 * Opening a task (spec section 7): the black-list publication check where it applies (a refusal is
 * shown first and the task then opens for 驳回 or 退回 only), a single-use
 * ticket, then a new window the ticket is posted into; every 500 ms it looks whether that window has
 * closed.
 */
export const useOpenTask = ({ configuredAddress, onWindowClosed }: TUseOpenTaskOptions) => {
  const { message } = App.useApp();
  const [openingId, setOpeningId] = useState<string | null>(null);
  const watchers = useRef(new Set<ReturnType<typeof setInterval>>());
  const closed = useRef(onWindowClosed);
  useEffect(() => {
    closed.current = onWindowClosed;
  });

  useEffect(() => {
    const running = watchers.current;
    return () => running.forEach((watcher) => clearInterval(watcher));
  }, []);

  const watchWindow = useCallback((taskWindow: Window) => {
    const watcher = setInterval(() => {
      if (!taskWindow.closed) return;
      clearInterval(watcher);
      watchers.current.delete(watcher);
      closed.current();
    }, TASK_WINDOW_POLL_MS);
    watchers.current.add(watcher);
  }, []);

  const openTask = useCallback(
    async (item: TWorkItem, taskType: TTaskType) => {
      const address = taskWindowAddress(configuredAddress, window.location.origin);
      if (!address.allowed) {
        void message.error(messages.foreignTaskAddress);
        return;
      }
      const openWindow = async () => {
        try {
          const ticket = await fetchTaskWindowTicket();
          const name = taskWindowName(item);
          const taskWindow = window.open('', name);
          if (!taskWindow) {
            void message.warning(messages.popupBlocked);
            return;
          }
          postIntoWindow(address.url, name, taskWindowFields(item, ticket, taskType));
          watchWindow(taskWindow);
        } catch (error) {
          // The request layer has already told the user about failed calls.
          if (!isAppError(error)) void message.error(messages.ticketFailed);
        }
      };
      setOpeningId(item.workItemID);
      try {
        // On '999' the 提醒 dialog shows the reason; its 确定 still opens the task for 驳回 or 退回.
        if (
          needsPublishCheck(item, taskType) &&
          !(await canPublishBlacklistNotice(item.processInstID, { onReminderConfirm: openWindow }))
        )
          return;
        await openWindow();
      } catch {
        // The check failed: the request layer has told the user why.
      } finally {
        setOpeningId(null);
      }
    },
    [configuredAddress, message, watchWindow],
  );

  return { openTask, openingId };
};
