import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';

export const queryPublishingUnits = defineEndpoint('POST', '/notice-console/query-publishing-units', {
  summary: '可用作公告发布单位的单位：本人单位及其下级单位',
  access: { permission: PERMISSIONS.noticePublish },
  body: z.object({}),
  data: z.array(
    z.object({
      orgCode: z.string(),
      orgName: z.string(),
      unitLevel: z.string(),
      provAdmCode: z.string().nullable(),
      provAdmName: z.string().nullable(),
    }),
  ),
});
