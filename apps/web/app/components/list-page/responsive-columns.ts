import styles from './responsive-columns.module.css';

/**
 * The class of a table column shown from antd's breakpoint `from` up, by the stylesheet: the server's
 * HTML and the hydrated page show the same columns at every width (no layout shift after hydration).
 */
export const shownFrom = (from: 'md' | 'lg' | 'xl') =>
  ({ md: styles.fromMd, lg: styles.fromLg, xl: styles.fromXl })[from];
