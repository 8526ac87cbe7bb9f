import { escapeHtml } from '../lib/html-escape.js';

/** Tiny HTML builders for notice bodies; every text goes through escapeHtml. */
export { escapeHtml };

export const heading = (text: string): string => `<h3>${escapeHtml(text)}</h3>`;

export const paragraph = (text: string): string => `<p>${escapeHtml(text)}</p>`;

export const orderedList = (items: readonly string[]): string =>
  `<ol>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ol>`;

export const table = (
  headers: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string => {
  const head = headers.map((header) => `<th>${escapeHtml(header)}</th>`).join('');
  const body = rows
    .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(String(cell))}</td>`).join('')}</tr>`)
    .join('');
  return `<table border="1" cellspacing="0" cellpadding="4"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
};
