import { constants, generateKeyPair, privateDecrypt, type KeyObject, createPrivateKey } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { rsaKeyPairs } from '../../db/schema/index.js';

const KEY_ID = 'login-password';
const MODULUS_BITS = 2048;

export type TPasswordDecryptor = {
  publicKeyPem: () => Promise<string>;
  /** The clear password, or null when the text is not an RSA-OAEP (SHA-256) ciphertext of our key. */
  decrypt: (ciphertextBase64: string) => Promise<string | null>;
};

const newKeyPair = () =>
  new Promise<{ publicKey: string; privateKey: string }>((resolve, reject) =>
    generateKeyPair(
      'rsa',
      {
        modulusLength: MODULUS_BITS,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      },
      (error, publicKey, privateKey) => (error ? reject(error) : resolve({ publicKey, privateKey })),
    ),
  );

/**
 * The login key pair lives in the database, so every instance behind a load balancer decrypts what
 * any instance's public key encrypted. The first instance to need it creates it; a concurrent
 * creator's insert loses and both read the stored row. It is not rotated (README, Security).
 */
export const createPasswordDecryptor = (db: TDatabase): TPasswordDecryptor => {
  let loaded: Promise<{ publicKeyPem: string; privateKey: KeyObject }> | undefined;
  const load = async () => {
    const read = () => db.select().from(rsaKeyPairs).where(eq(rsaKeyPairs.id, KEY_ID)).limit(1);
    let row = (await read())[0];
    if (!row) {
      const pair = await newKeyPair();
      await db
        .insert(rsaKeyPairs)
        .values({ id: KEY_ID, publicKeyPem: pair.publicKey, privateKeyPem: pair.privateKey })
        .onConflictDoNothing();
      row = (await read())[0];
      if (!row) throw new Error('登录密钥写入后读取失败');
    }
    return { publicKeyPem: row.publicKeyPem, privateKey: createPrivateKey(row.privateKeyPem) };
  };
  const keys = () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
  const utf8 = new TextDecoder('utf-8', { fatal: true });

  return {
    publicKeyPem: async () => (await keys()).publicKeyPem,
    decrypt: async (ciphertextBase64) => {
      const { privateKey } = await keys();
      const ciphertext = Buffer.from(ciphertextBase64.replace(/\s+/g, ''), 'base64');
      if (ciphertext.length !== MODULUS_BITS / 8) return null;
      try {
        const clear = privateDecrypt(
          { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          ciphertext,
        );
        return utf8.decode(clear);
      } catch {
        return null;
      }
    },
  };
};
