import { defineEndpoint } from './area.js';
import { correctionToken, ZRegistrationFields } from './registration.js';
import { ZRegistrationReceipt } from './submit-registration.js';

export const resubmitRegistration = defineEndpoint('POST', '/supplier-registration/resubmit', {
  summary:
    '退回修改后重新提交：凭修改链接的凭据提交整份申请（联系人手机号不能更换；新扫描件须经该链接上传），链接随即失效',
  access: 'public',
  body: ZRegistrationFields.extend({ correctionToken: correctionToken() }),
  data: ZRegistrationReceipt,
});
