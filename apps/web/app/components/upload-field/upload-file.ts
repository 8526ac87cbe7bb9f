import {
  downloadUpload,
  RESULT_STAT,
  uploadFile,
  WEB_CLIENT_HEADER,
  WEB_CLIENT_HEADER_VALUE,
  type TFileInfo,
  type TUploadPurpose,
} from '@supportal/contract';
import { uploadMessages } from './messages';

/** An upload the server (or the network) refused; `message` is what the field shows. */
export class UploadError extends Error {
  override name = 'UploadError';
}

export type TUploadRequest = {
  /** The upload call with its query (uploadUrlOf for the shared one). */
  url: string;
  file: File;
  /** 0–100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

const messageOf = (status: number, text: string): string => {
  try {
    const envelope = JSON.parse(text) as { resultMsg?: unknown };
    if (typeof envelope.resultMsg === 'string' && envelope.resultMsg) return envelope.resultMsg;
  } catch {
    // Not the envelope (a proxy's page): fall through to the status.
  }
  if (status === 413) return uploadMessages.uploadTooLarge;
  return status === 401 ? uploadMessages.uploadSessionEnded : uploadMessages.uploadFailed;
};

/**
 * Sends one file to file/upload-file. XMLHttpRequest rather than fetch: only it reports upload
 * progress. The session travels as the cookie; the header marks the call as the portal's own page.
 */
export const sendUpload = ({ url, file, onProgress, signal }: TUploadRequest): Promise<TFileInfo> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader(WEB_CLIENT_HEADER, WEB_CLIENT_HEADER_VALUE);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(Math.min(99, Math.floor((event.loaded / event.total) * 100)));
    });
    xhr.addEventListener('load', () => {
      try {
        const envelope = JSON.parse(xhr.responseText) as { resultStat?: string; data?: TFileInfo };
        if (xhr.status === 200 && envelope.resultStat === RESULT_STAT.success && envelope.data) {
          onProgress?.(100);
          resolve(envelope.data);
          return;
        }
      } catch {
        // Handled below as a refusal.
      }
      reject(new UploadError(messageOf(xhr.status, xhr.responseText)));
    });
    // The server closes the connection after refusing a file it did not read to the end; some
    // browsers report that as a network error before the answer is read.
    xhr.addEventListener('error', () => reject(new UploadError(uploadMessages.uploadNetworkError)));
    xhr.addEventListener('abort', () => reject(new UploadError(uploadMessages.uploadCancelled)));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(uploadFile.fileField, file, file.name);
    xhr.send(form);
  });

/** The shared upload call (file/upload-file) for a purpose. */
export const uploadUrlOf = (purpose: TUploadPurpose): string =>
  `${uploadFile.path}?${new URLSearchParams({ purpose }).toString()}`;

/** Where the uploader can look at an upload before it is attached. */
export const uploadDownloadUrl = (fileId: string): string =>
  `${downloadUpload.path}?${new URLSearchParams({ fileId }).toString()}`;
