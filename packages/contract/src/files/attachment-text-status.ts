import { z } from 'zod';

/**
 * How far the text of an attachment has been read for search (issue 23): waiting, read, a scan with no
 * text, locked with a password, or failed (with a reason staff can act on).
 */
export const ATTACHMENT_TEXT_STATUSES = ['pending', 'extracted', 'no_text', 'encrypted', 'failed'] as const;
export type TAttachmentTextStatus = (typeof ATTACHMENT_TEXT_STATUSES)[number];

export const ATTACHMENT_TEXT_STATUS_LABELS: Record<TAttachmentTextStatus, string> = {
  pending: '提取中',
  extracted: '已提取',
  no_text: '无文本（扫描件）',
  encrypted: '已加密',
  failed: '失败',
};

export const ZAttachmentTextStatus = z.enum(ATTACHMENT_TEXT_STATUSES);
