import styles from './demo-badge.module.css';
import { widgetMessages } from './messages';

/** The mark of a demo server (demo data, published demo passwords): shown on every page, never in a deployment. */
export function DemoBadge() {
  return (
    <p
      className={styles.demoBadge}
      role="note"
      title={widgetMessages.demoHint}
      aria-label={widgetMessages.demoHint}
    >
      {widgetMessages.demo}
    </p>
  );
}
