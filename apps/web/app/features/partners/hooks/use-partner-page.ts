import {
  ACCOUNT_LEVEL_CODES,
  ACCOUNT_LEVELS,
  FRAME_FORM_QUERY,
  FRAME_ORG_CODE,
  IFRAME_NO_JOIN,
  IFRAME_TYPE_4A,
  LEVEL_GATED_ENTRIES,
  partnerPageQuery,
  partnerPageTarget,
  resolvePartnerTarget,
  SELF_SCOPE,
  SYSTEM_CODES,
  withQuery,
  type TInterfaceEntry,
  type TPartnerPageQuery,
} from '@supportal/contract';
import { useEffect, useState } from 'react';
import { isAppError } from '../../../lib/app-error';
import { fetchFrameToken } from '../api/create-prowada-token';
import { fetchAccountLevel } from '../api/determine-account-level';
import { fetchSupplierToken } from '../api/get-supplier-token';

/**
 * What the frame loads: an address, or a form posted into it (the token never sits in an address);
 * sameOrigin when that is a page of the portal's own origin (the frame's sandbox then isolates it).
 */
export type TPartnerFrame = { sameOrigin: boolean } & (
  { method: 'get'; src: string } | { method: 'post'; action: string; fields: Record<string, string> }
);

export type TPartnerPageState =
  | { status: 'opening' }
  | { status: 'ready'; frame: TPartnerFrame }
  /** The address is not on the allow-list: nothing was asked for, nothing is loaded. */
  | { status: 'off-list'; target: string }
  /** The account-level check failed, or the server refused the token (403): 您的账号无权限. */
  | { status: 'no-permission' }
  /** No token came back: 获取供应商失败, then back to the workspace's home. */
  | { status: 'failed' };

/**
 * The embedded page's way in (spec sections 2, 4, 6): the address must be on the OBP_INTERFACE
 * allow-list; supplier level and blockchain pages need the account-level check; then a single-use
 * token is asked for and joined to the address (getIframe) or posted into the frame (postIframe).
 */
export const usePartnerPage = (
  kind: TPartnerPageQuery['kind'],
  search: string,
  entries: readonly TInterfaceEntry[] | undefined,
  loginName: string,
  /** Changes with every navigation, so each visit asks for a fresh token. */
  visit: string,
): TPartnerPageState => {
  // The outcome belongs to one visit of one address; until it is known for this one, the page opens.
  const visitKey = JSON.stringify([visit, kind, search, loginName]);
  const [outcome, setOutcome] = useState<{ key: string; state: TPartnerPageState } | null>(null);

  useEffect(() => {
    if (!entries) return;
    const controller = new AbortController();
    const { signal } = controller;
    const query = partnerPageQuery(kind, search);
    const target = partnerPageTarget(query);
    const open = async (): Promise<TPartnerPageState> => {
      const resolved = resolvePartnerTarget(target, entries);
      if (!resolved) return { status: 'off-list', target };
      const loginAcct = query.id || loginName;
      const sameOrigin = resolved.scope === SELF_SCOPE;
      if (resolved.entry && LEVEL_GATED_ENTRIES.includes(resolved.entry)) {
        const level = await fetchAccountLevel(loginAcct, signal);
        if (level.code !== ACCOUNT_LEVEL_CODES.supplier || level.level !== ACCOUNT_LEVELS.main)
          return { status: 'no-permission' };
      }
      if (query.kind === 'getIframe') {
        if (query.type === IFRAME_NO_JOIN)
          return { status: 'ready', frame: { method: 'get', src: resolved.url, sameOrigin } };
        const issued = await fetchSupplierToken(target, signal);
        if (!issued.token) return { status: 'failed' };
        const src = withQuery(issued.url, {
          supplier_code: issued.supplierCode,
          supplier_uid: issued.supplierUid,
          org_code: issued.orgCode,
          token: issued.token,
        });
        return { status: 'ready', frame: { method: 'get', src, sameOrigin } };
      }
      const fourA = query.iframeType === IFRAME_TYPE_4A;
      const issued = await fetchFrameToken(
        {
          loginAcct,
          sysCode: fourA ? SYSTEM_CODES.fourA : SYSTEM_CODES.portal,
          url: target,
          // The menu item and its page: the token is bound to them, not to the whole partner system.
          ...(query.menuCode ? { menuCode: query.menuCode } : {}),
          ...(query.tUrl ? { tUrl: query.tUrl } : {}),
        },
        signal,
      );
      if (!issued.acctId || !issued.token) return { status: 'failed' };
      const fields: Record<string, string> = fourA
        ? { acctId: issued.acctId, token: issued.token, resCode: SYSTEM_CODES.portal }
        : {
            acctId: issued.acctId,
            token: issued.token,
            orgCode: FRAME_ORG_CODE,
            menuCode: query.menuCode,
            url: query.tUrl,
          };
      return {
        status: 'ready',
        frame: { method: 'post', action: withQuery(issued.url, FRAME_FORM_QUERY), fields, sameOrigin },
      };
    };
    const settle = (state: TPartnerPageState) => setOutcome({ key: visitKey, state });
    open()
      .then((next) => {
        if (!signal.aborted) settle(next);
      })
      .catch((error: unknown) => {
        if (signal.aborted || (isAppError(error) && error.kind === 'cancelled')) return;
        // Frame token failures are only logged (spec section 8); the page says what it can.
        console.error('[partner page]', error);
        settle(
          isAppError(error) && error.httpStatus === 403 ? { status: 'no-permission' } : { status: 'failed' },
        );
      });
    return () => controller.abort();
  }, [entries, kind, search, loginName, visitKey]);

  return outcome?.key === visitKey ? outcome.state : { status: 'opening' };
};
