import { downloadChangeRequestFile, type TChangeRequestFileSide } from '@supportal/contract';

/** Address of a certificate scan in a change request: the diff row's key, before ('old') or after ('new'). */
export const changeRequestFileUrl = (
  requestId: string,
  rowKey: string,
  side: TChangeRequestFileSide,
): string =>
  `${downloadChangeRequestFile.path}?${new URLSearchParams({ requestId, rowKey, side }).toString()}`;
