/**
 * Index terms of a notice title for keyword search: every single character and every overlapping pair
 * of the lower-cased title. Any keyword of two or more characters contained in a title has all its
 * pairs among the title's terms (and a one-character keyword is itself a term), so a GIN index on
 * these terms narrows the rows and an exact ILIKE check then keeps only real matches. Trigram indexes
 * cannot serve the common two-character Chinese queries (光缆, 铁塔); pairs can.
 */
export const titleGrams = (title: string): string[] => {
  const chars = [...title.toLowerCase()];
  const grams = new Set<string>();
  chars.forEach((char, index) => {
    if (char.trim() !== '') grams.add(char);
    const next = chars[index + 1];
    if (next !== undefined) grams.add(char + next);
  });
  return [...grams];
};

/** Terms a keyword requires: its pairs, or the character itself when it is only one character. */
export const keywordGrams = (keyword: string): string[] => {
  const chars = [...keyword.toLowerCase()];
  if (chars.length === 1) return chars;
  return [...new Set(chars.slice(0, -1).map((char, index) => char + chars[index + 1]))];
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
 * null when the keyword needs more than one term (three or more characters) or has other characters.
 */
export const exactCountTerm = (keyword: string | undefined): string | null => {
  if (!keyword) return '';
  const chars = [...keyword.toLowerCase()];
  if (chars.length > 2 || !isCaseStable(keyword)) return null;
  if (chars.length === 1 && chars[0]?.trim() === '') return null;
  return chars.join('');
};
