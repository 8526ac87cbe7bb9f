import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { SITE } from '../../../config/site';
import { layoutMessages } from './messages';
import styles from './public-layout.module.css';

/** `account` replaces the login link (the logged-in greeting and 退出 come from the auth feature). */
export function TopBar({ account }: { account?: ReactNode }) {
  return (
    <div className={styles.topBar}>
      <div className={`${styles.container} ${styles.topBarInner}`}>
        <span>{layoutMessages.welcome}</span>
        <nav className={styles.topBarLinks} aria-label={layoutMessages.quickLinks}>
          {account ?? <Link to={paths.login.getHref()}>{layoutMessages.login}</Link>}
          <Link to={paths.downloads.getHref()}>{layoutMessages.downloads}</Link>
          <Link to={paths.companyIntro.getHref()}>{layoutMessages.companyIntro}</Link>
          <a href={SITE.officialSiteUrl} target="_blank" rel="noopener noreferrer">
            {layoutMessages.officialSite}
          </a>
        </nav>
      </div>
    </div>
  );
}
