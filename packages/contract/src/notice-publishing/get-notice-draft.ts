import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { idString } from '../common/fields.js';
import { ZNoticeDraft } from './notice-draft.js';

export const getNoticeDraft = defineEndpoint('POST', '/notice-console/get-notice-draft', {
  summary: '控制台公告详情：本单位及下级单位的公告；他人单位的 404',
  access: { permission: PERMISSIONS.noticePublish },
  body: z.object({ id: idString('公告草稿编号') }),
  data: ZNoticeDraft,
});
