import { constants, publicEncrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TDatabaseHandle } from '../../db/database.js';
import { openDatabase } from '../../portal-database.js';
import { createPasswordDecryptor } from './password-decryptor.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hash.js';

const encrypt = (publicKeyPem: string, text: string, oaepHash = 'sha256') =>
  publicEncrypt(
    { key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash },
    Buffer.from(text),
  ).toString('base64');

describe('password decryptor', () => {
  let database: TDatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(async () => database?.close());

  it('shares one stored key pair between instances and decrypts RSA-OAEP SHA-256, Chinese included', async () => {
    const first = createPasswordDecryptor(database.db);
    const second = createPasswordDecryptor(database.db);
    const [keyA, keyB] = await Promise.all([first.publicKeyPem(), second.publicKeyPem()]);
    expect(keyA).toBe(keyB);
    for (const password of ['Demo@2026', '密码测试Ab1！', 'émoji 🔐 ok']) {
      expect(await second.decrypt(encrypt(keyA, password))).toBe(password);
    }
  });

  it('refuses clear text, other paddings and garbage instead of failing the request', async () => {
    const decryptor = createPasswordDecryptor(database.db);
    const publicKey = await decryptor.publicKeyPem();
    expect(await decryptor.decrypt(Buffer.from('Demo@2026').toString('base64'))).toBeNull();
    expect(await decryptor.decrypt(encrypt(publicKey, 'Demo@2026', 'sha1'))).toBeNull();
    expect(await decryptor.decrypt('A'.repeat(344))).toBeNull();
  });
});

describe('password hashing', () => {
  it('stores scrypt hashes with their parameters and checks them', async () => {
    const hash = await hashPassword('Demo@2026');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(hash).not.toContain('Demo@2026');
    expect(await hashPassword('Demo@2026')).not.toBe(hash);
    expect(await verifyPassword('Demo@2026', hash)).toBe(true);
    expect(await verifyPassword('demo@2026', hash)).toBe(false);
    expect(await verifyPassword('Demo@2026', 'plain-text')).toBe(false);
    expect(await verifyAgainstDummy('Demo@2026')).toBe(false);
  });
});
