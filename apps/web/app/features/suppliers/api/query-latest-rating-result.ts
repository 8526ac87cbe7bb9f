import { queryLatestRatingResult, type TSupplierRating } from '@supportal/contract';
import { apiClient, type TRequestOptions } from '../../../lib/api-client';

/** The logged-in supplier's own latest published rating, or null. */
export const fetchLatestRating = (options?: TRequestOptions): Promise<TSupplierRating | null> =>
  apiClient.request(queryLatestRatingResult, {}, { area: 'supplierPortal', ...options });
