/** The longest title term: a keyword up to this long is one term, a longer one needs several. */
export const TITLE_TERM_MAX_LENGTH = 4;

/**
 * Index terms of a notice title for keyword search: every single character and every run of two to
 * TITLE_TERM_MAX_LENGTH characters of the lower-cased title. A keyword up to that long contained in a
 * title is itself one of its terms (the GIN index finds exactly its titles, and notice_term_counts
 * totals them); a longer one has all its runs of that length among the terms, so the index narrows the
 * rows and an exact LIKE check then keeps only real matches. Trigram indexes cannot serve the common
 * two-character Chinese queries (光缆, 铁塔); these terms can. Migration 0006 computes the same terms in
 * SQL for notices stored before it.
 */
export const titleGrams = (title: string): string[] => {
  const chars = [...title.toLowerCase()];
  const grams = new Set<string>();
  chars.forEach((char, index) => {
    if (char.trim() !== '') grams.add(char);
    for (let length = 2; length <= TITLE_TERM_MAX_LENGTH && index + length <= chars.length; length += 1)
      grams.add(chars.slice(index, index + length).join(''));
  });
  return [...grams];
};

/**
 * Terms a keyword requires: the keyword itself when it is at most TITLE_TERM_MAX_LENGTH characters,
 * else its overlapping runs of that length.
 */
export const keywordGrams = (keyword: string): string[] => {
  const chars = [...keyword.toLowerCase()];
  if (chars.length <= TITLE_TERM_MAX_LENGTH) return [chars.join('')];
  const runs = chars
    .slice(0, chars.length - TITLE_TERM_MAX_LENGTH + 1)
    .map((_char, index) => chars.slice(index, index + TITLE_TERM_MAX_LENGTH).join(''));
  return [...new Set(runs)];
};

/**
 * Characters whose lower case is the same in JavaScript and PostgreSQL: Chinese and Japanese script,
 * ASCII, CJK and full-width punctuation and digits. For these a term match is exactly an ILIKE match.
 */
const CASE_STABLE_CHAR =
  /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\x20-\x7e\u3000-\u303f\uff01-\uff20\uff3b-\uff40\uff5b-\uff65]$/u;

/** Whether JavaScript's lower case of the text is PostgreSQL's (see CASE_STABLE_CHAR). */
export const isCaseStable = (text: string): boolean => [...text].every((char) => CASE_STABLE_CHAR.test(char));

/**
 * The single term whose notices are exactly the titles containing the keyword ('' for no keyword), or
 * null when the keyword needs more than one term (longer than TITLE_TERM_MAX_LENGTH) or has other
 * characters.
 */
export const exactCountTerm = (keyword: string | undefined): string | null => {
  if (!keyword) return '';
  const chars = [...keyword.toLowerCase()];
  if (chars.length > TITLE_TERM_MAX_LENGTH || !isCaseStable(keyword)) return null;
  if (chars.length === 1 && chars[0]?.trim() === '') return null;
  return chars.join('');
};

/** Common title phrases (title-phrases.ts) are runs of this many characters; migration 0025 says the same. */
export const TITLE_PHRASE_LENGTHS = { min: TITLE_TERM_MAX_LENGTH + 1, max: 10 } as const;

/**
 * The keyword as a common title phrase would spell it (lower-cased), or null when it cannot be one:
 * not five to ten characters, other characters than case-stable ones, or white space at either end
 * (titles are searched for trimmed keywords).
 */
export const phraseSpelling = (keyword: string | undefined): string | null => {
  if (!keyword || !isCaseStable(keyword)) return null;
  const chars = [...keyword.toLowerCase()];
  const edgesAreText = chars[0]?.trim() !== '' && chars.at(-1)?.trim() !== '';
  return chars.length >= TITLE_PHRASE_LENGTHS.min && chars.length <= TITLE_PHRASE_LENGTHS.max && edgesAreText
    ? chars.join('')
    : null;
};
