import { z } from 'zod';
import { pinCode } from '../auth/login-fields.js';
import { ZEncryptedNewPassword } from '../auth/password-fields.js';
import { defineEndpoint } from './area.js';
import { registrationToken, ZRegistrationFields } from './registration.js';

export const ZRegistrationReceipt = z.object({
  applicationNo: z.string().describe('申请编号：凭它与验证过的手机号查询进度'),
  status: z.string(),
  statusName: z.string(),
  loginName: z.string().describe('审核通过后用于登录的账号（统一社会信用代码）'),
});

export const submitRegistration = defineEndpoint('POST', '/supplier-registration/submit', {
  summary:
    '提交供应商注册申请并进入准入审核：企业信息、产品类别、资质证书（扫描件须为本次注册上传）、联系人（手机验证码）与主账号密码（RSA 加密，审核通过后方可登录）。统一社会信用代码已注册或有审核中的申请 409',
  access: 'public',
  body: ZRegistrationFields.extend(ZEncryptedNewPassword.shape).extend({
    registrationToken: registrationToken(),
    smsCode: pinCode(),
  }),
  data: ZRegistrationReceipt,
});
