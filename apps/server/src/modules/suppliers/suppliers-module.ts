import type { TDatabase } from '../../db/database.js';
import type { TBoundEndpoint } from '../../lib/endpoint/index.js';
import type { TModuleManifest } from '../../lib/module-manifest.js';
import type { TFileStore } from '../files/index.js';
import { registerCertificateDownloads } from './certificate-downloads.js';
import { ratingEndpoints } from './rating-endpoints.js';
import { supplierEndpoints } from './supplier-endpoints.js';

/** Suppliers: their records and ratings, and downloads of their certificates. */
export const suppliersModule: TModuleManifest<{ db: TDatabase; fileStore: TFileStore }> = {
  name: 'suppliers',
  install: async (app, { db, fileStore }) => {
    registerCertificateDownloads(app, db, fileStore);
    return { endpoints: [...supplierEndpoints(db), ...ratingEndpoints(db)] as TBoundEndpoint[] };
  },
};
