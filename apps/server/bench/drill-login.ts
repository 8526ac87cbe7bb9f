/** What the drills share to log in as demo accounts on servers started with NODE_ENV=test. */
import { constants, publicEncrypt } from 'node:crypto';

/** The fixed captcha the drills start their servers with (DEV_FIXED_CAPTCHA). */
export const DRILL_CAPTCHA = 'dr1ll';
export const DEMO_PASSWORD = 'Demo@2026';

/** The password as the login card sends it: RSA-OAEP (SHA-256) with the server's key, base64. */
export const encryptPassword = (publicKey: string, password = DEMO_PASSWORD) =>
  publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password),
  ).toString('base64');
