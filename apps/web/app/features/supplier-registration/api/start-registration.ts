import { startRegistration } from '@supportal/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/**
 * The registration session of this page: uploads, the mobile code and the submission are bound to it.
 * Fetched only in the browser (a cached server page cannot carry a per-visitor token).
 */
export const useRegistrationSession = () =>
  useQuery({
    queryKey: [startRegistration.path],
    queryFn: ({ signal }) => apiClient.request(startRegistration, { body: {} }, { signal }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
