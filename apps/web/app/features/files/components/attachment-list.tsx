import { formatFileSize, type TFileInfo } from '@supportal/contract';
import { attachmentDownloadUrl } from '../../../lib/attachment-url';
import { fileMessages } from '../messages';
import { FileDownloadLink } from './file-download-link';
import { FileTypeIcon } from './file-type-icon';
import styles from './files.module.css';

/** The attachments under a notice, each downloadable under its own name. */
export function AttachmentList({ files }: { files: readonly TFileInfo[] }) {
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
                <FileDownloadLink url={url} fileName={file.fileName} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
