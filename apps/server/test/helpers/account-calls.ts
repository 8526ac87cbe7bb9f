import type { TEndpoint, TFieldError } from '@supportal/contract';
import type { FastifyInstance } from 'fastify';
import { createAuthClient } from './auth-client.js';

/** An answer as the tests read it: the HTTP status beside the envelope. */
export type TEnvelopeAnswer = {
  status: number;
  resultStat: string;
  resultMsg: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the data of many calls, read by the assertions
  data: any;
  errors?: TFieldError[];
};

/** A POST through `inject` with an Authorization header value (empty: without a session); the raw response. */
export const injectPost = (
  app: FastifyInstance,
  path: string,
  payload: Record<string, unknown>,
  authorization: string,
) =>
  app.inject({
    method: 'POST',
    url: path,
    headers: authorization ? { authorization } : {},
    payload,
  });

/**
 * Calls as demo or test accounts through `inject`: each account logs in once and its token serves the
 * file's later calls. `appOf` is asked at each call, as test files start their app in beforeAll.
 */
export const accountCalls = (appOf: () => FastifyInstance) => {
  const tokens = new Map<string, string>();
  const tokenOf = async (userName: string) => {
    let authorization = tokens.get(userName);
    if (!authorization) {
      authorization = (await createAuthClient(appOf()).loginToken(userName)).authorization;
      tokens.set(userName, authorization);
    }
    return authorization;
  };
  /** The call as `userName` (null: without a session); a POST sends `body`, `query` follows the path. */
  const call = async (
    userName: string | null,
    endpoint: TEndpoint,
    body: object = {},
    query = '',
  ): Promise<TEnvelopeAnswer> => {
    const response = await appOf().inject({
      method: endpoint.method,
      url: `${endpoint.path}${query}`,
      headers: userName ? { authorization: await tokenOf(userName) } : {},
      ...(endpoint.method === 'POST' ? { payload: body } : {}),
    });
    return { status: response.statusCode, ...response.json() };
  };
  return {
    tokenOf,
    call,
    /** Forgets the account's token (after a logout, a password change or a disabled account). */
    forget: (userName: string) => tokens.delete(userName),
  };
};
