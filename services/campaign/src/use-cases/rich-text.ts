/**
 * An allow-list sanitiser for the campaign's rich-text fields (the editor's toolbar, SPEC.md §9: headings 1-3,
 * bold, italic, underline, lists, links, text and background colour). The output is rebuilt from scratch: only
 * allowed tags with allowed attributes are written, every other tag is dropped (its text kept), the content of
 * script-like elements and comments is dropped, and any stray `<` or `>` becomes an entity. Attribute values
 * are re-quoted and escaped; links keep only http(s), mailto, relative and fragment targets.
 */

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ol',
  'ul',
  'li',
  'a',
  'span',
  'blockquote',
]);

const VOID_TAGS = new Set(['br']);

/** Elements whose content is not text for a reader: dropped with the element. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'title',
  'svg',
  'math',
  'select',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
]);

const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^<>]*?)?)\s*(\/?)>/;
const ATTRIBUTE = /([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const SAFE_HREF = /^(?:https?:\/\/|mailto:|\/(?![/\\])|#)[^\s"'<>`\\]*$/i;
const SAFE_COLOR =
  /^(?:#[0-9a-f]{3,8}|rgba?\(\s*[\d.]+%?\s*,\s*[\d.]+%?\s*,\s*[\d.]+%?\s*(?:,\s*[\d.]+\s*)?\)|[a-z]{3,20})$/i;
const SAFE_CLASS = /^ql-[a-z0-9-]+$/;

const escapeAttribute = (value: string): string =>
  value
    .replace(/&(?![a-zA-Z][a-zA-Z0-9]*;|#\d+;|#x[0-9a-fA-F]+;)/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

function safeStyle(style: string): string | null {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if ((property === 'color' || property === 'background-color') && SAFE_COLOR.test(value)) {
      kept.push(`${property}: ${value}`);
    }
  }
  return kept.length > 0 ? kept.join('; ') : null;
}

function safeAttributes(tag: string, source: string): string {
  const kept: string[] = [];
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    let safe: string | null = null;
    if (tag === 'a' && name === 'href') safe = SAFE_HREF.test(value.trim()) ? value.trim() : null;
    else if (tag === 'a' && name === 'target') safe = value === '_blank' ? '_blank' : null;
    else if (name === 'style') safe = safeStyle(value);
    else if (name === 'class') {
      const classes = value.split(/\s+/).filter((name) => SAFE_CLASS.test(name));
      safe = classes.length > 0 ? classes.join(' ') : null;
    }
    if (safe !== null) kept.push(` ${name}="${escapeAttribute(safe)}"`);
  }
  if (tag === 'a' && kept.some((attribute) => attribute.startsWith(' target='))) {
    kept.push(' rel="noopener noreferrer"');
  }
  return kept.join('');
}

/** The allowed subset of `html`; plain text comes back as it was, apart from `<` and `>` made entities. */
export function sanitizeRichText(html: string): string {
  let out = '';
  let index = 0;
  while (index < html.length) {
    const next = html.indexOf('<', index);
    const textEnd = next < 0 ? html.length : next;
    out += html.slice(index, textEnd).replace(/>/g, '&gt;');
    if (next < 0) break;
    index = next;
    const rest = html.slice(index);
    if (rest.startsWith('<!--')) {
      const end = html.indexOf('-->', index + 4);
      index = end < 0 ? html.length : end + 3;
      continue;
    }
    const tag = TAG.exec(rest);
    if (!tag) {
      out += '&lt;';
      index += 1;
      continue;
    }
    const [whole, closing, rawName, attributes] = tag;
    const name = rawName!.toLowerCase();
    index += whole.length;
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing) {
        const close = new RegExp(`</${name}\\s*>`, 'i').exec(html.slice(index));
        index = close ? index + close.index + close[0].length : html.length;
      }
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (closing) {
      if (!VOID_TAGS.has(name)) out += `</${name}>`;
    } else {
      out += `<${name}${safeAttributes(name, attributes ?? '')}>`;
    }
  }
  return out;
}

/** `sanitizeRichText` for an optional field: empty stays empty. */
export function sanitizeOptionalRichText(html: string | undefined): string | undefined {
  return html === undefined ? undefined : sanitizeRichText(html);
}
