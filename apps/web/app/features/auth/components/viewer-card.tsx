import { ButtonLink } from '../../../components/widgets/button-link';
import { paths } from '../../../config/paths';
import type { TViewer } from '../../../lib/viewer';
import { authMessages } from '../messages';
import styles from './auth.module.css';

/** In place of the login card for a logged-in user: who they are and the way into the workspace. */
export function ViewerCard({ viewer }: { viewer: NonNullable<TViewer> }) {
  return (
    <section className={styles.card} aria-labelledby="viewer-card-title">
      <h2 id="viewer-card-title" className={styles.cardTitle}>
        {authMessages.welcome(viewer.name)}
      </h2>
      <dl className={styles.viewerFacts}>
        <dt>{authMessages.viewerCompany}</dt>
        <dd>{viewer.corpName}</dd>
        <dt>{authMessages.viewerRoles}</dt>
        <dd>{viewer.roleNames.join('、')}</dd>
      </dl>
      <ButtonLink to={paths.purHome.getHref()} block>
        {authMessages.workspace}
      </ButtonLink>
    </section>
  );
}
