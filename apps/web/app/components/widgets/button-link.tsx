import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './button-link.module.css';

/** A link that looks like the primary button: navigation stays a real link (new tab, keyboard, reader). */
export function ButtonLink({ to, block, children }: { to: string; block?: boolean; children: ReactNode }) {
  return (
    <Link to={to} className={block ? `${styles.buttonLink} ${styles.block}` : styles.buttonLink}>
      {children}
    </Link>
  );
}
