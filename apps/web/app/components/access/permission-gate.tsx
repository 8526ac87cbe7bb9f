import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { accessOf } from '../../lib/access';
import { useViewer } from '../../lib/viewer';
import { pageMessages } from '../page/messages';
import { ButtonLink } from '../widgets/button-link';
import { accessMessages as messages } from './messages';
import styles from './permission-gate.module.css';

/** 您的账号无权限, with the way back to the workspace's home. */
export function NoPermission() {
  return (
    <div className={styles.panel}>
      <Result
        status="403"
        title={messages.noPermission}
        subTitle={messages.noPermissionText}
        extra={<ButtonLink to={paths.purHome.getHref()}>{pageMessages.backToWorkspace}</ButtonLink>}
      />
    </div>
  );
}

/**
 * Shown only to accounts the access module lets open this address: the embedded partner pages, which
 * check their allow-list first. Pages needing a permission are refused by their route (page-access).
 */
export function PermissionGate({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return accessOf(useViewer()).canOpen(pathname, search) ? children : <NoPermission />;
}

/** The breadcrumb of this address: the menu items leading to it, or just the page's title. */
export const useMenuTrail = (title: string): string[] => {
  const { pathname, search } = useLocation();
  const trail = accessOf(useViewer()).trailOf(pathname, search);
  return trail.length > 0 ? trail.map((node) => node.title) : [title];
};
