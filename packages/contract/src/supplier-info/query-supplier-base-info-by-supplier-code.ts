import { z } from 'zod';
import { defineEndpoint } from './area.js';
import { optionalText } from '../common/fields.js';

/** operateType: whether a change of the company record is under way. */
export const SUPPLIER_OPERATE_TYPES = { none: '0', change: '2' } as const;

export const querySupplierBaseInfoBySupplierCode = defineEndpoint(
  'POST',
  '/supplier-portal/query-supplier-base-info-by-supplier-code',
  {
    summary:
      '供应商基本信息状态：供应商只能查询本企业（supplierCode 可省略），持“供应商审核”权限的人员可查询任一供应商',
    access: 'session',
    body: z.object({ supplierCode: optionalText(32) }),
    data: z.object({
      id: z.string().describe('供应商编码'),
      operateType: z
        .enum([SUPPLIER_OPERATE_TYPES.none, SUPPLIER_OPERATE_TYPES.change])
        .describe("'2'：有未结束的信息变更申请；'0'：无"),
      status: z
        .string()
        .describe(
          "最近一次变更申请的状态（editing 待提交、in-review 审核中、approved、rejected、cancelled），从未申请为 'effective'",
        ),
      version: z.number().int().describe('当前生效版本号'),
    }),
  },
);
