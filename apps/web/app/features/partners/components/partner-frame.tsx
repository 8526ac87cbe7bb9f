import { useEffect, useId, useRef } from 'react';
import type { TPartnerFrame } from '../hooks/use-partner-page';
import styles from './partner-frame.module.css';

type TPartnerFrameProps = { frame: TPartnerFrame; title: string; width: number };

/**
 * The partner system's page in a frame: no Referer leaves with it (the portal address may carry the
 * page's query), and the partner cannot navigate the portal's window. A form frame starts empty and
 * the hidden form is posted into it once.
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
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-downloads"
      />
      {frame.method === 'post' && (
        <form ref={form} method="post" action={frame.action} target={name} hidden>
          {Object.entries(frame.fields).map(([field, value]) => (
            <input key={field} type="hidden" name={field} value={value} />
          ))}
        </form>
      )}
    </div>
  );
}
