import {
  FileExcelOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
  FilePptOutlined,
  FileTextOutlined,
  FileWordOutlined,
  FileZipOutlined,
} from '@ant-design/icons';

const ICONS_BY_EXTENSION = [
  { extensions: ['pdf'], Icon: FilePdfOutlined, color: '#c9302c' },
  { extensions: ['xls', 'xlsx', 'csv'], Icon: FileExcelOutlined, color: '#1d7a46' },
  { extensions: ['doc', 'docx', 'wps'], Icon: FileWordOutlined, color: '#2a5caa' },
  { extensions: ['ppt', 'pptx'], Icon: FilePptOutlined, color: '#c55a11' },
  { extensions: ['zip', 'rar', '7z'], Icon: FileZipOutlined, color: '#8a6d3b' },
  { extensions: ['png', 'jpg', 'jpeg', 'gif', 'svg'], Icon: FileImageOutlined, color: '#6f42c1' },
  { extensions: ['txt'], Icon: FileTextOutlined, color: '#4a5565' },
] as const;

/** A file icon in the colour of its kind, chosen by the name's extension. */
export function FileTypeIcon({ fileName, className }: { fileName: string; className?: string }) {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  const match = ICONS_BY_EXTENSION.find((entry) =>
    (entry.extensions as readonly string[]).includes(extension),
  );
  const Icon = match?.Icon ?? FileOutlined;
  return <Icon className={className} style={{ color: match?.color ?? '#5b6573' }} aria-hidden />;
}
