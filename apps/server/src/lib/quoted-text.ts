/**
 * Wraps text in Chinese double quotes. Quotes inside it become single quotes, as Chinese nests them:
 * a name that already quotes a keyword (关键字“光缆”) reads 您订阅的“关键字‘光缆’”, not “关键字“光缆””.
 */
export const quoted = (text: string): string => `“${text.replaceAll('“', '‘').replaceAll('”', '’')}”`;
