import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useFileDownload } from '../hooks/use-file-download';
import { fileMessages } from '../messages';

type TFileDownloadLinkProps = {
  url: string;
  fileName: string;
  /** What the link says; 下载 unless given (a table cell shows the file's name). */
  children?: ReactNode;
  className?: string;
};

/**
 * One file's download link: without JavaScript the address downloads directly; with it, large files
 * show progress and a failure says 下载附件失败 / 下载失败.
 */
export function FileDownloadLink({ url, fileName, children, className }: TFileDownloadLinkProps) {
  const { download, isPending } = useFileDownload();
  return (
    <Button
      type="link"
      href={url}
      download={fileName}
      className={className}
      icon={<DownloadOutlined aria-hidden />}
      loading={isPending(url)}
      aria-label={fileMessages.downloadNamed(fileName)}
      onClick={(event) => {
        event.preventDefault();
        if (!isPending(url)) void download({ id: url, url, fileName });
      }}
    >
      {children ?? fileMessages.download}
    </Button>
  );
}
