import { z } from 'zod';
import { defineEndpoint } from './area.js';
import { optionalInt } from '../common/fields.js';
import { OCDS_RELEASES_PAGE, ZOcdsReleasePackage } from './ocds-release.js';

/** RFC 3339 with an offset, or 'YYYY-MM-DD[ HH:mm[:ss]]' read as China time. */
const SINCE_PATTERN =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(:\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** The instant a `since` text names, or null when it names none. */
export const parseOcdsSince = (text: string): Date | null => {
  const match = SINCE_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, date, minutes = '00:00', seconds = ':00', offset = '+08:00'] = match;
  const instant = new Date(`${date}T${minutes}${seconds}${offset}`);
  return Number.isNaN(instant.getTime()) ? null : instant;
};

export const ZOcdsReleaseFeedPage = z.object({
  releasePackage: ZOcdsReleasePackage.nullable().describe('null：游标之后还没有新的 release'),
  nextCursor: z.string().describe('下一次请求带上它（cursor）继续；没有新的 release 时等于本次的游标'),
  hasMore: z.boolean().describe('true：还有下一页，立即用 nextCursor 再取'),
});
export type TOcdsReleaseFeedPage = z.infer<typeof ZOcdsReleaseFeedPage>;

export const queryOcdsReleases = defineEndpoint('GET', '/open-data/ocds/releases', {
  summary:
    '开放数据：公开采购公告与结果的 OCDS 1.1 release，按发生顺序分页（游标续读，每条变化恰好一次）；' +
    'since 只取该时间及以后的变化；按 IP 限流',
  access: 'public',
  query: z.object({
    since: z
      .string()
      .trim()
      .refine((text) => parseOcdsSince(text) !== null, {
        error: '应为时间，如 2026-11-01T00:00:00+08:00 或 2026-11-01 00:00:00（北京时间）',
      })
      .optional(),
    cursor: z
      .string()
      .trim()
      .regex(/^(0|[1-9]\d{0,17})$/, { error: '游标格式不正确，请使用上一页返回的 nextCursor' })
      .optional(),
    limit: optionalInt('limit', 1, OCDS_RELEASES_PAGE.maxLimit),
  }),
  data: ZOcdsReleaseFeedPage,
});
