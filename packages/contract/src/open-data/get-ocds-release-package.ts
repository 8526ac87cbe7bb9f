import { z } from 'zod';
import { defineEndpoint } from './area.js';
import { idString } from '../common/fields.js';
import { ZOcdsReleasePackage } from './ocds-release.js';

export const getOcdsReleasePackage = defineEndpoint('GET', '/open-data/ocds/release-package', {
  summary:
    '开放数据：一条公开的采购公告或结果公示的 OCDS 1.1 发布包（首次发布、每次修订、撤回与恢复各一条 release；' +
    '预告公告/方案征集 → planning，采购公告 → tender，候选人公示/结果公示 → award）。不是采购类公告或不公开的公告答 404；按 IP 限流',
  access: 'public',
  query: z.object({ noticeId: idString('noticeId') }),
  data: ZOcdsReleasePackage,
});
