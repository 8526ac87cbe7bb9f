import { getUserInfo, type TUserInfo } from '@supportal/contract';
import { useQuery } from '@tanstack/react-query';
import { useRouteLoaderData } from 'react-router';
import { apiClient } from './api-client';
import { isAppError } from './app-error';
import { getQueryClient } from './query-client';
import { clearSessionKeys } from './session-storage';

/** Who is looking: the logged-in user's info, or null for an anonymous visitor. */
export type TViewer = TUserInfo | null;

/** What the root loader tells every page: the server saw the session cookie of the first request. */
export type TRootLoaderData = {
  viewer: TViewer;
  /** Why a live session has no viewer (e.g. an account without roles); null when all is well. */
  viewerProblem: string | null;
  renderedAt: number;
  /** Not a deployment: every page shows the 演示环境 mark. */
  demo: boolean;
  /** The portal's public address (PUBLIC_BASE_URL): canonical links are absolute under it. */
  publicBaseUrl: string;
};

export const viewerQueryKey = ['viewer'] as const;

/** The viewer as the server knows it now; a 401 means nobody is logged in. */
export const fetchViewer = async (): Promise<TViewer> => {
  try {
    return await apiClient.request(getUserInfo, {}, { area: 'supplierPortal', hideErrMsg: true });
  } catch (error) {
    if (isAppError(error) && error.httpStatus === 401) return null;
    throw error;
  }
};

/**
 * The viewer of this browser tab: first from the server's render (the root loader), then whatever login
 * and logout set. Components re-render when it changes.
 */
export const useViewer = (): TViewer => {
  const rendered = useRouteLoaderData('root') as TRootLoaderData | undefined;
  const query = useQuery({
    queryKey: viewerQueryKey,
    queryFn: fetchViewer,
    initialData: rendered?.viewer ?? null,
    staleTime: Infinity,
  });
  return query.data;
};

/** The viewer outside React (client loaders, the request layer); null until the first render set it. */
export const currentViewer = (): TViewer => getQueryClient().getQueryData<TViewer>(viewerQueryKey) ?? null;

/** After login (the user's info) and logout (null). */
export const setViewer = (viewer: TViewer) => getQueryClient().setQueryData(viewerQueryKey, viewer);

/**
 * Logout and ended sessions: every answer cached for the user goes (lists asked with their session
 * included), the viewer becomes anonymous, the session-storage keys are cleared.
 */
export const forgetViewer = () => {
  getQueryClient().clear();
  setViewer(null);
  clearSessionKeys();
};
