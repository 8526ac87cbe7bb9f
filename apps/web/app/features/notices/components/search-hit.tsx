import type { TFullTextHit } from '@supportal/contract';
import type { ReactNode } from 'react';
import { attachmentDownloadUrl } from '../../../lib/attachment-url';
import { searchMessages } from '../search-messages';
import styles from './search.module.css';

/**
 * The snippet as text with its matches marked: React escapes every piece, so text from a notice is
 * never read as markup.
 */
const markedSnippet = ({ snippet, highlights }: TFullTextHit): ReactNode[] => {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const { start, length } of [...highlights].sort((a, b) => a.start - b.start)) {
    if (start < at) continue;
    if (start > at) parts.push(snippet.slice(at, start));
    parts.push(<mark key={start}>{snippet.slice(start, start + length)}</mark>);
    at = start + length;
  }
  if (at < snippet.length) parts.push(snippet.slice(at));
  return parts;
};

/**
 * 附件《name》第 N 页 as a link to the file: a PDF opens at the page of the match, any other file
 * downloads.
 */
function AttachmentPlace({ attachment }: { attachment: NonNullable<TFullTextHit['attachment']> }) {
  const { fileId, fileName, pageNo } = attachment;
  return (
    <a
      className={styles.hitAttachment}
      href={attachmentDownloadUrl(fileId, pageNo)}
      target="_blank"
      rel="noopener noreferrer"
    >
      {searchMessages.hitAttachment(fileName, pageNo)}
    </a>
  );
}

/**
 * Where a search result matched (标题 / 正文 / 附件《name》第 N 页) and, for the body and attachments,
 * the text around the match (a title match is the title shown just above).
 */
export function SearchHit({ hit }: { hit: TFullTextHit }) {
  return (
    <p className={styles.hit}>
      <span className={styles.hitLocation}>
        {searchMessages.hitLabel}：
        {hit.attachment ? (
          <AttachmentPlace attachment={hit.attachment} />
        ) : (
          searchMessages.hitLocation[hit.location]
        )}
      </span>
      {hit.location === 'title' ? null : markedSnippet(hit)}
    </p>
  );
}
