import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useViewer } from '../../../lib/viewer';
import { logoutAndForget } from '../api/logout';
import { authMessages } from '../messages';
import styles from './auth.module.css';

type TAccountLinksProps = {
  /** Shown to visitors without a session (the layout's own login link). */
  anonymous: ReactNode;
  /** Where logging out leads: /login from the public layout, / from the workspace. */
  logoutTo: string;
  workspaceHref?: string;
  /** The workspace links the account's own 安全日志 and 修改密码. */
  securityLogHref?: string;
  changePasswordHref?: string;
  /** The public top bar separates the links that follow with a rule; the workspace has none after 退出. */
  separated?: boolean;
};

/** '{name}，欢迎您', a workspace link and 退出 once logged in; the visitor's links otherwise. */
export function AccountLinks({
  anonymous,
  logoutTo,
  workspaceHref,
  securityLogHref,
  changePasswordHref,
  separated = true,
}: TAccountLinksProps) {
  const viewer = useViewer();
  const navigate = useNavigate();
  if (!viewer) return <>{anonymous}</>;

  const logout = async () => {
    await logoutAndForget();
    await navigate(logoutTo);
  };

  return (
    <span className={separated ? `${styles.accountLinks} ${styles.separated}` : styles.accountLinks}>
      <span>{authMessages.welcome(viewer.name)}</span>
      {workspaceHref ? <Link to={workspaceHref}>{authMessages.workspace}</Link> : null}
      {securityLogHref ? <Link to={securityLogHref}>{authMessages.securityLog}</Link> : null}
      {changePasswordHref ? <Link to={changePasswordHref}>{authMessages.changePassword}</Link> : null}
      <button type="button" className={styles.linkButton} onClick={() => void logout()}>
        {authMessages.logout}
      </button>
    </span>
  );
}
