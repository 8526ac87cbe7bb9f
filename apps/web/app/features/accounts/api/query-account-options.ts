import { queryAccountOptions } from '@supportal/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The orgs and roles the administrator may give (asked once per visit of the page). */
export const useAccountOptions = () =>
  useQuery({
    queryKey: ['admin-account-options'],
    queryFn: ({ signal }) => apiClient.request(queryAccountOptions, { body: {} }, { signal }),
  });
