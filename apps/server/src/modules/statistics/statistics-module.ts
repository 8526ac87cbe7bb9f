import type { TDatabase } from '../../db/database.js';
import type { TBoundEndpoint } from '../../lib/endpoint/index.js';
import type { TModuleManifest } from '../../lib/module-manifest.js';
import { statisticsEndpoints } from './statistics-endpoints.js';

/** 统计分析 for staff: read-only calls over what the other modules keep. */
export const statisticsModule: TModuleManifest<{ db: TDatabase }> = {
  name: 'statistics',
  install: async (_app, { db }) => ({ endpoints: statisticsEndpoints(db) as TBoundEndpoint[] }),
};
