import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from '../common/endpoint.js';

export const queryPublishingUnits = defineEndpoint({
  method: 'POST',
  path: '/notice-console/query-publishing-units',
  summary: '可用作公告发布单位的单位：本人单位及其下级单位',
  tag: 'notice-console',
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
