import { COLOR_VALUES, richTextSanitizer, type RichTextAllowList } from '@referrals/service-kit';

/**
 * The campaign's rich-text fields as CKEditor writes them with the toolbar docs/product-rules.md §9 gives them:
 * headings 1-3, bold, italic, underline, lists, links (http(s) or mailto), text and background colour. The kit's
 * sanitiser removes anything else before storing (scripts with their content, event handlers, other tags,
 * attributes or styles); the text of a removed tag stays.
 */
export const CAMPAIGN_RICH_TEXT: RichTextAllowList = {
  tags: ['h1', 'h2', 'h3', 'p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ol', 'ul', 'li', 'a', 'span'],
  attributes: { a: ['href', 'target'] },
  styles: { span: { color: COLOR_VALUES, 'background-color': COLOR_VALUES } },
  schemes: ['http', 'https', 'mailto'],
};

/** The allowed subset of `html`; plain text comes back as it was, with `<`, `>` and `&` as entities. */
export const sanitizeRichText = richTextSanitizer(CAMPAIGN_RICH_TEXT);

/** `sanitizeRichText` for an optional field: absent stays absent. */
export function sanitizeOptionalRichText(html: string | undefined): string | undefined {
  return html === undefined ? undefined : sanitizeRichText(html);
}
