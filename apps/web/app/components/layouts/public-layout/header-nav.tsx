import { ExportOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { HEADER_TABS, isHeaderTabActive } from '../../../config/header-tabs';
import { layoutMessages } from './messages';
import styles from './public-layout.module.css';
import { VisuallyHidden } from '../../widgets/visually-hidden';

/** The blue tab bar; the tab matching the current path and query is highlighted. */
export function HeaderNav() {
  const location = useLocation();
  const search = new URLSearchParams(location.search);

  return (
    <nav className={styles.nav} aria-label={layoutMessages.navLabel}>
      <ul className={`${styles.container} ${styles.navList}`}>
        {HEADER_TABS.map((tab) => {
          if (tab.kind === 'external') {
            return (
              <li key={tab.key}>
                <a className={styles.navItem} href={tab.href} target="_blank" rel="noopener noreferrer">
                  {tab.label}
                  <ExportOutlined className={styles.navExternalIcon} aria-hidden />
                  <VisuallyHidden>{layoutMessages.newWindowHint}</VisuallyHidden>
                </a>
              </li>
            );
          }
          const active = isHeaderTabActive(tab, location.pathname, search);
          return (
            <li key={tab.key}>
              <Link
                className={active ? `${styles.navItem} ${styles.navItemActive}` : styles.navItem}
                to={tab.href}
                aria-current={active ? 'page' : undefined}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
