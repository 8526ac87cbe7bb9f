import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { pinChannel, pinCode } from '../auth/login-fields.js';
import { defineEndpoint } from './area.js';
import { idString } from '../common/fields.js';
import { ZProcessPosition } from '../workflow/work-item.js';
import { ZSupplierRecordFields } from './supplier-record.js';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

export const submitSupplierChange = defineEndpoint('POST', '/supplier-info/submit-change-request', {
  summary:
    '提交企业信息变更申请（整份企业信息，按行保留 id）并送审；requestId 给出时为修改后重新提交已撤回或被退回的申请。增删改银行账户须带 smsCode + type（send-change-code 发送的验证码）。每个供应商同时只能有一个未结束的申请（409）',
  access: { permission: PERMISSIONS.supplierInfo },
  body: ZSupplierRecordFields.extend({
    requestId: optional(idString('requestId')),
    smsCode: optional(pinCode()),
    type: optional(pinChannel()),
  }),
  data: ZProcessPosition.extend({ id: z.string() }),
});
