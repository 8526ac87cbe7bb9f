import type { TDownloadZoneFile } from '@supportal/contract';
import { PageSection } from '../../components/page/page-section';
import { pageTitle } from '../../config/site';
import { loadDownloadZoneFiles } from '../../features/files/api/query-outdownload-file-list';
import { DownloadZone } from '../../features/files/components/download-zone';
import { browserLoaderOf, loggedFallback, serverLoaderOf, type TLoaderCalls } from '../../lib/loader-calls';
import type { Route } from './+types/downloads';
import { noticeRouteMessages } from './messages';

export const meta: Route.MetaFunction = () => [{ title: pageTitle(noticeRouteMessages.downloadsTitle) }];

/** Logged-in users also get the files meant only for them (isLoginFlag 'true'). */
const loadDownloads = async (calls: TLoaderCalls) => ({
  files: await loadDownloadZoneFiles(calls.cached, calls.viewer).catch(
    loggedFallback<TDownloadZoneFile[]>('download zone', []),
  ),
});

export const loader = serverLoaderOf(loadDownloads);

export const clientLoader = browserLoaderOf(loadDownloads);

/** Download zone (/downMore): 下载专区, every file in three columns. */
export default function Downloads({ loaderData }: Route.ComponentProps) {
  return (
    <PageSection title={noticeRouteMessages.downloadsTitle}>
      <DownloadZone files={loaderData.files} layout="grid" />
    </PageSection>
  );
}
