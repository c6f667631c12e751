import sanitizeHtml, { type IOptions } from 'sanitize-html';

/**
 * The campaign's rich-text fields as CKEditor writes them with the toolbar docs/product-rules.md §9 gives them: headings 1-3,
 * bold, italic, underline, lists, links, text and background colour. Anything else (scripts, event handlers,
 * other tags, attributes or styles, links that are not http(s) or mailto) is removed before storing; the text
 * of a removed tag stays, the content of script-like elements does not.
 */

/** One number of a CSS colour function: `230`, `75%`, `0.5`, `120deg`. */
const COLOR_NUMBER = String.raw`\s*(?:\d{1,3}(?:\.\d+)?|\.\d+)(?:%|deg)?\s*`;

/** The colour values FontColor/FontBackgroundColor write: hex, rgb(a), hsl(a) and named colours. */
const SAFE_COLORS = [
  /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i,
  new RegExp(
    String.raw`^(?:rgb|hsl)a?\(${COLOR_NUMBER},${COLOR_NUMBER},${COLOR_NUMBER}(?:,${COLOR_NUMBER})?\)$`,
    'i',
  ),
  /^[a-z]{3,20}$/i,
];

/** Checked again here, strictly, whatever sanitize-html would let through as a relative URL. */
const SAFE_HREF = /^(?:https?:\/\/|mailto:)/i;

/** Elements whose content is no text for a reader: dropped with the element. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'template',
  'title',
  'svg',
  'math',
  'select',
  'xmp',
  'noembed',
  'noframes',
];

const OPTIONS: IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ol', 'ul', 'li', 'a', 'span'],
  allowedAttributes: { a: ['href', 'target', 'rel'], span: ['style'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: { span: { color: SAFE_COLORS, 'background-color': SAFE_COLORS } },
  nonTextTags: DROPPED_WITH_CONTENT,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link opened in a new tab must not hand the opened page a handle on this one (window.opener).
    a: (tagName, attribs) => {
      const href = attribs.href?.trim();
      const newTab = attribs.target === '_blank';
      return {
        tagName,
        attribs: {
          ...(href && SAFE_HREF.test(href) ? { href } : {}),
          ...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
        },
      };
    },
  },
};

/** The allowed subset of `html`; plain text comes back as it was, with `<`, `>` and `&` as entities. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** `sanitizeRichText` for an optional field: absent stays absent. */
export function sanitizeOptionalRichText(html: string | undefined): string | undefined {
  return html === undefined ? undefined : sanitizeRichText(html);
}

/** Where a block or line ends in stored rich text: a space between words once the tags are gone. */
const LINE_END = /<br\s*\/?>|<\/(?:h[1-3]|p|li)>/gi;
const TAG = /<[^>]*>/g;
/** The only entities the sanitiser writes in text (it decodes every other one). */
const TEXT_ENTITIES: Readonly<Record<string, string>> = { '&lt;': '<', '&gt;': '>', '&amp;': '&' };

/**
 * The words of stored rich text as plain text (not HTML), whitespace collapsed, at most `max` characters:
 * a longer text is cut after a word where one ends late enough, and ends with "…"; undefined when there is
 * no text. Only for what `sanitizeRichText` stored, whose `<` and `>` are all its tags' own.
 */
export function plainTextExcerpt(html: string, max: number): string | undefined {
  const text = html
    .replace(LINE_END, ' ')
    .replace(TAG, '')
    .replace(/&(?:lt|gt|amp);/g, (entity) => TEXT_ENTITIES[entity]!)
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return undefined;
  if (text.length <= max) return text;
  // The last space that leaves room for the ellipsis: the words before it are whole.
  const wordEnd = text.slice(0, max).lastIndexOf(' ');
  return `${text.slice(0, wordEnd > max / 2 ? wordEnd : max - 1).trimEnd()}…`;
}
