import { UploadOutlined } from '@ant-design/icons';
import { formatFileSize, UPLOAD_PURPOSES, type TFileInfo, type TUploadPurpose } from '@supportal/contract';
import { Button, Upload, type UploadFile, type UploadProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { uploadMessages } from './messages';
import { sendUpload, uploadDownloadUrl, uploadUrlOf } from './upload-file';
import styles from './upload-field.module.css';

export type TUploadFieldProps = {
  /** What the files are for: picks the accepted types and the size limit (contract UPLOAD_PURPOSES). */
  purpose: TUploadPurpose;
  /** Uploaded files (ids go to the business call that attaches them). Form.Item passes it. */
  value?: readonly TFileInfo[];
  onChange?: (files: TFileInfo[]) => void;
  maxCount?: number;
  disabled?: boolean;
  /** Form.Item's field id, put on the file input so its label points at it. */
  id?: string;
  /**
   * Another upload call with the purpose's rules (registration's, bound to its token); its files
   * cannot be looked at again before they are attached, so they show without a link.
   */
  uploadUrl?: string;
};

const extensionOf = (fileName: string) => /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';

/**
 * A form field uploading files as they are picked: limits shown, progress per file, a refusal (by
 * the browser's own check or by the server) said under the field. Used inside antd Form.Item.
 */
export function UploadField({
  purpose,
  value = [],
  onChange,
  maxCount = 10,
  disabled,
  id,
  uploadUrl,
}: TUploadFieldProps) {
  const rule = UPLOAD_PURPOSES[purpose];
  const extensions: readonly string[] = rule.extensions;
  const kinds = [...new Set(extensions.map((extension) => extension.toUpperCase()))].join('、');
  const maxSize = formatFileSize(rule.maxBytes);
  const [uploading, setUploading] = useState<UploadFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  // Uploads finishing together each add to the latest list, not to the one they started with.
  const valueRef = useRef<readonly TFileInfo[]>(value);
  useEffect(() => {
    valueRef.current = value;
  }, [value]);
  const controllers = useRef(new Map<string, AbortController>());
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const refusalOf = (file: File, alreadyPicked: number): string | null => {
    if (valueRef.current.length + alreadyPicked >= maxCount) return uploadMessages.uploadTooMany(maxCount);
    if (!extensions.includes(extensionOf(file.name))) return uploadMessages.uploadBadType(file.name, kinds);
    if (file.size > rule.maxBytes) return uploadMessages.uploadTooLargeNamed(file.name, maxSize);
    if (file.size === 0) return uploadMessages.uploadEmpty(file.name);
    return null;
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const refusal = refusalOf(file, uploading.length + batch.indexOf(file));
    setError(refusal);
    return refusal ? Upload.LIST_IGNORE : true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file }) => {
    const picked = file as File & { uid: string };
    const controller = new AbortController();
    controllers.current.set(picked.uid, controller);
    const update = (change: Partial<UploadFile> | null) =>
      setUploading((items) =>
        change === null
          ? items.filter((item) => item.uid !== picked.uid)
          : items.map((item) => (item.uid === picked.uid ? { ...item, ...change } : item)),
      );
    setUploading((items) => [
      ...items,
      { uid: picked.uid, name: picked.name, status: 'uploading', percent: 0 },
    ]);
    sendUpload({
      url: uploadUrl ?? uploadUrlOf(purpose),
      file: picked,
      signal: controller.signal,
      onProgress: (percent) => update({ percent }),
    })
      .then((info) => {
        const next = [...valueRef.current, info];
        valueRef.current = next;
        onChange?.(next);
      })
      .catch((reason: Error) => {
        if (!controller.signal.aborted) setError(uploadMessages.uploadRefused(picked.name, reason.message));
      })
      .finally(() => {
        controllers.current.delete(picked.uid);
        update(null);
      });
  };

  const fileList: UploadFile[] = [
    ...value.map((file): UploadFile => ({
      uid: file.id,
      name: `${file.fileName}（${formatFileSize(file.fileSize)}）`,
      status: 'done',
      ...(uploadUrl ? {} : { url: uploadDownloadUrl(file.id) }),
    })),
    ...uploading,
  ];

  return (
    <div className={styles.uploadField}>
      <Upload
        id={id}
        accept={extensions.map((extension) => `.${extension}`).join(',')}
        multiple={maxCount > 1}
        fileList={fileList}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        disabled={disabled}
        progress={{ size: 'small', showInfo: true }}
        onRemove={(file) => {
          controllers.current.get(file.uid)?.abort();
          onChange?.(valueRef.current.filter((item) => item.id !== file.uid));
          return true;
        }}
      >
        <Button icon={<UploadOutlined aria-hidden />} disabled={disabled}>
          {uploadMessages.uploadButton}
        </Button>
      </Upload>
      <p className={styles.uploadHint}>
        {uploadMessages.uploadHint(kinds, maxSize)}
        {maxCount > 1 ? `，${uploadMessages.uploadCount(maxCount)}` : ''}
      </p>
      {error ? (
        <p className={styles.uploadError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
