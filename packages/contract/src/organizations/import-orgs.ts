import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { optionalBooleanLike, plainString } from '../common/fields.js';

/** The columns of an org import, in this order, header line first (README: docs/administration.md). */
export const ORG_IMPORT_COLUMNS = [
  '单位编码',
  '单位名称',
  '层级',
  '上级单位编码',
  '省份区划代码',
  '省份名称',
] as const;

/** At most this many lines per import: every province and city of the country fits. */
export const ORG_IMPORT_MAX_LINES = 5_000;

export const ZOrgImportRequest = z.object({
  csv: plainString('csv 应为 CSV 文本')
    .min(1, 'csv 不能为空')
    .max(1_000_000, 'csv 不能超过 1,000,000 个字符'),
  dryRun: optionalBooleanLike().transform((value) => value ?? true),
});
export type TOrgImportRequest = z.input<typeof ZOrgImportRequest>;

export const ZOrgImportReport = z.object({
  dryRun: z.boolean().describe('true：只检查，未写入'),
  created: z.number().int().describe('新建的单位数（预检：将新建的）'),
  updated: z.number().int().describe('改名、移动或改区划的已有单位数'),
  areasCreated: z.number().int().describe('新登记的行政区划（省份）数'),
  errors: z
    .array(z.object({ line: z.number().int(), message: z.string() }))
    .describe('每个有问题的行（行号从 1 起，含表头）；有任何错误时正式导入什么都不写（400）'),
});
export type TOrgImportReport = z.infer<typeof ZOrgImportReport>;

export const importOrgs = defineEndpoint('POST', '/admin/orgs/import-orgs', {
  summary:
    '单位导入：CSV（单位编码,单位名称,层级,上级单位编码,省份区划代码,省份名称）新建或更新省分、地市；dryRun 预检并列出每个错误行',
  access: { permission: PERMISSIONS.adminAccounts },
  body: ZOrgImportRequest,
  data: ZOrgImportReport,
});
