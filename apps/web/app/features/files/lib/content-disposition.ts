/**
 * The file name of a Content-Disposition header: the RFC 5987 `filename*=UTF-8''…` form first (it
 * carries Chinese names), then a plain or quoted `filename=`; null when neither is readable.
 */
export const fileNameFromContentDisposition = (header: string | null): string | null => {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([\w-]+)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[1] && extended[2] && /^utf-8$/i.test(extended[1])) {
    try {
      const name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
      if (name) return name;
    } catch {
      // A malformed escape: try the plain form.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted?.[1]) return quoted[1].replace(/\\(.)/g, '$1');
  const plain = /filename\s*=\s*([^;]+)/i.exec(header);
  return plain?.[1]?.trim() || null;
};
