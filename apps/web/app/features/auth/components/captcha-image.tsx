import styles from './auth.module.css';
import { authMessages } from '../messages';

type TCaptchaImageProps = { src: string | null; onRefresh: () => void };

/** The captcha picture; a click asks for a new one. Empty until the browser has a login attempt. */
export function CaptchaImage({ src, onRefresh }: TCaptchaImageProps) {
  return (
    <button
      type="button"
      className={styles.captchaButton}
      onClick={onRefresh}
      title={authMessages.captchaRefresh}
      aria-label={authMessages.captchaAlt}
    >
      {src ? (
        <img src={src} alt={authMessages.captchaAlt} width={100} height={32} />
      ) : (
        authMessages.captchaLoading
      )}
    </button>
  );
}
