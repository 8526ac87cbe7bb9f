import { z } from 'zod';
import { MOBILE_PATTERN } from '../common/constants.js';
import { optionalText } from '../common/fields.js';
import {
  AUTH_VALIDATION_MESSAGES as MESSAGES,
  PIN_CHANNELS,
  PIN_PATTERN,
  USERNAME_PATTERN,
} from './auth-constants.js';

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const asText = (value: unknown) =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value;

/** The login id, trimmed before the check (spec section 5). */
export const loginUserName = () =>
  z.preprocess(
    trimmed,
    z.string({ error: MESSAGES.userName }).regex(USERNAME_PATTERN, { error: MESSAGES.userName }),
  );

/** Base64 of the RSA-OAEP ciphertext; a 2048-bit key gives 344 characters. */
export const encryptedPassword = () =>
  z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, { error: MESSAGES.passwordRequired })
    .max(2048, { error: '密码密文过长' })
    .regex(/^[A-Za-z0-9+/=\s]+$/, { error: '密码应为加密后的 base64 文本' });

/** An opaque random id the server handed out (sessionId, TMPTOKEN, tickets, tokens). */
export const opaqueId = (message: string) =>
  z.preprocess(trimmed, z.string({ error: message }).regex(/^[A-Za-z0-9_-]{16,128}$/, { error: message }));

export const pinChannel = () =>
  z.preprocess(asText, z.enum([PIN_CHANNELS.mobile, PIN_CHANNELS.email], { error: MESSAGES.pinChannel }));

export const pinCode = () =>
  z.preprocess(
    asText,
    z
      .string({ error: MESSAGES.pinRequired })
      .min(1, { error: MESSAGES.pinRequired })
      .regex(PIN_PATTERN, { error: MESSAGES.pinInvalid }),
  );

/** Mobile to bind: required, 11 digits, 1 then 3–9 (spec section 5). */
export const mobileNumber = () =>
  z.preprocess(
    asText,
    z
      .string({ error: MESSAGES.mobileRequired })
      .min(1, { error: MESSAGES.mobileRequired })
      .regex(MOBILE_PATTERN, { error: MESSAGES.mobileInvalid }),
  );

/** deptCode comes from the page's URL query; kept for the audit trail only. */
export const deptCode = () => optionalText(64);
