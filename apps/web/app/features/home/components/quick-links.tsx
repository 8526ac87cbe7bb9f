import {
  AuditOutlined,
  CloudDownloadOutlined,
  ExportOutlined,
  FileSearchOutlined,
  HistoryOutlined,
  NotificationOutlined,
  ShopOutlined,
  SolutionOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ContentBox } from '../../../components/widgets/content-box';
import { paths } from '../../../config/paths';
import { SITE } from '../../../config/site';
import { homeMessages } from '../messages';
import styles from './home.module.css';
import { VisuallyHidden } from '../../../components/widgets/visually-hidden';

type TQuickLink = { key: string; label: string; icon: ReactNode; href: string; external?: boolean };

const QUICK_LINKS: readonly TQuickLink[] = [
  {
    key: 'downloads',
    label: homeMessages.quickLinks.downloads,
    icon: <CloudDownloadOutlined />,
    href: paths.downloads.getHref(),
  },
  {
    key: 'announcement',
    label: homeMessages.quickLinks.announcement,
    icon: <NotificationOutlined />,
    href: paths.announcement.getHref(),
  },
  {
    key: 'history',
    label: homeMessages.quickLinks.history,
    icon: <HistoryOutlined />,
    href: paths.noticeList.getHref({ purchaseNoticeType: '2', isHis: true }),
  },
  {
    key: 'intro',
    label: homeMessages.quickLinks.intro,
    icon: <ShopOutlined />,
    href: paths.companyIntro.getHref(),
  },
  {
    key: 'search',
    label: homeMessages.quickLinks.search,
    icon: <FileSearchOutlined />,
    href: paths.search.getHref({ keyword: '' }),
  },
  {
    key: 'register',
    label: homeMessages.quickLinks.register,
    icon: <SolutionOutlined />,
    href: paths.register.getHref(),
  },
  {
    key: 'registerStatus',
    label: homeMessages.quickLinks.registerStatus,
    icon: <AuditOutlined />,
    href: paths.registerStatus.getHref(),
  },
  {
    key: 'eBidding',
    label: homeMessages.quickLinks.eBidding,
    icon: <ExportOutlined />,
    href: SITE.eBiddingUrl,
    external: true,
  },
];

/** Shortcuts to the portal's other pages, under the login card. */
export function QuickLinks() {
  return (
    <ContentBox title={homeMessages.quickLinksTitle} className={styles.quickLinks}>
      <ul className={styles.quickLinkGrid}>
        {QUICK_LINKS.map((link) => (
          <li key={link.key}>
            {link.external ? (
              <a className={styles.quickLink} href={link.href} target="_blank" rel="noopener noreferrer">
                <span className={styles.quickLinkIcon} aria-hidden>
                  {link.icon}
                </span>
                {link.label}
                <VisuallyHidden>{homeMessages.newWindowHint}</VisuallyHidden>
              </a>
            ) : (
              <Link className={styles.quickLink} to={link.href}>
                <span className={styles.quickLinkIcon} aria-hidden>
                  {link.icon}
                </span>
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </ContentBox>
  );
}
