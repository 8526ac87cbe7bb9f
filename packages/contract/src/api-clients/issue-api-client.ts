import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZApiClientWithCredential, ZIssueApiClientRequest } from './api-client.js';

export const issueApiClient = defineEndpoint('POST', '/admin/api-clients/issue-api-client', {
  summary: '签发接口客户端：答复中的凭证只出现这一次（服务器只保存其摘要）',
  access: { permission: PERMISSIONS.adminApiClients },
  body: ZIssueApiClientRequest,
  data: ZApiClientWithCredential,
});
