import { Link } from 'react-router';
import type { TNoticeCategoryGroup } from '../lib/notice-categories';
import { noticeMessages } from '../messages';
import styles from './notice-list.module.css';

type TNoticeSideNavProps = {
  group: TNoticeCategoryGroup;
  activeKey: string;
  /** The list address of an entry (filters and page start over). */
  hrefOf: (category: TNoticeCategoryGroup['categories'][number]) => string;
};

/** The left nav of a notice list: the sub-categories of its main type as real links. */
export function NoticeSideNav({ group, activeKey, hrefOf }: TNoticeSideNavProps) {
  return (
    <nav className={styles.sideNav} aria-label={noticeMessages.sideNavLabel(group.title)}>
      <h2 className={styles.sideNavTitle}>{group.title}</h2>
      <ul className={styles.sideNavList}>
        {group.categories.map((category) => {
          const active = category.key === activeKey;
          return (
            <li key={category.key}>
              <Link
                className={active ? `${styles.sideNavLink} ${styles.sideNavLinkActive}` : styles.sideNavLink}
                to={hrefOf(category)}
                aria-current={active ? 'page' : undefined}
              >
                {category.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
