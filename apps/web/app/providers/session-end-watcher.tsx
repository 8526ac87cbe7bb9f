import { RETURN_TO_PARAM } from '@supportal/contract';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
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
  // From the end until /home is shown: the page still mounted asks again for what the emptied cache
  // lost, and those refusals are part of the end already told.
  const leaving = useRef(false);

  useEffect(
    () =>
      sessionEndBridge.register({
        loggedIn: () => currentViewer() !== null || leaving.current,
        ended: (pageUrl) => {
          if (currentViewer() === null) return false;
          leaving.current = true;
          forgetViewer();
          void message.warning({ content: providerMessages.sessionExpired, key: 'session-expired' });
          // Back to the page being loaded when a loader's call found out, else to the page shown.
          const here = pageUrl ?? `${window.location.pathname}${window.location.search}`;
          const query = new URLSearchParams({ [RETURN_TO_PARAM]: here });
          void Promise.resolve(
            navigate(`${paths.home.getHref()}?${query.toString()}`, { replace: true }),
          ).finally(() => {
            leaving.current = false;
          });
          return true;
        },
      }),
    [message, navigate],
  );

  return null;
}
