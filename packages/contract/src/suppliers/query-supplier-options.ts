import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { optionalText } from '../common/fields.js';

export const querySupplierOptions = defineEndpoint('POST', '/supplier/query-supplier-options', {
  summary: '按名称或编码查找供应商（录入负面行为、填写公示的候选人时选择），最多 20 条',
  access: { permission: PERMISSIONS.negativeBehaviourRecord },
  body: z.object({ keyword: optionalText(50) }),
  data: z.array(
    z.object({
      supplierCode: z.string(),
      supplierName: z.string(),
      uscc: z.string().nullable().describe('统一社会信用代码（未登记的为 null）'),
    }),
  ),
});
