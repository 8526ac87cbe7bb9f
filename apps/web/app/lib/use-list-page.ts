import { useLocation, useNavigation, useRevalidator } from 'react-router';

/**
 * What a list page needs around its table: the path it is on (the same page serves public and
 * workspace addresses, so in-page links stay there), whether it is loading, and how to ask again.
 */
export const useListPage = () => {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  return {
    pathname,
    loading:
      (navigation.state === 'loading' && navigation.location.pathname === pathname) ||
      revalidator.state === 'loading',
    retry: () => void revalidator.revalidate(),
  };
};
