import { queryOutdownloadFileList, type TDownloadZoneFile } from '@supportal/contract';
import type { TCallApi } from '../../../lib/load-context';

/** Files of the download zone; isLoginFlag says whether the caller is logged in (spec section 6). */
export const loadDownloadZoneFiles = (
  callApi: TCallApi,
  viewer: { loggedIn: boolean } = { loggedIn: false },
): Promise<TDownloadZoneFile[]> =>
  callApi(queryOutdownloadFileList, { query: { isLoginFlag: String(viewer.loggedIn) } });
