import { queryWorkItemList, type TEndpoint, type TWorkItem } from '@supportal/contract';
import type { TEnvelopeAnswer } from './account-calls.js';

/** The open work item (待办) of a process instance in a reviewer's list, called as that reviewer. */
export const todoOf = async (
  reviewer: (endpoint: TEndpoint, body: object) => Promise<TEnvelopeAnswer>,
  processInstID: string,
) =>
  ((await reviewer(queryWorkItemList, { queryType: '0' })).data.records as TWorkItem[]).find(
    (item) => item.processInstID === processInstID,
  );
