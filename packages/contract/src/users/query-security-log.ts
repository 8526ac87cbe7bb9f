import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../common/constants.js';
import { defineEndpoint } from './area.js';
import { optionalInt } from '../common/fields.js';

export const SECURITY_LOG_PAGE_SIZE = 20;

export const ZSecurityLogEntry = z.object({
  id: z.string(),
  occurredAt: z.string().describe('YYYY-MM-DD HH:mm:ss（北京时间）'),
  event: z
    .string()
    .describe('login-success、login-failure、lockout、logout、mobile-bound、account-created 等'),
  result: z.string().describe('中文说明，如 登录成功、密码错误、已锁定'),
  ip: z.string(),
  actor: z.string().nullable().describe('由谁操作（主账号管理子账号时为主账号登录名）'),
  target: z.string().nullable().describe('被操作的账号（本人为主账号、操作对象为子账号时）'),
});
export type TSecurityLogEntry = z.infer<typeof ZSecurityLogEntry>;

export const querySecurityLog = defineEndpoint('GET', '/user/query-security-log', {
  summary: '当前账号自己的安全日志：登录记录与账号变更，新的在前，分页',
  access: 'session',
  query: z.object({
    current: optionalInt('current', 1, 100_000),
    size: optionalInt('size', 1, MAX_PAGE_SIZE),
  }),
  data: z.object({ total: z.number().int(), records: z.array(ZSecurityLogEntry) }),
});
