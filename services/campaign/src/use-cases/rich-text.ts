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
