import { z } from 'zod';
import { encryptedPassword } from './login-fields.js';

/**
 * A new password typed twice, each RSA-OAEP encrypted like the login's (getPublicKey's key): the
 * policy and the comparison run on the server after decrypting, and in the form before encrypting.
 */
export const ZEncryptedNewPassword = z.object({
  newPassword: encryptedPassword().describe('新密码，RSA-OAEP (SHA-256) 加密后的 base64'),
  confirmPassword: encryptedPassword().describe('再次输入的新密码，同样加密'),
});
