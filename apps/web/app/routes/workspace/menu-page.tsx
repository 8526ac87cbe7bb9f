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
import styles from './workspace.module.css';

export const meta: Route.MetaFunction = () => [{ title: pageTitle(messages.partnerSystem) }];

/**
 * The page of a menu item (the work bench, embedded partner systems): only for accounts holding the
 * item's authority; until its system is connected, it says so plainly rather than showing a 404.
 */
export default function MenuPage() {
  const { pathname, search } = useLocation();
  const access = accessOf(useViewer());
  const trail = access.trailOf(pathname, search);
  const isWorkbench = pathname === paths.workBench.path;
  const title = trail.at(-1)?.title ?? (isWorkbench ? messages.workbenchTitle : messages.partnerSystem);
  const back = <ButtonLink to={paths.purHome.getHref()}>{messages.backToWorkspace}</ButtonLink>;

  return (
    <PageFrame trail={trail.length > 0 ? trail.map((node) => node.title) : [title]}>
      <div className={styles.panel}>
        {access.canOpen(pathname, search) ? (
          <Result
            status="info"
            title={isWorkbench ? messages.workbenchTitle : messages.notConnectedTitle(title)}
            subTitle={isWorkbench ? messages.workbenchText : messages.notConnectedText}
            extra={back}
          />
        ) : (
          <Result
            status="403"
            title={messages.noPermission}
            subTitle={messages.noPermissionText}
            extra={back}
          />
        )}
      </div>
    </PageFrame>
  );
}
