import { useEffect, useId, useRef } from 'react';
import type { TPartnerFrame } from '../hooks/use-partner-page';
import styles from './partner-frame.module.css';

type TPartnerFrameProps = { frame: TPartnerFrame; title: string; width: number };

/** What a partner page may do in its frame: never navigate the portal's window. */
const SANDBOX = 'allow-scripts allow-forms allow-popups allow-downloads';

/**
 * The partner system's page in a frame: no Referer leaves with it, neither from the frame's address
 * nor from the form posted into it (the portal address may carry the page's query), and the partner
 * cannot navigate the portal's window. A page on the portal's own origin gets no allow-same-origin:
 * with scripts allowed it would otherwise be the portal itself, sandbox undone. A form frame starts
 * empty and the hidden form is posted into it once.
 */
export function PartnerFrame({ frame, title, width }: TPartnerFrameProps) {
  const name = `partner-frame-${useId().replace(/[^\w-]/g, '')}`;
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (frame.method === 'post') form.current?.submit();
  }, [frame]);

  return (
    <div className={styles.viewport}>
      <iframe
        name={name}
        title={title}
        src={frame.method === 'get' ? frame.src : undefined}
        className={styles.frame}
        style={{ width }}
        referrerPolicy="no-referrer"
        sandbox={frame.sameOrigin ? SANDBOX : `${SANDBOX} allow-same-origin`}
      />
      {frame.method === 'post' && (
        // The frame's referrerpolicy does not govern a form that targets it: the form says it itself.
        <form ref={form} method="post" action={frame.action} target={name} rel="noreferrer" hidden>
          {Object.entries(frame.fields).map(([field, value]) => (
            <input key={field} type="hidden" name={field} value={value} />
          ))}
        </form>
      )}
    </div>
  );
}
