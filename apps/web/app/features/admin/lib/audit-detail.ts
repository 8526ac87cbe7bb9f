import { CODE_PURPOSE_LABELS } from '@supportal/contract';
import { adminMessages } from '../messages';

const messages = adminMessages.audit;

/** A value of 附加信息 in words: yes/no, lists, and the names of reasons, login methods and code purposes. */
const readableValue = (key: string, value: unknown): string => {
  if (typeof value === 'boolean') return value ? messages.detailYes : messages.detailNo;
  if (Array.isArray(value)) return value.map(String).join('、');
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  const names: Readonly<Record<string, string>> =
    key === 'reason'
      ? messages.detailReasons
      : key === 'method'
        ? messages.detailMethods
        : key === 'purpose'
          ? CODE_PURPOSE_LABELS
          : {};
  return names[text] ?? text;
};

/**
 * 附加信息 as people read it: "操作人：admin01；原因：密码错误". The server stores it as a flat JSON
 * object of short values; anything else is shown as stored.
 */
export const readableAuditDetail = (detail: string | null): string => {
  if (!detail) return '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(detail);
  } catch {
    return detail;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return detail;
  return Object.entries(parsed as Record<string, unknown>)
    .map(([key, value]) => `${messages.detailKeys[key] ?? key}：${readableValue(key, value)}`)
    .join('；');
};
