import { ClockCircleOutlined } from '@ant-design/icons';
import { CERTIFICATE_TYPES, labelOf, type TExpiringCertificate } from '@supportal/contract';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { useExpiringCertificates } from '../api/query-expiring-certificates';
import { certificateExpiryMessages as messages } from '../messages';
import styles from './certificate-expiry.module.css';

const countdownOf = (certificate: TExpiringCertificate) => {
  if (certificate.daysLeft < 0) return { text: messages.expired(-certificate.daysLeft), color: 'red' };
  if (certificate.daysLeft === 0) return { text: messages.today, color: 'red' };
  return {
    text: messages.daysLeft(certificate.daysLeft),
    color: certificate.daysLeft <= 7 ? 'red' : 'orange',
  };
};

/**
 * The supplier home's countdown of certificates ending within 30 days (and those already ended); shows
 * nothing when none do, or for staff. `updateHref` leads to where certificates are updated.
 */
export function CertificateExpiryPanel({ updateHref }: { updateHref?: string }) {
  const { data: certificates = [] } = useExpiringCertificates();
  if (certificates.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="certificate-expiry-title">
      <div className={styles.head}>
        <h2 id="certificate-expiry-title" className={styles.title}>
          <ClockCircleOutlined aria-hidden /> {messages.title}
        </h2>
        {updateHref ? <Link to={updateHref}>{messages.update}</Link> : null}
      </div>
      <p className={styles.intro}>{messages.intro}</p>
      <ul className={styles.list}>
        {certificates.map((certificate) => {
          const countdown = countdownOf(certificate);
          return (
            <li key={certificate.id} className={styles.row}>
              <span className={styles.name}>{labelOf(CERTIFICATE_TYPES, certificate.certType)}</span>
              <span className={styles.meta}>{messages.number(certificate.certNumber)}</span>
              <span className={styles.meta}>{messages.validTo(certificate.validTo)}</span>
              <Tag color={countdown.color} className={styles.countdown}>
                {countdown.text}
              </Tag>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
