import { fileNameFromContentDisposition } from './content-disposition';

export type TDownloadProgress = { receivedBytes: number; totalBytes: number | null };

/**
 * Why a download failed (spec section 8): 'noData' when the server sent no file (404, an error
 * envelope, an empty body) → 下载附件失败; 'network' when the transfer broke → 下载失败.
 */
export class DownloadError extends Error {
  constructor(
    readonly kind: 'noData' | 'network',
    options?: { cause?: unknown },
  ) {
    super(kind === 'noData' ? 'the server sent no file' : 'the download broke off', options);
    this.name = 'DownloadError';
  }
}

export type TDownloadRequest = {
  url: string;
  /** Used when the answer names no file. */
  fallbackName: string;
  onProgress?: (progress: TDownloadProgress) => void;
};

const readAll = async (
  body: ReadableStream<Uint8Array>,
  totalBytes: number | null,
  onProgress: TDownloadRequest['onProgress'],
): Promise<Uint8Array[]> => {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let receivedBytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
    receivedBytes += value.byteLength;
    onProgress?.({ receivedBytes, totalBytes });
  }
};

/** Hands the bytes to the browser as a download under the given name. */
const saveBlob = (blob: Blob, fileName: string) => {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after the click returns; free it once it surely has.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
};

/**
 * Streams a file, reporting progress, and saves it under the name of its Content-Disposition header
 * (the fallback otherwise). Resolves with the saved name; rejects with a DownloadError.
 */
export const downloadFile = async ({ url, fallbackName, onProgress }: TDownloadRequest) => {
  let response: Response;
  try {
    // Same origin: the session cookie rides along for files meant for logged-in users.
    response = await fetch(url);
  } catch (cause) {
    throw new DownloadError('network', { cause });
  }
  const contentType = response.headers.get('content-type') ?? '';
  if (!response.ok || !response.body || /[/+]json\b/i.test(contentType)) {
    await response.body?.cancel();
    throw new DownloadError('noData');
  }
  const totalBytes = Number(response.headers.get('content-length')) || null;
  let chunks: Uint8Array[];
  try {
    chunks = await readAll(response.body, totalBytes, onProgress);
  } catch (cause) {
    throw new DownloadError('network', { cause });
  }
  if (chunks.length === 0) throw new DownloadError('noData');
  const fileName =
    fileNameFromContentDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(new Blob(chunks as BlobPart[], { type: contentType || 'application/octet-stream' }), fileName);
  return fileName;
};
