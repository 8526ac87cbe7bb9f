import { z } from 'zod';
import { MOBILE_PATTERN } from './constants.js';
import { plainString } from './fields.js';

export const CONTACT_MESSAGES = {
  mobileInvalid: '请输入正确的手机号',
  emailInvalid: '请输入正确的邮箱地址',
} as const;

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** 11 digits, 1 then 3–9 (spec section 5); '' or null: none. */
export const optionalMobile = () =>
  z.preprocess(
    blankToUndefined,
    plainString(CONTACT_MESSAGES.mobileInvalid)
      .trim()
      .regex(MOBILE_PATTERN, { error: CONTACT_MESSAGES.mobileInvalid })
      .optional(),
  );

/** An e-mail address of at most 120 characters; '' or null: none. */
export const optionalEmail = () =>
  z.preprocess(
    blankToUndefined,
    plainString(CONTACT_MESSAGES.emailInvalid)
      .trim()
      .max(120, { error: CONTACT_MESSAGES.emailInvalid })
      .pipe(z.email({ error: CONTACT_MESSAGES.emailInvalid }))
      .optional(),
  );
