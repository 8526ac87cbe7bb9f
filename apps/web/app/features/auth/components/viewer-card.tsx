import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/widgets/button-link';
import { paths } from '../../../config/paths';
import type { TViewer } from '../../../lib/viewer';
import { logoutAndForget } from '../api/logout';
import { authMessages } from '../messages';
import styles from './auth.module.css';

type TViewerCardProps = {
  viewer: NonNullable<TViewer>;
  /**
   * On /login: the card says the user is logged in already and offers 退出, leading here (the login
   * form then shows); on the home page it greets and leads into the workspace only.
   */
  logoutTo?: string;
};

/** In place of the login card for a logged-in user: who they are and the way into the workspace. */
export function ViewerCard({ viewer, logoutTo }: TViewerCardProps) {
  const navigate = useNavigate();
  const logout = async () => {
    await logoutAndForget();
    if (logoutTo) await navigate(logoutTo, { replace: true });
  };

  return (
    <section className={styles.card} aria-labelledby="viewer-card-title">
      <h2 id="viewer-card-title" className={styles.cardTitle}>
        {logoutTo ? authMessages.alreadyLoggedIn : authMessages.welcome(viewer.name)}
      </h2>
      {logoutTo ? <p className={styles.intro}>{authMessages.alreadyLoggedInText(viewer.name)}</p> : null}
      <dl className={styles.viewerFacts}>
        <dt>{authMessages.viewerCompany}</dt>
        <dd>{viewer.corpName}</dd>
        <dt>{authMessages.viewerRoles}</dt>
        <dd>{viewer.roleNames.join('、')}</dd>
      </dl>
      <div className={styles.viewerActions}>
        <ButtonLink to={paths.purHome.getHref()} block>
          {authMessages.workspace}
        </ButtonLink>
        {logoutTo ? (
          <Button block onClick={() => void logout()}>
            {authMessages.logout}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
