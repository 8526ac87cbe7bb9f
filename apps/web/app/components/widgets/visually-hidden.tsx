import type { ElementType, ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Text for screen readers only (new-window hints, state words, a page's h1 above a visual banner). */
export function VisuallyHidden({
  as: Element = 'span',
  children,
}: {
  as?: ElementType;
  children: ReactNode;
}) {
  return <Element className={styles.visuallyHidden}>{children}</Element>;
}
