import { z } from 'zod';
import { mobileNumber } from '../auth/login-fields.js';
import { defineEndpoint } from './area.js';
import { applicationNo } from './registration.js';

export const queryRegistrationStatus = defineEndpoint('POST', '/supplier-registration/query-status', {
  summary: '注册进度查询：申请编号 + 注册时验证的联系人手机号；不匹配与不存在答复相同（404）',
  access: 'public',
  body: z.object({ applicationNo: applicationNo(), mobile: mobileNumber() }),
  data: z.object({
    applicationNo: z.string(),
    supplierName: z.string(),
    status: z.string(),
    statusName: z.string(),
    submittedAt: z.string(),
    decidedAt: z.string().nullable(),
    reviewComment: z.string().nullable().describe('退回或未通过时的意见'),
    loginName: z.string().nullable().describe('审核通过后给出登录账号'),
  }),
});
