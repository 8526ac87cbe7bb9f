import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { SITE } from '../../../config/site';
import { HeaderClock } from '../../widgets/header-clock';
import { SiteLogoMark } from '../../widgets/site-logo';
import styles from './public-layout.module.css';

type TLogoBarProps = { renderedAt: number | null; search: ReactNode };

export function LogoBar({ renderedAt, search }: TLogoBarProps) {
  return (
    <div className={styles.logoBar}>
      <div className={`${styles.container} ${styles.logoBarInner}`}>
        <Link to={paths.home.getHref()} className={styles.brand}>
          <SiteLogoMark />
          <span className={styles.brandText}>
            <span className={styles.brandName}>{SITE.productName}</span>
            <span className={styles.brandSlogan}>
              {SITE.companyName} · {SITE.slogan}
            </span>
          </span>
        </Link>
        <div className={styles.logoBarRight}>
          <div className={styles.search}>{search}</div>
          <HeaderClock
            renderedAt={renderedAt}
            className={styles.clock}
            dateClassName={styles.clockDate}
            timeClassName={styles.clockTime}
          />
        </div>
      </div>
    </div>
  );
}
