import { z } from 'zod';
import { defineEndpoint } from './area.js';

/** Types that have history notices, keyed by type code, with their label. */
export const getHisNoticeType = defineEndpoint('POST', '/obp-notice/get-his-notice-type', {
  summary: '历史公告包含的公告类型（键为类型编码，值为名称）',
  access: 'public',
  data: z.record(z.string(), z.string()),
});
