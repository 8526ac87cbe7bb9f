/** Excel reads a UTF-8 file as UTF-8 only when it starts with this mark. */
export const CSV_BOM = '\uFEFF';

/**
 * A cell Excel and LibreOffice never run as a formula: text starting with = + - @ (or a tab / carriage
 * return before one) gets a leading apostrophe (OWASP's advice), and every cell is quoted.
 */
export const csvCell = (value: string | number | null | undefined): string => {
  const text = value == null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
};

/** One line of cells, ending in CRLF (RFC 4180). */
export const csvLine = (cells: readonly (string | number | null | undefined)[]): string =>
  `${cells.map(csvCell).join(',')}\r\n`;
