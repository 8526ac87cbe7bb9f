import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the answer being rendered, given by the server's load context.
 * Only the server knows it: browsers hide nonces from scripts, and a hydrated page adds no inline
 * scripts of its own.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export const useCspNonce = () => useContext(CspNonceContext);

// Module augmentation needs an interface: it types `context` in entry.server and every loader.
declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only interfaces merge
  interface AppLoadContext {
    /** Set by the server for every page answer. */
    cspNonce?: string;
  }
}
