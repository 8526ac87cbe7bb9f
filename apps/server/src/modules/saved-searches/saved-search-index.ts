import { NOTICE_TYPE_MEMBERS } from '@supportal/contract';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { type savedSearches, savedSearchKeys } from '../../db/schema/index.js';
import { keywordGrams, titleGrams, type TNoticeTransaction } from '../notices/index.js';

type TSavedSearchRow = typeof savedSearches.$inferSelect;
type TExecutor = TDatabase | TNoticeTransaction;

/** '' in a key column means "any". */
const ANY = '';

/**
 * The term a saved search is filed under: its keyword when short (a title term itself), else one of its
 * runs (every run of a matching title is a title term, so any one finds it); '' without a keyword.
 */
export const keywordTerm = (keyword: string): string => (keyword ? (keywordGrams(keyword)[0] ?? ANY) : ANY);

/** The index rows of a saved search: one per notice type it names (or one for any type). */
export const savedSearchKeyRows = (
  search: Pick<TSavedSearchRow, 'id' | 'keyword' | 'noticeTypes' | 'provAdmCode' | 'unitLevel'>,
) =>
  (search.noticeTypes.length > 0 ? search.noticeTypes : [ANY]).map((noticeType) => ({
    term: keywordTerm(search.keyword),
    noticeType,
    provAdmCode: search.provAdmCode ?? ANY,
    keyword: search.keyword,
    unitLevel: search.unitLevel ?? ANY,
    savedSearchId: search.id,
  }));

/** Rewrites the index rows of a saved search (in the caller's transaction). */
export const indexSavedSearch = async (tx: TExecutor, search: TSavedSearchRow) => {
  await tx.delete(savedSearchKeys).where(eq(savedSearchKeys.savedSearchId, search.id));
  await tx.insert(savedSearchKeys).values(savedSearchKeyRows(search));
};

export type TMatchableNotice = {
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
 * The saved searches a notice matches, found through the index alone: the rows under the title's terms
 * (and those without keyword) for the notice's types and province are exactly the searches whose type and
 * province hold; their whole keyword and unit level are then checked here. Answers their ids.
 */
export const findMatchingSearchIds = async (tx: TExecutor, notice: TMatchableNotice): Promise<number[]> => {
  const types = typesListing(notice.purchaseNoticeType);
  const provinces = notice.provAdmCode ? [notice.provAdmCode, ANY] : [ANY];
  const lookup = (terms: SQL) =>
    tx
      .select({
        savedSearchId: savedSearchKeys.savedSearchId,
        keyword: savedSearchKeys.keyword,
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
  const rows = await lookup(
    sql`${savedSearchKeys.term} = ANY(${sql.param(titleGrams(notice.title))}::text[])`,
  ).union(lookup(eq(savedSearchKeys.term, ANY)));
  const title = notice.title.toLowerCase();
  const matching = rows.filter(
    (row) =>
      (!row.keyword || title.includes(row.keyword.toLowerCase())) &&
      (!row.unitLevel || row.unitLevel === notice.unitLevel),
  );
  return [...new Set(matching.map((row) => row.savedSearchId))];
};
