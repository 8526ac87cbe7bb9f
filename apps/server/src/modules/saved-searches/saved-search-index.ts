import { NOTICE_TYPE_MEMBERS } from '@supportal/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { savedSearches, savedSearchKeys } from '../../db/schema.js';
import { keywordGrams, titleGrams } from '../notices/title-grams.js';
import type { TNoticeTransaction } from '../notices/notice-writer.js';

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
  search: Pick<TSavedSearchRow, 'id' | 'keyword' | 'noticeTypes' | 'provAdmCode'>,
) =>
  (search.noticeTypes.length > 0 ? search.noticeTypes : [ANY]).map((noticeType) => ({
    term: keywordTerm(search.keyword),
    noticeType,
    provAdmCode: search.provAdmCode ?? ANY,
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

/** Whether a saved search's conditions hold for the notice (the index only finds candidates). */
export const searchMatches = (search: TSavedSearchRow, notice: TMatchableNotice): boolean => {
  if (search.keyword && !notice.title.toLowerCase().includes(search.keyword.toLowerCase())) return false;
  if (
    search.noticeTypes.length > 0 &&
    !typesListing(notice.purchaseNoticeType).some((type) => search.noticeTypes.includes(type))
  )
    return false;
  if (search.provAdmCode && search.provAdmCode !== notice.provAdmCode) return false;
  if (search.unitLevel && search.unitLevel !== notice.unitLevel) return false;
  return true;
};

/**
 * The saved searches a notice matches, found through the index: one lookup by the title's terms, the
 * notice's types and province, whatever the number of saved searches; candidates are then checked exactly.
 */
export const findMatchingSearches = async (
  tx: TExecutor,
  notice: TMatchableNotice,
): Promise<TSavedSearchRow[]> => {
  const terms = [ANY, ...titleGrams(notice.title)];
  const candidates = tx
    .selectDistinct({ id: savedSearchKeys.savedSearchId })
    .from(savedSearchKeys)
    .where(
      and(
        sql`${savedSearchKeys.term} = ANY(${sql.param(terms)}::text[])`,
        inArray(savedSearchKeys.noticeType, typesListing(notice.purchaseNoticeType)),
        inArray(savedSearchKeys.provAdmCode, notice.provAdmCode ? [notice.provAdmCode, ANY] : [ANY]),
      ),
    );
  const rows = await tx.select().from(savedSearches).where(inArray(savedSearches.id, candidates));
  return rows.filter((search) => searchMatches(search, notice));
};
