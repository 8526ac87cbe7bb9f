import type { ElementType, ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Text for screen readers only (new-window hints, state words, a page's h1 above a visual banner). */
export function VisuallyHidden({
  as: Element = 'span',
  id,
  htmlFor,
  children,
}: {
  as?: ElementType;
  id?: string;
  /** With `as="label"`: the control it names. */
  htmlFor?: string;
  children: ReactNode;
}) {
  return (
    <Element id={id} className={styles.visuallyHidden} htmlFor={htmlFor}>
      {children}
    </Element>
  );
}
