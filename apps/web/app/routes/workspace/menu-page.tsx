import { Result } from 'antd';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../components/widgets/button-link';
import { PageFrame } from '../../components/page/page-section';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { accessOf } from '../../lib/access';
import { useViewer } from '../../lib/viewer';
import type { Route } from './+types/menu-page';
import { workspaceMessages as messages } from './messages';
import { PermissionGate } from './permission-gate';
import styles from './workspace.module.css';

export const meta: Route.MetaFunction = () => [{ title: pageTitle(messages.partnerSystem) }];

/**
 * The page of an embedded partner system's menu item: only for accounts holding the item's authority;
 * until its system is connected, it says so plainly rather than showing a 404.
 */
export default function MenuPage() {
  const { pathname, search } = useLocation();
  const trail = accessOf(useViewer()).trailOf(pathname, search);
  const title = trail.at(-1)?.title ?? messages.partnerSystem;

  return (
    <PageFrame trail={trail.length > 0 ? trail.map((node) => node.title) : [title]}>
      <PermissionGate>
        <div className={styles.panel}>
          <Result
            status="info"
            title={messages.notConnectedTitle(title)}
            subTitle={messages.notConnectedText}
            extra={<ButtonLink to={paths.purHome.getHref()}>{messages.backToWorkspace}</ButtonLink>}
          />
        </div>
      </PermissionGate>
    </PageFrame>
  );
}
