import { getUserInfo } from '@supportal/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { saveUserInfo } from '../lib/auth-session';

export const userInfoQueryKey = ['user', 'getUserInfo'] as const;

/** The logged-in user's info, fetched when the workspace loads and kept as newUserInfo. */
export const fetchUserInfo = async (signal?: AbortSignal) => {
  const info = await apiClient.request(getUserInfo, {}, { area: 'supplierPortal', hideErrMsg: true, signal });
  saveUserInfo(info);
  return info;
};

export const useUserInfo = () =>
  useQuery({
    queryKey: userInfoQueryKey,
    queryFn: ({ signal }) => fetchUserInfo(signal),
    retry: false,
    staleTime: 5 * 60_000,
  });
