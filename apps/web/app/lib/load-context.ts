import type { TEndpoint, TEndpointData, TEndpointInput } from '@supportal/contract';

/**
 * Runs one /supportal/v1 call inside the server process (same validation and handler as over HTTP).
 * Throws on any non-success result, so loaders decide per call whether a failure is fatal.
 */
export type TCallApi = <E extends TEndpoint>(
  endpoint: E,
  input: TEndpointInput<E>,
) => Promise<TEndpointData<E>>;

/** What the Fastify server passes as load context to every loader and action. */
export type TLoadContext = {
  /** A demo server (not a deployment): every page shows the 演示环境 mark. */
  demo: boolean;
  /** The portal's public address (PUBLIC_BASE_URL) without a trailing slash: canonical links use it. */
  publicBaseUrl: string;
  callApi: TCallApi;
  /** The request carried a live session (the browser's HttpOnly cookie): calls run as that user. */
  loggedIn: boolean;
};

// Module augmentation needs an interface: it types `context` in every loader and action.
declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only interfaces merge
  interface AppLoadContext {
    demo: boolean;
    publicBaseUrl: string;
    callApi: TCallApi;
    loggedIn: boolean;
  }
}
