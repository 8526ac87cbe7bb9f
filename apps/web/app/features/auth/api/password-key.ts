import { useQuery } from '@tanstack/react-query';
import { fetchPublicKey } from './get-public-key';

/** The key new and current passwords are encrypted with (the login's), fetched in the browser only. */
export const usePasswordKey = () =>
  useQuery({
    queryKey: ['login', 'password-key'],
    queryFn: async ({ signal }) => (await fetchPublicKey({ signal })).publicKey,
    staleTime: Infinity,
    retry: false,
  });
