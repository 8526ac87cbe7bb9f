import { z } from 'zod';
import { defineEndpoint } from './area.js';

/** Days before a certificate's last valid day when its supplier is reminded, once each. */
export const CERTIFICATE_REMINDER_DAYS = [30, 7, 1] as const;
/** The home page counts down certificates ending within this many days (and those already ended). */
export const CERTIFICATE_EXPIRY_WINDOW_DAYS = 30;

export const ZExpiringCertificate = z.object({
  id: z.string(),
  certType: z.string(),
  certNumber: z.string(),
  validTo: z.string().describe('yyyy-MM-dd，最后有效日'),
  daysLeft: z.number().int().describe('距到期的天数（北京时间）；负数为已过期天数'),
});
export type TExpiringCertificate = z.infer<typeof ZExpiringCertificate>;

export const queryExpiringCertificates = defineEndpoint(
  'GET',
  '/supplier-portal/query-expiring-certificates',
  {
    summary: '本供应商 30 天内到期及已过期的资质证书（工作台首页倒计时）；非供应商账号为空列表',
    access: 'session',
    data: z.object({ records: z.array(ZExpiringCertificate) }),
  },
);
