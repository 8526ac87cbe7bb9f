import { getPublicKey, verifyCodeImageUrl, type TPublicKey } from '@supportal/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient, type TRequestOptions } from '../../../lib/api-client';

/** A login attempt: the key to encrypt the password with and the sessionId the captcha binds to. */
export const fetchPublicKey = (options?: TRequestOptions) => apiClient.request(getPublicKey, {}, options);

export type TLoginAttempt = Pick<TPublicKey, 'publicKey' | 'sessionId'> & { captchaSrc: string };

/**
 * The current login attempt with its captcha address. Fetched only in the browser (a query does not
 * run during server rendering): a cached server page cannot carry a per-visitor sessionId. refetch()
 * starts a new attempt.
 */
export const useLoginAttempt = () =>
  useQuery({
    queryKey: ['login', 'attempt'],
    queryFn: async ({ signal }): Promise<TLoginAttempt> => {
      const key = await fetchPublicKey({ signal });
      return { ...key, captchaSrc: verifyCodeImageUrl(key.sessionId, Date.now()) };
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
