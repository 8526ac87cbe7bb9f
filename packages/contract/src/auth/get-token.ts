import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';

export const ZSsoTicket = z.object({
  additionalInformation: z.object({
    accId: z.string().describe('登录账号'),
    supplierCode: z.string(),
    token: z.string().describe('一次性单点登录票据，交给 login/login4SSO'),
    expiresIn: z.number().int().describe('票据有效秒数'),
  }),
});
export type TSsoTicket = z.infer<typeof ZSsoTicket>;

export const getToken = defineEndpoint('POST', '/login/getToken', {
  summary:
    '为当前登录用户签发一次性单点登录票据（additionalInformation：accId、supplierCode、token），供待办任务窗口登录流程系统；需“我的工作台”权限',
  access: { permission: PERMISSIONS.workbench },
  data: ZSsoTicket,
});
