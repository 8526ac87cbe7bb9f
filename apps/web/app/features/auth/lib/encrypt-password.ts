/**
 * Encrypts the password for the login call: RSA-OAEP with SHA-256 (and MGF1 SHA-256) under the
 * server's public key, UTF-8 first, base64 out. WebCrypto where the page has it (HTTPS, localhost);
 * node-forge, loaded only then, on plain-HTTP pages where `crypto.subtle` is missing.
 */

type TSubtle = Pick<SubtleCrypto, 'importKey' | 'encrypt'>;

const pemToDer = (pem: string): Uint8Array<ArrayBuffer> => {
  const base64 = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
};

const toBase64 = (bytes: ArrayBuffer): string => {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
};

export const encryptWithWebCrypto = async (
  subtle: TSubtle,
  publicKeyPem: string,
  password: string,
): Promise<string> => {
  const key = await subtle.importKey(
    'spki',
    pemToDer(publicKeyPem),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  return toBase64(await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password)));
};

export const encryptWithForge = async (publicKeyPem: string, password: string): Promise<string> => {
  const { default: forge } = await import('node-forge');
  const publicKey = forge.pki.publicKeyFromPem(publicKeyPem);
  const encrypted = publicKey.encrypt(forge.util.encodeUtf8(password), 'RSA-OAEP', {
    md: forge.md.sha256.create(),
    mgf1: { md: forge.md.sha256.create() },
  });
  return forge.util.encode64(encrypted);
};

/** `subtle` is the page's WebCrypto, null where the browser withholds it. */
export const encryptPassword = (
  publicKeyPem: string,
  password: string,
  subtle: TSubtle | null = globalThis.crypto?.subtle ?? null,
): Promise<string> =>
  subtle ? encryptWithWebCrypto(subtle, publicKeyPem, password) : encryptWithForge(publicKeyPem, password);
