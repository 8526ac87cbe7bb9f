import { z } from 'zod';
import { defineEndpoint } from './area.js';
import { idString } from '../common/fields.js';
import { ZNoticeDetail } from './notice.js';

export const ZNoticeIdRequest = z.object({ id: idString('公告编号') });

export const getNoticeById = defineEndpoint('POST', '/obp-notice/get-notice-by-id', {
  summary: '公告详情（HTML 已净化）；不存在或无权查看时 404',
  access: 'public',
  body: ZNoticeIdRequest,
  data: ZNoticeDetail,
});
