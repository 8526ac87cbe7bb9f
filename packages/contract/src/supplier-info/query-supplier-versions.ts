import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { WORK_LIST_PAGE_SIZE } from '../common/constants.js';
import { defineEndpoint } from './area.js';
import { optionalInt } from '../common/fields.js';
import { ZSupplierRecord } from './supplier-record.js';

export const querySupplierVersions = defineEndpoint('POST', '/supplier-info/query-versions', {
  summary: '本企业信息的历史版本（每个审核通过的版本一份完整快照），最新在前',
  access: { permission: PERMISSIONS.supplierInfo },
  body: z.object({
    pageNum: optionalInt('pageNum', 1, 100_000).transform((value) => value ?? 1),
    pageSize: optionalInt('pageSize', 1, 50).transform((value) => value ?? WORK_LIST_PAGE_SIZE),
  }),
  data: z.object({
    total: z.number().int(),
    records: z.array(
      z.object({
        version: z.number().int(),
        effectiveAt: z.string().describe('生效时间 YYYY-MM-DD HH:mm:ss'),
        changeRequestId: z.string().nullable().describe('由哪个变更申请产生；初始版本为 null'),
        approverName: z.string().nullable(),
        record: ZSupplierRecord,
      }),
    ),
  }),
});
