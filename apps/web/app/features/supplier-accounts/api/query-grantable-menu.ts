import { queryGrantableMenu } from '@supportal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/endpoint-key';

export const grantableMenuQuery = () =>
  queryOptions({
    queryKey: endpointKey(queryGrantableMenu, {}),
    queryFn: ({ signal }) => apiClient.request(queryGrantableMenu, {}, { signal, area: 'supplierPortal' }),
    staleTime: 60_000,
  });

/** The menu items the main account may hand to a sub-account. */
export const useGrantableMenu = () =>
  useQuery({ ...grantableMenuQuery(), select: (data) => data.menuAuthorities });
