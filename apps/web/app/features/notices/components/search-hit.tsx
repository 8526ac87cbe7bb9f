import type { TFullTextHit } from '@supportal/contract';
import type { ReactNode } from 'react';
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
 * Where a search result matched (标题 / 正文) and, for the body, the text around the match (a title
 * match is the title shown just above).
 */
export function SearchHit({ hit }: { hit: TFullTextHit }) {
  return (
    <p className={styles.hit}>
      <span className={styles.hitLocation}>
        {searchMessages.hitLabel}：{searchMessages.hitLocation[hit.location]}
      </span>
      {hit.location === 'title' ? null : markedSnippet(hit)}
    </p>
  );
}
