import { noticeMessages } from '../messages';
import styles from './notice-list.module.css';

/** The hint above the intellectual-property list: what the section offers. */
export function IpOperationHint() {
  return <p className={styles.hint}>{noticeMessages.ipHint}</p>;
}
