import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.js';
import { idString, optionalText } from '../common/fields.js';
import { ZFileInfo } from './file-info.js';

export const NOTICE_ATTACHMENT_REL_NAME = 'obp_notice';

export const ZGetAttFilesRequest = z.object({
  relId: idString('关联编号'),
  relName: optionalText(40)
    .transform((value) => value ?? NOTICE_ATTACHMENT_REL_NAME)
    .pipe(z.literal(NOTICE_ATTACHMENT_REL_NAME, { error: '不支持的关联类型' })),
});

export const getAttFiles = defineEndpoint({
  method: 'POST',
  path: '/file/get-att-files',
  summary: '公告附件列表（仅当公告对调用者可见）',
  tag: 'file',
  access: 'public',
  body: ZGetAttFilesRequest,
  data: z.object({ records: z.array(ZFileInfo) }),
});
