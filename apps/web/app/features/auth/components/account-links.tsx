import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { logoutAndForget } from '../api/logout';
import { useHasSessionToken } from '../hooks/use-session-presence';
import { readLoginUser, readUserInfo } from '../lib/auth-session';
import { authMessages } from '../messages';
import styles from './auth.module.css';

type TAccountLinksProps = {
  /** Shown to visitors without a session (the layout's own login link). */
  anonymous: ReactNode;
  /** Where logging out leads: /login from the public layout, / from the workspace. */
  logoutTo: string;
  workspaceHref?: string;
};

/** '{name}，欢迎您', a workspace link and 退出 once logged in; the visitor's links otherwise. */
export function AccountLinks({ anonymous, logoutTo, workspaceHref }: TAccountLinksProps) {
  const hasToken = useHasSessionToken();
  const navigate = useNavigate();
  const [loggedOut, setLoggedOut] = useState(false);
  if (!hasToken || loggedOut) return <>{anonymous}</>;
  const name = readUserInfo()?.name ?? readLoginUser()?.userName ?? '';

  const logout = async () => {
    await logoutAndForget();
    setLoggedOut(true);
    void navigate(logoutTo);
  };

  return (
    <span className={styles.accountLinks}>
      <span>{authMessages.welcome(name)}</span>
      {workspaceHref ? <Link to={workspaceHref}>{authMessages.workspace}</Link> : null}
      <button type="button" className={styles.linkButton} onClick={() => void logout()}>
        {authMessages.logout}
      </button>
    </span>
  );
}
