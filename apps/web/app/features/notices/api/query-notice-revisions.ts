import { queryNoticeRevisions, type TEndpointData } from '@supportal/contract';
import type { TCallApi } from '../../../lib/load-context';

export type TNoticeAmendment = TEndpointData<typeof queryNoticeRevisions>['amendments'][number];

export const loadNoticeAmendments = async (
  callApi: TCallApi,
  noticeId: string,
): Promise<TNoticeAmendment[]> =>
  (await callApi(queryNoticeRevisions, { body: { id: noticeId } })).amendments;
