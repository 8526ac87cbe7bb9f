import { RETURN_TO_PARAM } from '@supportal/contract';
import { App } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { sessionEndBridge } from '../lib/session-end';
import { currentViewer, forgetViewer } from '../lib/viewer';
import { providerMessages } from './messages';

/**
 * Handles the end of a session once for the whole app, whichever call (in whichever tab) learnt of it:
 * state cleared, 登录已过期，请重新登录, back to /home, and after logging in again back here.
 */
export function SessionEndWatcher() {
  const { message } = App.useApp();
  const navigate = useNavigate();

  useEffect(
    () =>
      sessionEndBridge.register({
        loggedIn: () => currentViewer() !== null,
        ended: (pageUrl) => {
          if (currentViewer() === null) return false;
          forgetViewer();
          void message.warning({ content: providerMessages.sessionExpired, key: 'session-expired' });
          // Back to the page being loaded when a loader's call found out, else to the page shown.
          const here = pageUrl ?? `${window.location.pathname}${window.location.search}`;
          const query = new URLSearchParams({ [RETURN_TO_PARAM]: here });
          void navigate(`${paths.home.getHref()}?${query.toString()}`, { replace: true });
          return true;
        },
      }),
    [message, navigate],
  );

  return null;
}
