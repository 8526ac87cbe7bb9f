import { searchMessages } from '../search-messages';
import styles from './search.module.css';

/** One line above the results: how many notices match, or a prompt when there is no keyword yet. */
export function SearchSummary({ keyword, total }: { keyword: string; total: string }) {
  return (
    <p className={styles.summary} role="status">
      {keyword ? searchMessages.resultSummary(keyword, total) : searchMessages.noKeyword}
    </p>
  );
}
