import { queryExpiringCertificates, type TExpiringCertificate } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

/** My company's certificates ending within 30 days, and those already ended; quiet on failure. */
export const loadExpiringCertificates = async (): Promise<TExpiringCertificate[]> =>
  (await apiClient.request(queryExpiringCertificates, {}, { area: 'supplierPortal', hideErrMsg: true }))
    .records;
