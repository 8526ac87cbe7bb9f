/** Search engines show about this much of a description; a longer one is cut with an ellipsis. */
export const NOTICE_DESCRIPTION_MAX_CHARS = 160;

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Tags that end a block of text: a space where they stood; inline tags (strong, a, span) leave none. */
const BLOCK_TAG = /<\/?(p|div|br|hr|h[1-6]|li|ul|ol|table|tr|td|th|section|article|blockquote)\b[^>]*>/gi;

/** Text of the sanitized body HTML: tags removed, entities as characters, runs of space one space. */
const plainTextOf = (html: string) =>
  html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(BLOCK_TAG, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();

/** A sentence ends at a Chinese or Latin full stop, question or exclamation mark. */
const FIRST_SENTENCE = /^.*?[。！？!?]|^.*?\.(?=\s|$)/;

/**
 * The notice's `<meta name="description">`: the first sentence of its body as plain text, at most
 * NOTICE_DESCRIPTION_MAX_CHARS characters; undefined when the body has no text.
 */
export const noticeDescription = (contentHtml: string): string | undefined => {
  const text = plainTextOf(contentHtml);
  if (!text) return undefined;
  const sentence = FIRST_SENTENCE.exec(text)?.[0] ?? text;
  const characters = [...sentence];
  return characters.length > NOTICE_DESCRIPTION_MAX_CHARS
    ? `${characters.slice(0, NOTICE_DESCRIPTION_MAX_CHARS - 1).join('')}…`
    : sentence;
};
