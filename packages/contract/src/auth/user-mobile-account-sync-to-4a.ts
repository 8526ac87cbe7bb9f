import { z } from 'zod';
import { defineEndpoint } from './area.js';

export const ZMobileSyncResult = z.object({
  userName: z.string(),
  mobile: z.string().describe('脱敏后的手机号'),
  syncedAt: z.string().describe('YYYY-MM-DD HH:mm:ss（北京时间）'),
});

export const userMobileAccountSyncTo4a = defineEndpoint('POST', '/login/user-mobile-account-sync-to-4a', {
  summary: '把当前账号绑定的手机号同步到 4A（记录同步请求）',
  access: 'session',
  data: ZMobileSyncResult,
});
