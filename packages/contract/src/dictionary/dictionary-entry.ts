import { z } from 'zod';
import { requiredText } from '../common/fields.js';

export const ZDictionaryEntry = z.object({ value: z.string(), label: z.string() });
export type TDictionaryEntry = z.infer<typeof ZDictionaryEntry>;

/** `type` is one group or several joined by commas; the answer holds every group asked for. */
export const ZFindByTypeRequest = z.object({
  type: requiredText('字典类型', 1000).pipe(
    z
      .string()
      .transform((value) => [...new Set(value.split(',').map((part) => part.trim()))].filter(Boolean))
      .pipe(
        z
          .array(z.string().max(64, { error: '字典类型不能超过64个字符' }))
          .min(1, { error: '字典类型不能为空' })
          .max(30, { error: '一次最多查询30个字典类型' }),
      ),
  ),
});

/** Groups keyed by type, each a list of value/label in display order; unknown types map to []. */
export const ZDictionaryGroups = z.record(z.string(), z.array(ZDictionaryEntry));
export type TDictionaryGroups = z.infer<typeof ZDictionaryGroups>;
