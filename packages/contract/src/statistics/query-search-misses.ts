import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZStatisticsPeriod } from './statistics-period.js';

/** How many zero-result keywords the statistics list. */
export const SEARCH_MISS_TOP = 20;
/** How long keyword searches are kept (days): older ones are deleted by a sweep. */
export const KEYWORD_SEARCH_RETENTION_DAYS = 90;

export const ZSearchMiss = z.object({
  keyword: z.string(),
  searches: z.number().int().describe('周期内以此关键字搜索且没有结果的次数'),
});
export type TSearchMiss = z.infer<typeof ZSearchMiss>;

export const querySearchMisses = defineEndpoint('POST', '/statistics/query-search-misses', {
  summary: `统计分析：周期内最常见的无结果搜索关键字（前${SEARCH_MISS_TOP}个；公开搜索匿名记录，保留${KEYWORD_SEARCH_RETENTION_DAYS}天）`,
  access: { permission: PERMISSIONS.statistics },
  body: ZStatisticsPeriod,
  data: z.object({ keywords: z.array(ZSearchMiss).describe('次数多的在前') }),
});
