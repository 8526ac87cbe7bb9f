import { CustomerServiceOutlined } from '@ant-design/icons';
import { homeMessages as messages } from '../messages';
import styles from './customer-service-button.module.css';

/** The floating 在线客服 button of the supplier home: the configured chat opens in a new tab. */
export function CustomerServiceButton({ url }: { url: string }) {
  return (
    <a
      className={styles.button}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      title={`${messages.customerService}${messages.newWindowHint}`}
    >
      <CustomerServiceOutlined className={styles.icon} aria-hidden />
      <span className={styles.label}>{messages.customerService}</span>
    </a>
  );
}
