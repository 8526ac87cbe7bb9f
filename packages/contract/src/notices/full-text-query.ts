import { z } from 'zod';
import { EMPTY_KEYWORD_WARNING } from '../common/constants.js';
import { hasControlCharacter, CONTROL_CHARACTER_MESSAGE } from '../common/control-characters.js';

/** Longest full-text query (characters, quotes and spaces included) and most words in it (issue 23). */
export const FULL_TEXT_QUERY_MAX_LENGTH = 50;
export const FULL_TEXT_QUERY_MAX_TERMS = 5;

/** Where a full-text query looks: everywhere (title, body, attachments), or only one of them. */
export const FULL_TEXT_SCOPES = ['all', 'title', 'body', 'attachment'] as const;
export type TFullTextScope = (typeof FULL_TEXT_SCOPES)[number];
export const FULL_TEXT_SCOPE_LABELS: Record<TFullTextScope, string> = {
  all: '全部',
  title: '标题',
  body: '正文',
  attachment: '附件',
};

/** ASCII and Chinese quotation marks both delimit a phrase. */
const QUOTE = /["“”]/;

/**
 * The terms of a query as people type it: words separated by spaces (ASCII or full-width) must all
 * occur; a quoted run ("光缆 交接箱" or “光缆 交接箱”) is one term, spaces included. An unclosed quote
 * runs to the end. Every other character (%, _, *, regex signs) is literal. Duplicates count once.
 */
export const fullTextTerms = (query: string): string[] => {
  const terms: string[] = [];
  let rest = query;
  while (rest !== '') {
    const quoteAt = rest.search(QUOTE);
    const before = quoteAt === -1 ? rest : rest.slice(0, quoteAt);
    terms.push(...before.split(/[\s\u3000]+/));
    if (quoteAt === -1) break;
    const afterQuote = rest.slice(quoteAt + 1);
    const closeAt = afterQuote.search(QUOTE);
    terms.push(closeAt === -1 ? afterQuote : afterQuote.slice(0, closeAt));
    rest = closeAt === -1 ? '' : afterQuote.slice(closeAt + 1);
  }
  return [...new Set(terms.map((term) => term.trim()).filter((term) => term !== ''))];
};

/** Why a query is refused, or null when it can be searched. */
export const fullTextQueryProblem = (query: string): string | null => {
  if (hasControlCharacter(query)) return CONTROL_CHARACTER_MESSAGE;
  const terms = fullTextTerms(query);
  if (terms.length === 0) return EMPTY_KEYWORD_WARNING;
  if ([...query.trim()].length > FULL_TEXT_QUERY_MAX_LENGTH)
    return `搜索内容不能超过${FULL_TEXT_QUERY_MAX_LENGTH}个字符`;
  if (terms.length > FULL_TEXT_QUERY_MAX_TERMS) return `搜索内容最多${FULL_TEXT_QUERY_MAX_TERMS}个词`;
  return null;
};

/**
 * A full-text query on the wire: sent, it must hold something to search (a blank one is refused,
 * unlike blank filters, which count as not sent); null counts as not sent.
 */
export const optionalFullTextQuery = () =>
  z.preprocess(
    (value) => (value === null ? undefined : value),
    z
      .string({ error: '应为文本' })
      .superRefine((query, context) => {
        const problem = fullTextQueryProblem(query);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      })
      .transform((query) => query.trim())
      .optional(),
  );

export const ZFullTextScope = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.enum(FULL_TEXT_SCOPES, { error: `应为 ${FULL_TEXT_SCOPES.join(' / ')}` }).optional(),
);

/** Where a full-text hit was found: the first match, with at most 120 characters around it. */
export const FULL_TEXT_SNIPPET_MAX_LENGTH = 120;

export const ZFullTextHit = z.object({
  location: z.enum(['title', 'body', 'attachment']).describe('命中位置：标题 / 正文 / 附件'),
  attachment: z
    .object({
      fileId: z.string().describe('附件文件 ID（下载：file/download?fileId=）'),
      fileName: z.string(),
      pageNo: z.number().int().optional().describe('PDF 的页码（从 1 起）；其他格式无页码'),
    })
    .optional()
    .describe('location 为 attachment 时：命中的附件及页码'),
  snippet: z
    .string()
    .describe(`命中处前后的纯文本（至多 ${FULL_TEXT_SNIPPET_MAX_LENGTH} 个字符；不是 HTML）`),
  highlights: z
    .array(z.object({ start: z.number().int(), length: z.number().int() }))
    .describe('snippet 中命中的位置（按 UTF-16 下标），供高亮'),
});
export type TFullTextHit = z.infer<typeof ZFullTextHit>;

/** The full-text fields of the notice list and search calls (additive; noticeTitle keeps its title meaning). */
export const fullTextRequestFields = () => ({
  fullTextQuery: optionalFullTextQuery().describe(
    '全文检索：空格分隔的词须都出现（标题、正文或附件中），引号内为一个整体短语；通配符按字面匹配；至多 50 个字符、5 个词；发送时不能为空；与 noticeTitle 同用时两者都须满足',
  ),
  fullTextScope: ZFullTextScope.describe(
    'fullTextQuery 的范围：all 全部（默认，含附件）/ title 标题 / body 正文 / attachment 附件',
  ),
});
