import { Empty } from 'antd';
import { PageSection } from '../../components/page/page-section';
import { ContactLine } from '../../components/widgets/contact-line';
import { FOOTER_CONTACT_BLOCKS } from '../../config/footer-contacts';
import { pageTitle } from '../../config/site';
import { accessOf } from '../../lib/access';
import { useViewer } from '../../lib/viewer';
import type { Route } from './+types/complaint-notice';
import { routeMessages as messages } from './messages';
import styles from './complaint-notice.module.css';

export const meta: Route.MetaFunction = () => [{ title: pageTitle(messages.complaintTitle) }];

const COMPLAINT_CHANNELS = FOOTER_CONTACT_BLOCKS.find((block) => block.key === 'complaint');

/**
 * Complaint notice page: the footer's complaint channels for everyone; a logged-in supplier also sees
 * their open complaints — none yet, since the portal keeps no complaint records.
 */
export default function ComplaintNotice() {
  const supplier = accessOf(useViewer()).kind === 'supplier';
  return (
    <PageSection title={messages.complaintTitle}>
      <section aria-labelledby="complaint-channels-title">
        <h2 id="complaint-channels-title" className={styles.heading}>
          {messages.complaintChannelsTitle}
        </h2>
        <p>{messages.complaintChannelsText}</p>
        <ul className={styles.channels}>
          {COMPLAINT_CHANNELS?.lines.map((line) => (
            <li key={line.label}>
              <ContactLine line={line} labelClassName={styles.label} />
            </li>
          ))}
        </ul>
      </section>
      {supplier ? (
        <section aria-labelledby="my-complaints-title" className={styles.mine}>
          <h2 id="my-complaints-title" className={styles.heading}>
            {messages.myComplaintsTitle}
          </h2>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={messages.noOpenComplaints} />
        </section>
      ) : null}
    </PageSection>
  );
}
