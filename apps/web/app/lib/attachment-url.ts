import { downloadGet } from '@supportal/contract';

/**
 * Address of a notice attachment's bytes (served under its own file name). With a page, the PDF opens
 * in the browser's viewer at that page (a search hit inside it) instead of downloading.
 */
export const attachmentDownloadUrl = (fileId: string, pdfPage?: number): string =>
  pdfPage === undefined
    ? `${downloadGet.path}?${new URLSearchParams({ fileId }).toString()}`
    : `${downloadGet.path}?${new URLSearchParams({ fileId, disposition: 'inline' }).toString()}#page=${pdfPage}`;
