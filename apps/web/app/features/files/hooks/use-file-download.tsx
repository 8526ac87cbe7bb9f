import { TOAST_DURATION_MS } from '@supportal/contract';
import { App, Progress } from 'antd';
import { useCallback, useState } from 'react';
import { DownloadError, downloadFile } from '../lib/download-file';
import { fileMessages } from '../messages';

/** Files from this size on show a progress notification while they stream. */
const PROGRESS_FROM_BYTES = 1024 * 1024;
const DONE_NOTICE_SECONDS = 2;

export type TDownloadTarget = { id: string; url: string; fileName: string };

/**
 * Downloads files one click at a time per file: large ones show their progress, failures say
 * 下载附件失败 (no file) or 下载失败 (transfer broke), as spec section 8 asks.
 */
export const useFileDownload = () => {
  const { message, notification } = App.useApp();
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(new Set());

  const download = useCallback(
    async (target: TDownloadTarget) => {
      const key = `download-${target.id}`;
      let shownPercent = -1;
      setPendingIds((ids) => new Set(ids).add(target.id));
      try {
        const fileName = await downloadFile({
          url: target.url,
          fallbackName: target.fileName,
          onProgress: ({ receivedBytes, totalBytes }) => {
            if (!totalBytes || totalBytes < PROGRESS_FROM_BYTES) return;
            // A compressed answer can deliver more than its Content-Length: stay below 100 until done.
            const percent = Math.min(99, Math.floor((receivedBytes / totalBytes) * 100));
            if (percent === shownPercent) return;
            shownPercent = percent;
            notification.open({
              key,
              title: fileMessages.downloading(target.fileName),
              description: (
                <Progress
                  percent={percent}
                  size="small"
                  aria-label={fileMessages.progressLabel(target.fileName)}
                />
              ),
              duration: 0,
            });
          },
        });
        if (shownPercent >= 0) {
          notification.success({
            key,
            title: fileMessages.downloaded(fileName),
            description: <Progress percent={100} size="small" />,
            duration: DONE_NOTICE_SECONDS,
          });
        }
      } catch (error) {
        if (shownPercent >= 0) notification.destroy(key);
        const noData = error instanceof DownloadError && error.kind === 'noData';
        if (!(error instanceof DownloadError)) console.error(error);
        void message.error({
          content: noData ? fileMessages.attachmentFailed : fileMessages.downloadFailed,
          duration: TOAST_DURATION_MS / 1000,
        });
      } finally {
        setPendingIds((ids) => {
          const next = new Set(ids);
          next.delete(target.id);
          return next;
        });
      }
    },
    [message, notification],
  );

  return { download, isPending: (id: string) => pendingIds.has(id) };
};
