import { checkCanOrNotPublishNotice, RESULT_STAT } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

/**
 * Whether the black-list notice of a process may be published now. On '999' the request layer has
 * shown the 提醒 dialog with the server's reason, and the answer is false.
 */
export const canPublishBlacklistNotice = async (processInstID: string): Promise<boolean> => {
  const envelope = await apiClient.requestEnvelope(
    checkCanOrNotPublishNotice,
    { query: { processInstID } },
    { area: 'supplierPortal' },
  );
  return envelope.resultStat === RESULT_STAT.success;
};
