import type { TAdmArea, TOrg } from '@supportal/contract';
import { PageSection } from '../../components/page/page-section';
import { pageTitle } from '../../config/site';
import { AnnouncementTable } from '../../features/notices/components/announcement-table';
import { loadAdministrativeAreas } from '../../lib/dictionary/find-adm-info-for-province-or-city';
import { loadPurchasingUnits } from '../../lib/dictionary/get-org3-all';
import { loggedFallback, serverLoaderCalls, type TLoaderCalls } from '../../lib/loader-calls';
import type { Route } from './+types/announcement';
import { routeMessages } from './messages';

export const meta: Route.MetaFunction = () => [{ title: pageTitle(routeMessages.announcementTitle) }];

/** The filters' choices: provinces and purchasing units (failures only leave a choice empty). */
const loadAnnouncementFilters = async (calls: TLoaderCalls) => {
  const [provinces, units] = await Promise.all([
    loadAdministrativeAreas(calls.reference).catch(loggedFallback<TAdmArea[]>('provinces', [])),
    loadPurchasingUnits(calls.reference).catch(loggedFallback<TOrg[]>('units', [])),
  ]);
  return { provinces, units };
};

export async function loader({ context }: Route.LoaderArgs) {
  return loadAnnouncementFilters(serverLoaderCalls(context));
}

/** Static announcement table with province, unit, title and publish-date filters (/announcement). */
export default function Announcement({ loaderData }: Route.ComponentProps) {
  return (
    <PageSection title={routeMessages.announcementTitle}>
      <AnnouncementTable provinces={loaderData.provinces} units={loaderData.units} />
    </PageSection>
  );
}
