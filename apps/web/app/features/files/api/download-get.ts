import { downloadGet } from '@supportal/contract';

/** Address of a notice attachment's bytes (served under its own file name). */
export const attachmentDownloadUrl = (fileId: string): string =>
  `${downloadGet.path}?${new URLSearchParams({ fileId }).toString()}`;
