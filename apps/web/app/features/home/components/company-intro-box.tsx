import { HOME_BOX_HEIGHT_PX } from '@supportal/contract';
import { ContentBox } from '../../../components/widgets/content-box';
import { paths } from '../../../config/paths';
import { COMPANY_INTRO } from '../company-intro';
import styles from './home.module.css';

/** The home box with the lead paragraph; '更多 >' opens the full introduction. */
export function CompanyIntroBox() {
  return (
    <ContentBox
      title={COMPANY_INTRO.title}
      moreHref={paths.companyIntro.getHref()}
      bodyHeight={HOME_BOX_HEIGHT_PX.box}
    >
      <p className={styles.introLead}>{COMPANY_INTRO.lead}</p>
      <p className={styles.introLead}>{COMPANY_INTRO.sections[0].paragraphs[1]}</p>
    </ContentBox>
  );
}
