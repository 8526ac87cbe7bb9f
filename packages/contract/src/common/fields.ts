import { z } from 'zod';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from './control-characters.js';

/**
 * Legacy clients send '' or null for "not set" and numbers as strings; these helpers accept both and
 * give the handler a clean value.
 */
/** A string without control characters; every free-text wire field is built on this. */
export const plainString = (typeError?: string) =>
  z
    .string(typeError ? { error: typeError } : undefined)
    .refine((text) => !hasControlCharacter(text), { error: CONTROL_CHARACTER_MESSAGE, abort: true });

const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

export const optionalText = (max = 200) =>
  z.preprocess(
    blankToUndefined,
    plainString('应为文本')
      .trim()
      .max(max, { error: `不能超过${max}个字符` })
      .optional(),
  );

export const requiredText = (label: string, max = 200) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    plainString(`${label}不能为空`)
      .trim()
      .min(1, { error: `${label}不能为空` })
      .max(max, { error: `${label}不能超过${max}个字符` }),
  );

export const optionalInt = (label: string, min: number, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${label}应为数字` })
      .int({ error: `${label}应为整数` })
      .min(min, { error: `${label}不能小于${min}` })
      .max(max, { error: `${label}不能大于${max}` })
      .optional(),
  );

/** Numeric database id, sent by old clients as number or string; kept as a decimal string. */
export const idString = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: `${label}不能为空` })
      .min(1, { error: `${label}不能为空` })
      .regex(/^[1-9]\d{0,17}$/, { error: `${label}格式不正确` }),
  );

/** 'a,b,c' or ['a','b'] → trimmed, de-duplicated list without blanks. */
export const commaList = (maxItems = 50, maxLength = 64) =>
  z.preprocess(
    (value) => {
      const raw = blankToUndefined(value);
      if (raw === undefined) return undefined;
      const parts = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : raw;
      if (!Array.isArray(parts)) return parts;
      return [...new Set(parts.map((part) => (typeof part === 'string' ? part.trim() : part)))].filter(
        (part) => part !== '',
      );
    },
    z
      .array(plainString().max(maxLength, { error: `每项不能超过${maxLength}个字符` }), {
        error: '应为逗号分隔的文本',
      })
      .max(maxItems, { error: `最多${maxItems}项` })
      .optional(),
  );

/** 'YYYY-MM-DD HH:mm:ss' or 'YYYY-MM-DD' (China time). */
export const optionalDateTimeText = () =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, { error: '时间格式应为 YYYY-MM-DD HH:mm:ss' })
      .optional(),
  );

export const optionalBooleanLike = () =>
  z.preprocess(
    (value) => {
      const raw = blankToUndefined(value);
      if (raw === 'true' || raw === '1' || raw === 1) return true;
      if (raw === 'false' || raw === '0' || raw === 0) return false;
      return raw;
    },
    z.boolean({ error: '应为 true 或 false' }).optional(),
  );
