import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { idString, optionalBooleanLike, optionalText } from '../common/fields.js';
import { ZNoticeDraftFields, ZSavedNoticeDraft } from './notice-draft.js';

export const saveNoticeDraft = defineEndpoint('POST', '/notice-console/save-notice-draft', {
  summary:
    '保存公告（无 id 时新建并发起公告发布流程；有 id 时修改编辑中的公告）；submit 为 true 时提交审批。amendsNoticeId 给出时为对已发布公告的修订，须填 amendReason',
  access: { permission: PERMISSIONS.noticePublish },
  body: ZNoticeDraftFields.safeExtend({
    id: idString('公告草稿编号').optional(),
    amendsNoticeId: idString('被修订的公告').optional(),
    amendReason: optionalText(200).describe('修订说明，访客在公告详情中可见'),
    submit: optionalBooleanLike(),
  }),
  data: ZSavedNoticeDraft,
});
