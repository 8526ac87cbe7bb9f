import { DownloadOutlined } from '@ant-design/icons';
import { formatFileSize, type TFileInfo } from '@supportal/contract';
import { Button } from 'antd';
import { attachmentDownloadUrl } from '../api/download-get';
import { useFileDownload } from '../hooks/use-file-download';
import { fileMessages } from '../messages';
import { FileTypeIcon } from './file-type-icon';
import styles from './files.module.css';

/** The attachments under a notice, each downloadable under its own name. */
export function AttachmentList({ files }: { files: readonly TFileInfo[] }) {
  const { download, isPending } = useFileDownload();

  return (
    <section className={styles.attachments} aria-labelledby="attachments-title">
      <h2 id="attachments-title" className={styles.attachmentsTitle}>
        {fileMessages.attachmentsTitle}（{files.length}）
      </h2>
      {files.length === 0 ? (
        <p className={styles.empty}>{fileMessages.noAttachments}</p>
      ) : (
        <ul className={styles.fileList}>
          {files.map((file) => {
            const url = attachmentDownloadUrl(file.id);
            return (
              <li key={file.id} className={styles.fileRow}>
                <FileTypeIcon fileName={file.fileName} className={styles.fileIcon} />
                <span className={styles.fileName} title={file.fileName}>
                  {file.fileName}
                </span>
                <span className={styles.fileMeta}>{formatFileSize(file.fileSize)}</span>
                <Button
                  type="link"
                  href={url}
                  download={file.fileName}
                  icon={<DownloadOutlined aria-hidden />}
                  loading={isPending(file.id)}
                  aria-label={fileMessages.downloadNamed(file.fileName)}
                  onClick={(event) => {
                    // Without JavaScript the link downloads directly; with it, progress is shown.
                    event.preventDefault();
                    if (!isPending(file.id)) void download({ id: file.id, url, fileName: file.fileName });
                  }}
                >
                  {fileMessages.download}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
