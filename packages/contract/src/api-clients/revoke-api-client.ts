import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { idString } from '../common/fields.js';
import { ZApiClient } from './api-client.js';

export const revokeApiClient = defineEndpoint('POST', '/admin/api-clients/revoke-api-client', {
  summary: '吊销接口客户端：其凭证在所有服务器上立即失效，不可恢复',
  access: { permission: PERMISSIONS.adminApiClients },
  body: z.object({ id: idString('客户端编号') }),
  data: ZApiClient,
});
