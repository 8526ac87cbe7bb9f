import { z } from 'zod';
import { DICTIONARY_GROUP_NAMES, type TDictionaryGroup } from '../common/dictionary-groups.js';
import { idString, optionalBooleanLike, optionalInt, requiredText } from '../common/fields.js';
import { DICTIONARY_RULES } from './dictionary-rules.js';

export const ZDictionaryGroupName = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z.enum(DICTIONARY_GROUP_NAMES as [TDictionaryGroup, ...TDictionaryGroup[]], {
    error: 'dictType 不是已知的字典组',
  }),
);

/** An entry as the console edits it: disabled entries too, with their id, order and state. */
export const ZAdminDictionaryEntry = z.object({
  id: z.string(),
  dictType: z.string(),
  value: z.string(),
  label: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type TAdminDictionaryEntry = z.infer<typeof ZAdminDictionaryEntry>;

/** Create (no id) or change one entry; the group's rule checks value and label. */
export const ZSaveDictionaryEntryRequest = z
  .object({
    id: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      idString('id').optional(),
    ),
    dictType: ZDictionaryGroupName,
    value: requiredText('值', 500),
    label: requiredText('名称', 500),
    sort: optionalInt('排序', 0, 100_000).transform((value) => value ?? 0),
    enabled: optionalBooleanLike().transform((value) => value ?? true),
  })
  .superRefine((entry, context) => {
    const problem = DICTIONARY_RULES[entry.dictType].check(entry);
    if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type TSaveDictionaryEntryRequest = z.input<typeof ZSaveDictionaryEntryRequest>;
