import type { TDownloadZoneFile } from '@supportal/contract';
import { PageSection } from '../../components/page/page-section';
import { pageTitle } from '../../config/site';
import { loadDownloadZoneFiles } from '../../features/files/api/query-outdownload-file-list';
import { DownloadZone } from '../../features/files/components/download-zone';
import {
  browserLoaderCalls,
  loggedFallback,
  serverLoaderCalls,
  type TLoaderCalls,
} from '../../lib/loader-calls';
import type { Route } from './+types/downloads';
import { routeMessages } from './messages';

export const meta: Route.MetaFunction = () => [{ title: pageTitle(routeMessages.downloadsTitle) }];

const loadDownloads = async (calls: TLoaderCalls) => ({
  files: await loadDownloadZoneFiles(calls.cached).catch(
    loggedFallback<TDownloadZoneFile[]>('download zone', []),
  ),
});

export async function loader({ context }: Route.LoaderArgs) {
  return loadDownloads(serverLoaderCalls(context.callApi));
}

export async function clientLoader() {
  return loadDownloads(browserLoaderCalls({ hideErrMsg: true }));
}

/** Download zone (/downMore): 下载专区, every file in three columns. */
export default function Downloads({ loaderData }: Route.ComponentProps) {
  return (
    <PageSection title={routeMessages.downloadsTitle}>
      <DownloadZone files={loaderData.files} layout="grid" />
    </PageSection>
  );
}
