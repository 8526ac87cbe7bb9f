import { downloadOutdownloadFileInfo } from '@supportal/contract';

/** Address of a download-zone file's bytes. */
export const downloadZoneFileUrl = (fileId: string): string =>
  `${downloadOutdownloadFileInfo.path}?${new URLSearchParams({ fileId }).toString()}`;
