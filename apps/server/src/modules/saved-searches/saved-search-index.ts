import { fullTextTerms, NOTICE_TYPE_MEMBERS, type TFullTextScope } from '@supportal/contract';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { type savedSearches, savedSearchKeys } from '../../db/schema/index.js';
import {
  keywordGrams,
  noticeHasFullText,
  noticeTextGrams,
  termGrams,
  titleGrams,
  type TNoticeTransaction,
} from '../notices/index.js';

type TSavedSearchRow = typeof savedSearches.$inferSelect;
type TExecutor = TDatabase | TNoticeTransaction;

/** '' in a key column means "any". */
const ANY = '';

/**
 * The term a saved search is filed under: its keyword when short (a title term itself), else one of its
 * runs (every run of a matching title is a title term, so any one finds it); '' without a keyword.
 */
export const keywordTerm = (keyword: string): string => (keyword ? (keywordGrams(keyword)[0] ?? ANY) : ANY);

/**
 * The gram a full-text query is filed under: one every matching notice's text holds (each term lies
 * whole in one chunk, so all its grams are among the notice's), taken from its longest term, whose grams
 * are the least common.
 */
export const fullTextTerm = (query: string): string => {
  const longest = fullTextTerms(query).sort((a, b) => [...b].length - [...a].length)[0] ?? '';
  return termGrams(longest)[0] ?? ANY;
};

/**
 * Where a search is filed: under a title term of its keyword; without one, under a gram of its full-text
 * query (looked up in the notice's whole text); without either, under '' (any notice).
 */
const filingOf = (search: Pick<TSavedSearchRow, 'keyword' | 'fullTextQuery'>) =>
  !search.keyword && search.fullTextQuery
    ? { termSource: 'text', term: fullTextTerm(search.fullTextQuery) }
    : { termSource: 'title', term: keywordTerm(search.keyword) };

/** The index rows of a saved search: one per notice type it names (or one for any type). */
export const savedSearchKeyRows = (
  search: Pick<
    TSavedSearchRow,
    'id' | 'keyword' | 'fullTextQuery' | 'fullTextScope' | 'noticeTypes' | 'provAdmCode' | 'unitLevel'
  >,
) =>
  (search.noticeTypes.length > 0 ? search.noticeTypes : [ANY]).map((noticeType) => ({
    ...filingOf(search),
    noticeType,
    provAdmCode: search.provAdmCode ?? ANY,
    keyword: search.keyword,
    fullTextQuery: search.fullTextQuery,
    fullTextScope: search.fullTextScope,
    unitLevel: search.unitLevel ?? ANY,
    savedSearchId: search.id,
  }));

/** Rewrites the index rows of a saved search (in the caller's transaction). */
export const indexSavedSearch = async (tx: TExecutor, search: TSavedSearchRow) => {
  await tx.delete(savedSearchKeys).where(eq(savedSearchKeys.savedSearchId, search.id));
  await tx.insert(savedSearchKeys).values(savedSearchKeyRows(search));
};

export type TMatchableNotice = {
  id: number;
  title: string;
  purchaseNoticeType: string;
  provAdmCode: string | null;
  unitLevel: string | null;
};

/** The saved-search types a notice is listed under: its own, and the types that list it (49 under 2). */
const typesListing = (type: string) => [
  type,
  ...Object.entries(NOTICE_TYPE_MEMBERS)
    .filter(([, members]) => members.includes(type))
    .map(([parent]) => parent),
  ANY,
];

/**
 * The saved searches a notice matches, found through the index: the rows under the title's terms, under
 * its text's grams and those without either, for the notice's types and province, are exactly the
 * searches whose type and province hold; their whole keyword and unit level are then checked here, and
 * a full-text query against the notice's own text (once per distinct query). Answers their ids.
 */
export const findMatchingSearchIds = async (tx: TExecutor, notice: TMatchableNotice): Promise<number[]> => {
  const types = typesListing(notice.purchaseNoticeType);
  const provinces = notice.provAdmCode ? [notice.provAdmCode, ANY] : [ANY];
  const lookup = (terms: SQL) =>
    tx
      .select({
        savedSearchId: savedSearchKeys.savedSearchId,
        keyword: savedSearchKeys.keyword,
        fullTextQuery: savedSearchKeys.fullTextQuery,
        fullTextScope: savedSearchKeys.fullTextScope,
        unitLevel: savedSearchKeys.unitLevel,
      })
      .from(savedSearchKeys)
      .where(
        and(
          terms,
          inArray(savedSearchKeys.noticeType, types),
          inArray(savedSearchKeys.provAdmCode, provinces),
        ),
      );
  // Apart: searches without keyword are many, and only their own lookup narrows them by type and province in the index.
  const titleRows = (terms: SQL) => sql`${savedSearchKeys.termSource} = 'title' AND ${terms}`;
  const byTitle = lookup(
    titleRows(sql`${savedSearchKeys.term} = ANY(${sql.param(titleGrams(notice.title))}::text[])`),
  ).union(lookup(titleRows(eq(savedSearchKeys.term, ANY))));
  // The notice's text (its attachments' too) is unnested only when some search is filed under text.
  const [anyTextSearch] = await tx
    .select({ term: savedSearchKeys.term })
    .from(savedSearchKeys)
    .where(eq(savedSearchKeys.termSource, 'text'))
    .limit(1);
  const rows = anyTextSearch
    ? await byTitle.union(
        lookup(
          sql`${savedSearchKeys.termSource} = 'text' AND ${savedSearchKeys.term} IN (${noticeTextGrams(notice.id)})`,
        ),
      )
    : await byTitle;
  const title = notice.title.toLowerCase();
  const candidates = rows.filter(
    (row) =>
      (!row.keyword || title.includes(row.keyword.toLowerCase())) &&
      (!row.unitLevel || row.unitLevel === notice.unitLevel),
  );
  const textMatches = new Map<string, Promise<boolean>>();
  const matchesText = (query: string, scope: TFullTextScope) => {
    const key = `${scope}:${query}`;
    let matched = textMatches.get(key);
    if (!matched) {
      matched = noticeHasFullText(tx, notice.id, { terms: fullTextTerms(query), scope });
      textMatches.set(key, matched);
    }
    return matched;
  };
  const matching: number[] = [];
  for (const row of candidates)
    if (!row.fullTextQuery || (await matchesText(row.fullTextQuery, row.fullTextScope as TFullTextScope)))
      matching.push(row.savedSearchId);
  return [...new Set(matching)];
};
