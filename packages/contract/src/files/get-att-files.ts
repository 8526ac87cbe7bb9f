import { z } from 'zod';
import { defineEndpoint } from './area.js';
import { idString, optionalText } from '../common/fields.js';
import { ZFileInfo } from './file-info.js';

export const NOTICE_ATTACHMENT_REL_NAME = 'obp_notice';

export const ZGetAttFilesRequest = z.object({
  relId: idString('关联编号'),
  relName: optionalText(40)
    .transform((value) => value ?? NOTICE_ATTACHMENT_REL_NAME)
    .pipe(z.literal(NOTICE_ATTACHMENT_REL_NAME, { error: '不支持的关联类型' })),
});

export const getAttFiles = defineEndpoint('POST', '/file/get-att-files', {
  summary: '公告附件列表（仅当公告对调用者可见）',
  access: 'public',
  body: ZGetAttFilesRequest,
  data: z.object({ records: z.array(ZFileInfo) }),
});
