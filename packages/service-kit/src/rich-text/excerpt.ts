/** Where a block or line ends in stored rich text: a space between words once the tags are gone. */
const LINE_END = /<br\s*\/?>|<\/(?:h[1-6]|p|li|div|blockquote|td|th|tr|figcaption)>/gi;
const TAG = /<[^>]*>/g;
/** The only entities the sanitiser writes in text (it decodes every other one). */
const TEXT_ENTITIES: Readonly<Record<string, string>> = { '&lt;': '<', '&gt;': '>', '&amp;': '&' };

/**
 * The words of stored rich text as plain text (not HTML), whitespace collapsed, at most `max` characters:
 * a longer text is cut after a word where one ends late enough, and ends with "…"; undefined when there is
 * no text. Only for what a `richTextSanitizer` (sanitize.ts) stored, whose `<` and `>` are all its tags' own.
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
