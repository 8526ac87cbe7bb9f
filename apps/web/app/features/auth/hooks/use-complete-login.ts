import { useNavigate } from 'react-router';
import { afterLoginHref, markFirstArrival } from '../../../lib/auth-session';
import { fetchViewer, setViewer } from '../../../lib/viewer';

/**
 * After a login answer that started a session (the server set its cookie): learn who is logged in,
 * then go back where the user came from, or into the workspace.
 */
export const useCompleteLogin = () => {
  const navigate = useNavigate();
  return async (userName: string) => {
    setViewer(await fetchViewer());
    const href = afterLoginHref(window.location.search, userName);
    markFirstArrival(href);
    await navigate(href);
  };
};
