/** The named character references rich text from the campaign editor produces, and the common typographic ones. */
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  pound: '£',
  euro: '€',
  cent: '¢',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  bull: '•',
  middot: '·',
  deg: '°',
  times: '×',
};

function fromCodePoint(codePoint: number): string {
  const valid = codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff);
  return valid ? String.fromCodePoint(codePoint) : '\uFFFD';
}

/**
 * Decodes HTML character references (`&amp;`, `&#39;`, `&#x2019;`...). Unknown names are left as written,
 * as a browser does.
 */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi, (reference: string, body: string) => {
    if (body[0] !== '#') return NAMED_ENTITIES[body.toLowerCase()] ?? reference;
    const hex = body[1] === 'x' || body[1] === 'X';
    return fromCodePoint(Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10));
  });
}

/** Elements whose boundaries separate words when the markup is flattened. */
const BLOCK_TAG =
  /<\/?(?:p|div|br|hr|li|ul|ol|h[1-6]|blockquote|pre|table|tr|td|th|section|article|header|footer|figure|figcaption)\b[^>]*>/gi;

/**
 * Rich text (HTML) as one line of plain text: tags removed (their block boundaries become spaces, the content
 * of scripts and styles dropped), character references decoded, whitespace collapsed. For previews such as a
 * campaign card's description; it renders nothing as markup, so its result is safe to show as text.
 */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return '';
  const text = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(BLOCK_TAG, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, '');
  return decodeHtmlEntities(text).replace(/\s+/g, ' ').trim();
}
