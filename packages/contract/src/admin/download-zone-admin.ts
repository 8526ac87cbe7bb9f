import { z } from 'zod';
import { idString, optionalBooleanLike, optionalInt, requiredText } from '../common/fields.js';

/** A download-zone entry as the console manages it: hidden and login-only ones too. */
export const ZAdminDownloadZoneEntry = z.object({
  id: z.string(),
  fileId: z.string(),
  title: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  loginOnly: z.boolean().describe('true：仅登录用户可见；false：访客也可见'),
  enabled: z.boolean().describe('false：已停用，任何人都看不到'),
  sort: z.number().int(),
  createTime: z.string().nullable(),
  orgCode: z.string().nullable().describe('发布单位；null：全国文件（仅总部管理员可改）'),
  orgName: z.string().nullable(),
  editable: z.boolean().describe('当前管理员能否修改'),
});
export type TAdminDownloadZoneEntry = z.infer<typeof ZAdminDownloadZoneEntry>;

const entryFields = {
  title: requiredText('标题', 200),
  loginOnly: optionalBooleanLike().transform((value) => value ?? false),
  sort: optionalInt('排序', 0, 100_000).transform((value) => value ?? 0),
};

/** Publishes an upload (purpose downloadZone, by this administrator, not yet attached) in the zone. */
export const ZCreateDownloadZoneEntryRequest = z.object({ fileId: idString('fileId'), ...entryFields });
export type TCreateDownloadZoneEntryRequest = z.input<typeof ZCreateDownloadZoneEntryRequest>;

export const ZUpdateDownloadZoneEntryRequest = z.object({
  id: idString('id'),
  ...entryFields,
  enabled: optionalBooleanLike().transform((value) => value ?? true),
});
export type TUpdateDownloadZoneEntryRequest = z.input<typeof ZUpdateDownloadZoneEntryRequest>;
