import { z } from 'zod';
import { defineEndpoint } from './area.js';

export const ZPublicKey = z.object({
  publicKey: z.string().describe('RSA 公钥（SPKI PEM），用于 RSA-OAEP (SHA-256) 加密密码'),
  sessionId: z.string().describe('本次登录的会话编号，验证码与之绑定'),
  encryption: z.string().describe("'RSA-OAEP-256'"),
});
export type TPublicKey = z.infer<typeof ZPublicKey>;

export const getPublicKey = defineEndpoint('POST', '/login/getPublicKey', {
  summary: '获取加密密码用的 RSA 公钥和登录会话编号（验证码与会话绑定）',
  access: 'public',
  data: ZPublicKey,
});
