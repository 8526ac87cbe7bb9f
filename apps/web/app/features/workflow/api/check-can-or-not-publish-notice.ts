import { checkCanOrNotPublishNotice, RESULT_STAT } from '@supportal/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient, type TRequestOptions } from '../../../lib/api-client';
import { isAppError } from '../../../lib/app-error';
import { endpointKey } from '../../../lib/endpoint-key';

/**
 * Whether the black-list notice of a process may be published now. On '999' the request layer has
 * shown the 提醒 dialog with the server's reason (its 确定 runs `onReminderConfirm` when given), and
 * the answer is false.
 */
export const canPublishBlacklistNotice = async (
  processInstID: string,
  options: Pick<TRequestOptions, 'onReminderConfirm'> = {},
): Promise<boolean> => {
  const envelope = await apiClient.requestEnvelope(
    checkCanOrNotPublishNotice,
    { query: { processInstID } },
    { area: 'supplierPortal', ...options },
  );
  return envelope.resultStat === RESULT_STAT.success;
};

/**
 * Why the black-list notice may not be published now ('999': the server's reason), or null when it
 * may. Asked quietly: the task window shows the reason inside instead of a dialog.
 */
export const publishRefusalQuery = (processInstID: string) =>
  queryOptions({
    queryKey: endpointKey(checkCanOrNotPublishNotice, { query: { processInstID } }),
    queryFn: async () => {
      try {
        await apiClient.requestEnvelope(
          checkCanOrNotPublishNotice,
          { query: { processInstID } },
          { area: 'supplierPortal', hideErrMsg: true },
        );
        return null;
      } catch (error) {
        if (isAppError(error) && error.kind === 'reminder') return error.message;
        throw error;
      }
    },
    staleTime: 0,
    retry: false,
  });
