import { useId } from 'react';
import { hiddenPostForm } from '../../../lib/hidden-form';
import type { TPartnerFrame } from '../hooks/use-partner-page';
import styles from './partner-frame.module.css';

type TPartnerFrameProps = { frame: TPartnerFrame; title: string; width: number };

/** What a partner page may do in its frame: never navigate the portal's window. */
const SANDBOX = 'allow-scripts allow-forms allow-popups allow-downloads';

/**
 * An empty document whose own policy sends no Referer. The frame form is posted from it: neither the
 * frame's referrerpolicy nor the form's rel="noreferrer" keeps Chromium from sending the portal's
 * address (with the page's query) along with a form that targets a frame.
 */
const NO_REFERRER_DOCUMENT = '<!doctype html><meta name="referrer" content="no-referrer">';

/** Builds the frame form in the no-Referer document and posts it into the partner's frame, once. */
const postFrameForm = (
  document: Document | null,
  frameName: string,
  frame: Extract<TPartnerFrame, { method: 'post' }>,
) => {
  if (!document) return;
  const form = hiddenPostForm(
    document,
    new URL(frame.action, window.location.href).href,
    frameName,
    frame.fields,
  );
  document.body.append(form);
  form.submit();
};

/**
 * The partner system's page in a frame: no Referer leaves with it, neither from the frame's address
 * nor from the form posted into it (the portal address may carry the page's query), and the partner
 * cannot navigate the portal's window. A page on the portal's own origin gets no allow-same-origin:
 * with scripts allowed it would otherwise be the portal itself, sandbox undone. A form frame starts
 * empty and the form is posted into it once.
 */
export function PartnerFrame({ frame, title, width }: TPartnerFrameProps) {
  const name = `partner-frame-${useId().replace(/[^\w-]/g, '')}`;

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
        // One poster per token: a new visit's token is posted by a new one.
        <iframe
          key={frame.fields.token}
          hidden
          aria-hidden
          tabIndex={-1}
          srcDoc={NO_REFERRER_DOCUMENT}
          onLoad={(event) => postFrameForm(event.currentTarget.contentDocument, name, frame)}
        />
      )}
    </div>
  );
}
