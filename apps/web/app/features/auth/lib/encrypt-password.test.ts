import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { encryptPassword, encryptWithForge, encryptWithWebCrypto } from './encrypt-password';

// The server's key and its decryption (apps/server password-decryptor): RSA-OAEP, SHA-256, 2048 bits.
const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const serverDecrypt = (base64: string) =>
  privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(base64, 'base64'),
  ).toString('utf8');

const PASSWORDS = ['Demo@2026', '中文密码Ab1！', 'ünïcødé 🔐'];

describe('password encryption for the login call', () => {
  it('WebCrypto output is decrypted by the server, non-ASCII included', async () => {
    for (const password of PASSWORDS) {
      const ciphertext = await encryptWithWebCrypto(globalThis.crypto.subtle, publicKey, password);
      expect(Buffer.from(ciphertext, 'base64')).toHaveLength(256);
      expect(serverDecrypt(ciphertext)).toBe(password);
    }
  });

  it('the node-forge fallback is decrypted by the server, non-ASCII included', async () => {
    for (const password of PASSWORDS) {
      expect(serverDecrypt(await encryptWithForge(publicKey, password))).toBe(password);
    }
  });

  it('falls back to node-forge where crypto.subtle is missing (plain-HTTP pages)', async () => {
    expect(serverDecrypt(await encryptPassword(publicKey, '密码', null))).toBe('密码');
    const encrypt = vi.spyOn(globalThis.crypto.subtle, 'encrypt');
    expect(serverDecrypt(await encryptPassword(publicKey, 'x-y-z'))).toBe('x-y-z');
    expect(encrypt).toHaveBeenCalledTimes(1);
    encrypt.mockRestore();
  });

  it('gives different ciphertexts for the same password (randomised padding)', async () => {
    const first = await encryptWithForge(publicKey, 'Demo@2026');
    const second = await encryptWithForge(publicKey, 'Demo@2026');
    expect(first).not.toBe(second);
  });
});
