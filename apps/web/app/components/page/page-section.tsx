import { Breadcrumb } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { pageMessages } from './messages';
import styles from './page-section.module.css';

type TPageSectionProps = {
  title: string;
  /** Trail after 首页; the last entry is the current page. */
  trail?: readonly string[];
  /** Beside the heading (e.g. the searched keyword). */
  extra?: ReactNode;
  /** A column left of the panel (e.g. a side nav). */
  aside?: ReactNode;
  children?: ReactNode;
};

/**
 * The breadcrumb (首页 / … / the current page) above a page's own content; inside the workspace it
 * starts at the workspace's home.
 */
export function PageFrame({ trail, children }: { trail: readonly string[]; children: ReactNode }) {
  const inWorkspace = useLocation().pathname.startsWith(paths.purHome.path);
  const home = inWorkspace
    ? { href: paths.purHome.getHref(), label: pageMessages.workspaceHome }
    : { href: paths.home.getHref(), label: pageMessages.home };
  return (
    <div className={styles.page}>
      <Breadcrumb
        className={styles.breadcrumb}
        items={[
          { key: 'home', title: <Link to={home.href}>{home.label}</Link> },
          ...trail.map((label, index) => ({ key: `${index}-${label}`, title: label })),
        ]}
      />
      {children}
    </div>
  );
}

/** Breadcrumb, page heading and a white content panel: the frame of every inner public page. */
export function PageSection({ title, trail = [title], extra, aside, children }: TPageSectionProps) {
  const panel = (
    <section className={styles.panel} aria-labelledby="page-title">
      <header className={styles.header}>
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        {extra}
      </header>
      <div className={styles.body}>{children}</div>
    </section>
  );
  return (
    <PageFrame trail={trail}>
      {aside ? (
        <div className={styles.withAside}>
          {aside}
          {panel}
        </div>
      ) : (
        panel
      )}
    </PageFrame>
  );
}
