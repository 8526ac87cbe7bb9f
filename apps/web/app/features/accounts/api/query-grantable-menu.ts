import { queryGrantableMenu } from '@supportal/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The menu items the main account may hand to a sub-account. */
export const useGrantableMenu = () =>
  useQuery({
    queryKey: ['grantable-menu'],
    queryFn: ({ signal }) =>
      apiClient
        .request(queryGrantableMenu, {}, { signal, area: 'supplierPortal' })
        .then((data) => data.menuAuthorities),
    staleTime: 60_000,
  });
