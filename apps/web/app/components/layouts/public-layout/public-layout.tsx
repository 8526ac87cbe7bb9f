import { Suspense, type ReactNode } from 'react';
import { chinaYear } from '../../../lib/format-date';
import { HeaderNav } from './header-nav';
import { LogoBar } from './logo-bar';
import { layoutMessages } from './messages';
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

/** Target of the skip link, so keyboard users pass header and tabs in one step. */
const MAIN_ID = 'main-content';

/**
 * Public layout of spec section 2: top bar, logo bar with date and clock, tabs, content, footer.
 * Each part is a Suspense boundary of its own although nothing in it suspends: React hydrates and commits
 * such boundaries one at a time, so a phone's main thread is held for one part at a time rather than for
 * the whole page (antd's components measure and set styles as they commit).
 */
export function PublicLayout({ renderedAt, search, account, children }: TPublicLayoutProps) {
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        {layoutMessages.skipToMain}
      </a>
      <header>
        <Suspense>
          <TopBar account={account} />
        </Suspense>
        <Suspense>
          <LogoBar renderedAt={renderedAt} search={search} />
        </Suspense>
        <Suspense>
          <HeaderNav />
        </Suspense>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className={`${styles.container} ${styles.content}`}>
        <Suspense>{children}</Suspense>
      </main>
      <Suspense>
        <SiteFooter year={renderedAt === null ? null : chinaYear(renderedAt)} />
      </Suspense>
    </div>
  );
}
