/** One column of a chart's table and CSV: the row field and its heading. */
export type TStatisticsColumn<TRow> = { key: keyof TRow & string; title: string };

const quoted = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  // A cell starting like a formula is kept as text: spreadsheets would run it.
  const safe = /^[=+\-@]/.test(text) && Number.isNaN(Number(text)) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/**
 * The CSV of exactly what a chart draws: a heading line, then one line per row, CRLF line ends and a
 * byte-order mark so spreadsheet programs read the Chinese as UTF-8.
 */
export const statisticsCsv = <TRow>(columns: readonly TStatisticsColumn<TRow>[], rows: readonly TRow[]) =>
  `\uFEFF${[
    columns.map((column) => quoted(column.title)).join(','),
    ...rows.map((row) => columns.map((column) => quoted(row[column.key])).join(',')),
  ].join('\r\n')}\r\n`;
