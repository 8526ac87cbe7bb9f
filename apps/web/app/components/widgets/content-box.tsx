import { useId, type ReactNode } from 'react';
import styles from './content-box.module.css';
import { widgetMessages } from './messages';
import { VisuallyHidden } from './visually-hidden';

type TContentBoxProps = {
  title: string;
  /** Where '更多 >' leads (in a new tab); no link when absent. */
  moreHref?: string;
  /** Links of the title bar in place of '更多 >' (a box whose links stay in this tab). */
  actions?: ReactNode;
  /** Height of the body in px (spec section 2: 300 for boxes). */
  bodyHeight?: number;
  className?: string;
  children: ReactNode;
};

/** A home-page box: a title bar with '更多 >' and a white body. */
export function ContentBox({ title, moreHref, actions, bodyHeight, className, children }: TContentBoxProps) {
  const titleId = useId();

  return (
    <section className={className ? `${styles.box} ${className}` : styles.box} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title} title={title}>
          {title}
        </h2>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
        {moreHref && !actions ? (
          <a className={styles.more} href={moreHref} target="_blank" rel="noopener noreferrer">
            {widgetMessages.more}
            <VisuallyHidden>
              {title}
              {widgetMessages.newWindowHint}
            </VisuallyHidden>
            {widgetMessages.moreArrow}
          </a>
        ) : null}
      </header>
      <div className={styles.body} style={bodyHeight ? { height: bodyHeight } : undefined}>
        {children}
      </div>
    </section>
  );
}
