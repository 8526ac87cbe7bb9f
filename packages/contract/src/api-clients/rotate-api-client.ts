import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { idString } from '../common/fields.js';
import { ZApiClientWithCredential } from './api-client.js';

export const rotateApiClient = defineEndpoint('POST', '/admin/api-clients/rotate-api-client', {
  summary: '轮换接口客户端密钥：旧密钥立即失效，新凭证只出现这一次',
  access: { permission: PERMISSIONS.adminApiClients },
  body: z.object({ id: idString('客户端编号') }),
  data: ZApiClientWithCredential,
});
