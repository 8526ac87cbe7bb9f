import { PageSection } from '../../components/page/page-section';
import { pageTitle } from '../../config/site';
import { CompanyIntroArticle } from '../../features/home/components/company-intro-article';
import type { Route } from './+types/company-intro';
import { routeMessages } from './messages';

export const meta: Route.MetaFunction = () => [{ title: pageTitle(routeMessages.companyIntroTitle) }];

/** Company introduction (/companyIntro), reached from the home page's more link. */
export default function CompanyIntro() {
  return (
    <PageSection title={routeMessages.companyIntroTitle}>
      <CompanyIntroArticle />
    </PageSection>
  );
}
