/**
 * 统一社会信用代码 (GB 32100-2015): 18 characters from 0-9 and A-Z without I, O, S, V, Z; the last is a
 * check character, 31 − (Σ value × weight mod 31), where 31 reads as 0.
 */
const USCC_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
export const USCC_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character the first 17 characters call for. */
export const usccCheckCharacter = (first17: string): string => {
  const sum = [...first17].reduce(
    (total, character, index) => total + USCC_ALPHABET.indexOf(character) * (USCC_WEIGHTS[index] ?? 0),
    0,
  );
  return USCC_ALPHABET[(31 - (sum % 31)) % 31] ?? '';
};

/** Whether a code is well formed and its check character is right. */
export const isValidUscc = (code: string): boolean =>
  USCC_PATTERN.test(code) && usccCheckCharacter(code.slice(0, 17)) === code[17];
