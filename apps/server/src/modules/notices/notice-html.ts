import sanitizeHtml from 'sanitize-html';

/**
 * Notice bodies come from publishing tools and old imports: keep the document structure (headings,
 * paragraphs, lists, tables, links, images) and drop everything that can run code or restyle the page
 * (scripts, event handlers, javascript: URLs, inline styles, frames, forms). Images come only from the
 * portal itself (relative paths) or inline data: a picture on another host would tell it who reads
 * which notice (tracking pixels), and the page's Content-Security-Policy refuses it anyway.
 */
const NOTICE_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'div',
    'span',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan', 'align', 'valign'],
    th: ['colspan', 'rowspan', 'align', 'valign', 'scope'],
    col: ['span', 'width'],
    table: ['summary'],
    '*': ['class'],
  },
  allowedClasses: { '*': ['notice-*'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // An image whose source was refused is dropped whole rather than left as an empty box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    // Links leave the portal in a new tab and never hand it a window.opener.
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

export const sanitizeNoticeHtml = (html: string): string => sanitizeHtml(html, NOTICE_HTML_OPTIONS);

/** Where the text of one block ends: a line break in plain text (cells end with a space). */
const BLOCK_END = /<\/(?:p|div|h[1-6]|li|tr|dt|dd|blockquote|pre|table|caption)\s*>|<br\s*\/?>|<hr\s*\/?>/gi;
const CELL_END = /<\/(?:td|th)\s*>/gi;
/** sanitize-html escapes these three in text; plain text wants the characters back. */
const ESCAPED_TEXT: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&' };

/** The text of a notice body, one line per block, without markup (open-data descriptions). */
export const noticePlainText = (html: string): string =>
  sanitizeHtml(html.replace(BLOCK_END, '$&\n').replace(CELL_END, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&lt;|&gt;|&amp;/g, (entity) => ESCAPED_TEXT[entity] ?? entity)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
