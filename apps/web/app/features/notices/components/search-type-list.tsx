import { Link } from 'react-router';
import { formatCount } from '../../../lib/format-count';
import type { TSearchTypeEntry } from '../lib/search-query';
import { searchMessages } from '../search-messages';
import sideNavStyles from './notice-list.module.css';
import styles from './search.module.css';

type TSearchTypeListProps = {
  entries: readonly TSearchTypeEntry[];
  activeCode: string | undefined;
  /** Address of the search narrowed to a type (page 1). */
  hrefOf: (code: string | undefined) => string;
};

/** The search's left list: 全部 and every notice type with its number of matches. */
export function SearchTypeList({ entries, activeCode, hrefOf }: TSearchTypeListProps) {
  return (
    <nav className={sideNavStyles.sideNav} aria-label={searchMessages.typeListLabel}>
      <h2 className={sideNavStyles.sideNavTitle}>{searchMessages.typeListTitle}</h2>
      <ul className={styles.types}>
        {entries.map((entry) => {
          const active = entry.code === activeCode;
          return (
            <li key={entry.code ?? 'all'}>
              <Link
                className={active ? `${styles.typeLink} ${styles.typeLinkActive}` : styles.typeLink}
                to={hrefOf(entry.code)}
                aria-current={active ? 'page' : undefined}
              >
                <span>{entry.label}</span>
                <span
                  className={entry.count === 0 ? `${styles.count} ${styles.countZero}` : styles.count}
                  aria-label={searchMessages.typeCount(formatCount(entry.count, entry.lowerBound))}
                >
                  {formatCount(entry.count, entry.lowerBound)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
