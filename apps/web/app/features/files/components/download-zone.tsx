import { DownloadOutlined } from '@ant-design/icons';
import {
  DOWNLOAD_GRID_COLUMNS,
  formatFileSize,
  HOME_BOX_HEIGHT_PX,
  type TDownloadZoneFile,
} from '@supportal/contract';
import { Button, Empty } from 'antd';
import type { CSSProperties } from 'react';
import { ContentBox } from '../../../components/widgets/content-box';
import { formatDate } from '../../../lib/format-date';
import { downloadZoneFileUrl } from '../api/download-outdownload-file-info';
import { useFileDownload, type TDownloadTarget } from '../hooks/use-file-download';
import { fileMessages } from '../messages';
import { FileTypeIcon } from './file-type-icon';
import styles from './files.module.css';

const targetOf = (file: TDownloadZoneFile): TDownloadTarget => ({
  id: file.id,
  url: downloadZoneFileUrl(file.id),
  fileName: file.fileName,
});

type TDownloadZoneProps = {
  files: readonly TDownloadZoneFile[];
  /** 'grid': the page of cards (/downMore; three columns on a desktop, one on a phone); 'compact': the home box's list. */
  layout: 'grid' | 'compact';
};

/** The download-zone files; each title is a real link to the file and downloads it with progress. */
export function DownloadZone({ files, layout }: TDownloadZoneProps) {
  const { download, isPending } = useFileDownload();

  if (files.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={fileMessages.downloadZoneEmpty} />;
  }

  const linkProps = (file: TDownloadZoneFile) => {
    const target = targetOf(file);
    return {
      href: target.url,
      download: file.fileName,
      onClick: (event: { preventDefault: () => void }) => {
        // Without JavaScript the link downloads directly; with it, progress and errors are shown.
        event.preventDefault();
        if (!isPending(file.id)) void download(target);
      },
    };
  };

  if (layout === 'compact') {
    return (
      <ul className={styles.compactList}>
        {files.map((file) => (
          <li key={file.id} className={styles.compactItem}>
            <FileTypeIcon fileName={file.fileName} />
            <a className={styles.compactLink} title={file.title} {...linkProps(file)}>
              {file.title}
            </a>
            <span className={styles.fileMeta}>{formatDate(file.createTime)}</span>
          </li>
        ))}
      </ul>
    );
  }

  // The desktop column count is the spec's; the style sheet narrows it on tablets and phones.
  const gridStyle = { '--zone-columns': DOWNLOAD_GRID_COLUMNS } as CSSProperties;
  return (
    <ul className={styles.zoneGrid} style={gridStyle}>
      {files.map((file) => (
        <li key={file.id} className={styles.zoneCard}>
          <FileTypeIcon fileName={file.fileName} className={styles.zoneIcon} />
          <div className={styles.zoneText}>
            <span className={styles.zoneTitle} title={file.title}>
              {file.title}
            </span>
            <span className={styles.zoneMeta} title={file.fileName}>
              {file.fileName}
            </span>
            <span className={styles.zoneMeta}>
              {fileMessages.fileSize(formatFileSize(file.fileSize))} ·{' '}
              {fileMessages.uploadedAt(formatDate(file.createTime))}
            </span>
          </div>
          <Button
            type="primary"
            ghost
            icon={<DownloadOutlined aria-hidden />}
            loading={isPending(file.id)}
            aria-label={fileMessages.downloadNamed(file.fileName)}
            {...linkProps(file)}
          >
            {fileMessages.download}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The home pages' 下载专区 box: the files as a compact list, 更多 > leading to the whole zone. */
export function DownloadZoneBox({
  files,
  moreHref,
}: {
  files: readonly TDownloadZoneFile[];
  moreHref: string;
}) {
  return (
    <ContentBox
      title={fileMessages.downloadZoneTitle}
      moreHref={moreHref}
      bodyHeight={HOME_BOX_HEIGHT_PX.box}
    >
      <DownloadZone files={files} layout="compact" />
    </ContentBox>
  );
}
