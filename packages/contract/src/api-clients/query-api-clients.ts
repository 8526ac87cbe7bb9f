import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZApiClient } from './api-client.js';

export const queryApiClients = defineEndpoint('POST', '/admin/api-clients/query-api-clients', {
  summary: '接口客户端：管理员单位范围内的全部客户端（含已吊销、已过期），及可选的发布单位',
  access: { permission: PERMISSIONS.adminApiClients },
  body: z.object({}),
  data: z.object({
    clients: z.array(ZApiClient),
    units: z.array(z.object({ orgCode: z.string(), orgName: z.string() })).describe('可选的发布单位'),
    issueRefusal: z.string().nullable().describe('不能签发或轮换任何客户端的原因；可以时为 null'),
    publishDirectlyRefusal: z
      .string()
      .nullable()
      .describe('不能签发或轮换免审核直接发布的客户端的原因；可以时为 null'),
  }),
});
