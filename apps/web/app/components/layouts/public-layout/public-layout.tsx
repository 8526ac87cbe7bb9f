import type { ReactNode } from 'react';
import { chinaYear } from '../../../lib/format-date';
import { HeaderNav } from './header-nav';
import { LogoBar } from './logo-bar';
import styles from './public-layout.module.css';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

type TPublicLayoutProps = {
  /** Server render time (ms), shown by the clock until the browser takes over; null when unknown. */
  renderedAt: number | null;
  /** The header search; passed in because shared layouts do not import features. */
  search: ReactNode;
  /** Login link or, once logged in, greeting and 退出; passed in for the same reason. */
  account?: ReactNode;
  children: ReactNode;
};

/** Public layout of spec section 2: top bar, logo bar with date and clock, tabs, content, footer. */
export function PublicLayout({ renderedAt, search, account, children }: TPublicLayoutProps) {
  return (
    <div className={styles.page}>
      <header>
        <TopBar account={account} />
        <LogoBar renderedAt={renderedAt} search={search} />
        <HeaderNav />
      </header>
      <main className={`${styles.container} ${styles.content}`}>{children}</main>
      <SiteFooter year={renderedAt === null ? null : chinaYear(renderedAt)} />
    </div>
  );
}
