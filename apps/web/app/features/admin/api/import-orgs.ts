import { importOrgs, type TOrgImportReport } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

/** Checks (dryRun) or imports a unit CSV; a real import with bad lines is refused whole (400). */
export const importOrgsRecord = (csv: string, dryRun: boolean): Promise<TOrgImportReport> =>
  apiClient.request(importOrgs, { body: { csv, dryRun } });
