/**
 * Footer contacts (spec section 2). The spec does not show the numbers and addresses: these are
 * placeholders in the right format, to be replaced with the real values here and nowhere else.
 */
export const WORKING_HOURS = '工作日 8:00-18:00';

export const SUPPORT_PHONES = {
  performanceComplaint: { label: '履约投诉热线', value: '400-000-1001' },
  systemOperation: { label: '系统操作热线', value: '400-000-1002' },
  businessSupport: { label: '业务支持热线', value: '400-000-1003' },
} as const;

export const COMPLAINT_MAILBOX = { label: '投诉邮箱', value: 'tousu@example-tower.cn' } as const;

export type TFooterContactLine = { label: string; value: string; kind: 'phone' | 'mail' | 'text' };
export type TFooterContactBlock = { key: string; title: string; lines: readonly TFooterContactLine[] };

export const FOOTER_CONTACT_BLOCKS: readonly TFooterContactBlock[] = [
  {
    key: 'business',
    title: '业务支持',
    lines: [
      { ...SUPPORT_PHONES.businessSupport, kind: 'phone' },
      { label: '服务时间', value: WORKING_HOURS, kind: 'text' },
    ],
  },
  {
    key: 'complaint',
    title: '投诉与建议',
    lines: [
      { ...SUPPORT_PHONES.performanceComplaint, kind: 'phone' },
      { ...COMPLAINT_MAILBOX, kind: 'mail' },
      { label: '服务时间', value: WORKING_HOURS, kind: 'text' },
    ],
  },
  {
    key: 'system',
    title: '系统支持',
    lines: [
      { ...SUPPORT_PHONES.systemOperation, kind: 'phone' },
      { label: '服务时间', value: WORKING_HOURS, kind: 'text' },
    ],
  },
];

/** QR entries: official account and the mobile office app. Real codes replace the placeholders later. */
export const FOOTER_APP_ENTRIES = [
  { key: 'officialAccount', label: '官方公众号' },
  { key: 'mobileOfficeIos', label: '移动办公 iOS' },
  { key: 'mobileOfficeAndroid', label: '移动办公 Android' },
] as const;
