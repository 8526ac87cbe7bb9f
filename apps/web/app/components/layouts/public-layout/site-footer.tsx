import { FOOTER_APP_ENTRIES, FOOTER_CONTACT_BLOCKS } from '../../../config/footer-contacts';
import { SITE } from '../../../config/site';
import { ContactLine } from '../../widgets/contact-line';
import { QrPlaceholder } from '../../widgets/qr-placeholder';
import { layoutMessages } from './messages';
import styles from './public-layout.module.css';

export function SiteFooter({ year }: { year: number | null }) {
  return (
    <footer className={styles.footer}>
      <div className={`${styles.container} ${styles.footerMain}`}>
        <section className={styles.footerContacts} aria-label={layoutMessages.footerContactsLabel}>
          {FOOTER_CONTACT_BLOCKS.map((block) => (
            <div key={block.key} className={styles.footerBlock}>
              <h2 className={styles.footerTitle}>{block.title}</h2>
              <ul className={styles.footerLines}>
                {block.lines.map((line) => (
                  <li key={line.label}>
                    <ContactLine line={line} labelClassName={styles.footerLabel} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
        <section className={styles.footerApps} aria-labelledby="footer-apps-title">
          <h2 id="footer-apps-title" className={styles.footerTitle}>
            {layoutMessages.footerAppsTitle}
          </h2>
          <ul className={styles.footerQrList}>
            {FOOTER_APP_ENTRIES.map((entry) => (
              <li key={entry.key} className={styles.footerQr}>
                <QrPlaceholder seed={entry.key} label={layoutMessages.qrAlt(entry.label)} />
                <span>{entry.label}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className={styles.footerBottom}>
        <div className={`${styles.container} ${styles.footerBottomInner}`}>
          <span>{layoutMessages.copyright(year)}</span>
          <a href={SITE.filingRecordUrl} target="_blank" rel="noopener noreferrer">
            {SITE.icpNumber}
          </a>
          <a href={SITE.officialSiteUrl} target="_blank" rel="noopener noreferrer">
            {layoutMessages.officialSite}
          </a>
          <a href={SITE.filingRecordUrl} target="_blank" rel="noopener noreferrer">
            {layoutMessages.filingRecordSite}
          </a>
        </div>
      </div>
    </footer>
  );
}
