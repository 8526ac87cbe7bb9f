import { z } from 'zod';
import { defineUpload } from './area.js';
import { ZFileInfo } from '../files/file-info.js';
import { registrationToken } from './registration.js';

/**
 * Anonymous upload of a certificate scan (same types and size as 企业信息's), bound to the registration
 * session or correction link; only that application can attach it, nobody can read it back here.
 */
export const uploadRegistrationFile = defineUpload('/supplier-registration/upload-file', {
  summary:
    '注册：上传营业执照或资质证书扫描件（multipart，字段 file；PDF/JPG/PNG，10 MB 以内，每次注册最多 20 个），绑定到本次注册或修改链接',
  access: 'public',
  query: z.object({ token: registrationToken().describe('注册会话凭据，或退回修改链接中的凭据') }),
  data: ZFileInfo,
});
