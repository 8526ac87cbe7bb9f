import { Suspense } from 'react';
import { HOME_LIST_SIZE } from '@supportal/contract';
import { VisuallyHidden } from '../../components/widgets/visually-hidden';
import { paths } from '../../config/paths';
import { pageTitle, SITE } from '../../config/site';
import { loadLoginCardSettings } from '../../features/auth/api/login-card-settings';
import { LoginCard } from '../../features/auth/components/login-card';
import { ViewerCard } from '../../features/auth/components/viewer-card';
import { loadDownloadZoneFiles } from '../../features/files/api/query-outdownload-file-list';
import { DownloadZoneBox } from '../../features/files/components/download-zone';
import { BannerCarousel } from '../../features/home/components/banner-carousel';
import { CompanyIntroBox } from '../../features/home/components/company-intro-box';
import { QuickLinks } from '../../features/home/components/quick-links';
import { updateHomeView, useHomeView } from '../../features/home/lib/home-view-state';
import { loadNoticesByType } from '../../features/notices/api/query-notice-by-type';
import { loadLatestNotices } from '../../features/notices/api/query-notice-top';
import { LatestNoticeStrip } from '../../features/notices/components/latest-notice-strip';
import { NoticeBox } from '../../features/notices/components/notice-box';
import { TabbedNoticeBox } from '../../features/notices/components/tabbed-notice-box';
import { HOME_NOTICE_REQUEST, toHomeNoticeBoxes } from '../../features/notices/home-notice-boxes';
import { toNoticeLink } from '../../features/notices/lib/notice-link';
import type { TPurchaseModeLabels } from '../../features/notices/lib/notice-title';
import { dictionaryLabels, loadDictionaryGroupsOrEmpty } from '../../lib/dictionary/find-by-type-not-auth';
import { browserLoaderOf, loggedFallback, serverLoaderOf, type TLoaderCalls } from '../../lib/loader-calls';
import { feedDiscoveryLinks, noticeFeedHrefs } from '../../lib/notice-feeds';
import { useViewer } from '../../lib/viewer';
import type { Route } from './+types/home';
import { routeMessages } from './messages';
import styles from './home.module.css';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(routeMessages.homeTitle) },
  // The feeds of every public notice, in both formats.
  ...feedDiscoveryLinks(SITE.productName, noticeFeedHrefs({})),
];

/** List and dictionary failures are logged and the part shows empty (spec section 8), never the page. */
const loadHome = async (calls: TLoaderCalls) => {
  const [dictionary, latest, lists, downloads, loginCard] = await Promise.all([
    loadDictionaryGroupsOrEmpty(calls.reference, ['OBP_PUR_MODE', 'OBP_PUR_MODE_LEVEL1']),
    loadLatestNotices(calls.cached).catch(loggedFallback('latest notices', [])),
    loadNoticesByType(calls.cached, HOME_NOTICE_REQUEST).catch(loggedFallback('notice boxes', {})),
    loadDownloadZoneFiles(calls.cached, calls.viewer).catch(loggedFallback('download zone', [])),
    loadLoginCardSettings(calls.reference),
  ]);
  const labels: TPurchaseModeLabels = {
    purMode: dictionaryLabels(dictionary, 'OBP_PUR_MODE'),
    purModeLevel1: dictionaryLabels(dictionary, 'OBP_PUR_MODE_LEVEL1'),
  };
  // Titles and dates are formatted here, so the page sends plain text and cannot differ by time zone.
  return {
    latestNotices: latest.map((notice) => toNoticeLink(notice, labels, calls.viewer)),
    boxes: toHomeNoticeBoxes(lists, labels, routeMessages.homeProcurementBox, calls.viewer),
    downloads: downloads.slice(0, HOME_LIST_SIZE.public),
    loginCard,
  };
};

export const loader = serverLoaderOf(loadHome);

/** Coming back to /home answers from the browser's cache: the page is "kept alive". */
export const clientLoader = browserLoaderOf(loadHome);

export default function Home({ loaderData }: Route.ComponentProps) {
  // Kept alive: tabs survive leaving the page (module store), its data the query cache. The carousel
  // keeps its slide there itself.
  const typeTabIndex = useHomeView('typeTabIndex');
  const levelTabIndex = useHomeView('levelTabIndex');
  const viewer = useViewer();
  const { boxes } = loaderData;

  // Each part is a Suspense boundary: hydrated and committed on its own (see PublicLayout).
  return (
    <div className={styles.home}>
      <VisuallyHidden as="h1">{SITE.productName}</VisuallyHidden>
      <Suspense>
        <BannerCarousel />
        <LatestNoticeStrip notices={loaderData.latestNotices} />
      </Suspense>
      <div className={styles.firstRow}>
        <Suspense>
          <TabbedNoticeBox
            box={boxes.tabbed}
            typeIndex={typeTabIndex}
            levelIndex={levelTabIndex}
            onChange={(nextTypeIndex, nextLevelIndex) =>
              updateHomeView({ typeTabIndex: nextTypeIndex, levelTabIndex: nextLevelIndex })
            }
          />
        </Suspense>
        <aside className={styles.side}>
          <Suspense>
            {viewer ? <ViewerCard viewer={viewer} /> : <LoginCard settings={loaderData.loginCard} />}
            <QuickLinks />
          </Suspense>
        </aside>
      </div>
      <div className={styles.boxes}>
        {boxes.plain.map((box) => (
          <Suspense key={box.key}>
            <NoticeBox title={box.title} notices={box.notices} moreHref={box.moreHref} />
          </Suspense>
        ))}
      </div>
      <div className={styles.lastRow}>
        <Suspense>
          <DownloadZoneBox files={loaderData.downloads} moreHref={paths.downloads.getHref()} />
          <CompanyIntroBox />
        </Suspense>
      </div>
    </div>
  );
}
