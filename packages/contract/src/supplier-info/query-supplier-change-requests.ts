import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { WORK_LIST_PAGE_SIZE } from '../common/constants.js';
import { defineEndpoint } from './area.js';
import { optionalInt } from '../common/fields.js';
import { ZSupplierChangeRequest } from './supplier-record.js';

export const querySupplierChangeRequests = defineEndpoint('POST', '/supplier-info/query-change-requests', {
  summary: '本企业的信息变更申请（变更记录），最新在前，含状态与逐字段差异',
  access: { permission: PERMISSIONS.supplierInfo },
  body: z.object({
    pageNum: optionalInt('pageNum', 1, 100_000).transform((value) => value ?? 1),
    pageSize: optionalInt('pageSize', 1, 50).transform((value) => value ?? WORK_LIST_PAGE_SIZE),
  }),
  data: z.object({ total: z.number().int(), records: z.array(ZSupplierChangeRequest) }),
});
