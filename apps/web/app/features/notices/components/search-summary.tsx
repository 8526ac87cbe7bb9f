import { searchMessages } from '../search-messages';
import styles from './search.module.css';

/**
 * One line above the results: how many notices match, why the keyword cannot be searched (`problem`),
 * or a prompt when there is no keyword yet.
 */
export function SearchSummary({
  keyword,
  total,
  problem = null,
}: {
  keyword: string;
  total: string;
  problem?: string | null;
}) {
  return (
    <p className={styles.summary} role="status">
      {problem ?? (keyword ? searchMessages.resultSummary(keyword, total) : searchMessages.noKeyword)}
    </p>
  );
}
