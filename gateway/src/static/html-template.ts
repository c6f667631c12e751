import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** The shell's page split once at start around the place where each request's head tags go. */
export interface HtmlTemplate {
  /**
   * The page with `headTags` in place of the build's own title and description, and `lateTags` at the end of
   * its head, after the build's own scripts (hints for files the page needs after those scripts), and `body`
   * (a server-rendered page, docs/adr/0022-server-rendered-public-pages.md) just before the shell's root
   * element, without the build's `<noscript>` notice: that page reads without JavaScript. With `onDemand`, the
   * page loads the shell's page loader in place of the shell's entry, which it then starts when the visitor
   * reaches for a button of `body` (a template without a loader keeps its entry).
   */
  render(
    headTags: readonly string[],
    lateTags?: readonly string[],
    body?: string,
    onDemand?: boolean,
  ): string;
}

const MARKER = '\u0000head-tags\u0000';

/** A tag with the indentation before it and the line break after it, so removing it leaves no blank line. */
const onItsLine = (tag: string) => new RegExp(`([ \\t]*)${tag}[ \\t]*(\\r?\\n)?`, 'i');

const TITLE = onItsLine('<title\\b[^>]*>[\\s\\S]*?<\\/title\\s*>');
const HEAD_END = /<\/head\s*>/i;
const ROOT_ELEMENT = /<div\b[^>]*\bid\s*=\s*["']?root["'\s>]/i;
const NOSCRIPT = onItsLine('<noscript\\b[^>]*>[\\s\\S]*?<\\/noscript\\s*>');
/** The shell's entry: the one script element of its page. */
const ENTRY_SCRIPT = /<script\b[^>]*\bsrc\s*=\s*["']?([^"'\s>]+)["']?[^>]*>\s*<\/script\s*>/i;

/**
 * Tags the gateway writes per route: the build's own copies are removed so that a page never carries two
 * titles or two descriptions.
 */
const PER_ROUTE_TAGS = [
  `<meta\\b[^>]*\\bname\\s*=\\s*["']?(?:description|robots|twitter:[\\w:-]+)\\b[^>]*>`,
  `<meta\\b[^>]*\\bproperty\\s*=\\s*["']?og:[\\w:-]+\\b[^>]*>`,
  `<link\\b[^>]*\\brel\\s*=\\s*["']?canonical\\b[^>]*>`,
].map((tag) => new RegExp(onItsLine(tag).source, 'gi'));

/**
 * Splits the page once, where its `<title>` was (the tags keep the title's place and indentation), or else
 * just before `</head>`. A page with neither cannot take head tags: that is a broken build, refused at start
 * rather than answered wrong on every request.
 */
export function parseHtmlTemplate(html: string, pageLoader?: string): HtmlTemplate {
  let separator = '';
  let marked = html.replace(TITLE, (_whole, indent: string, lineBreak: string | undefined) => {
    separator = lineBreak === undefined ? '' : `${lineBreak}${indent}`;
    return `${indent}${MARKER}${lineBreak ?? ''}`;
  });
  for (const tag of PER_ROUTE_TAGS) marked = marked.replace(tag, '');
  if (!marked.includes(MARKER)) {
    const headEnd = marked.search(HEAD_END);
    if (headEnd < 0)
      throw new Error('The shell page has neither a <title> nor a </head> to put page tags in');
    marked = `${marked.slice(0, headEnd)}${MARKER}${marked.slice(headEnd)}`;
  }
  const [before, after] = marked.split(MARKER) as [string, string];
  // Late tags go before `</head>`, or right after the head tags in a page that does not close its head.
  const headEnd = after.search(HEAD_END);
  const [middle, end] = headEnd < 0 ? ['', after] : [after.slice(0, headEnd), after.slice(headEnd)];
  // A page without a root element has nowhere to put a server-rendered body: it is served without one.
  const rootAt = end.search(ROOT_ELEMENT);
  const [beforeRoot, fromRoot] =
    rootAt < 0 ? [end, ''] : [end.slice(0, rootAt).replace(NOSCRIPT, ''), end.slice(rootAt)];
  // The page loader starts the entry it is given (shell/src/page-loader.ts).
  const middleOnDemand =
    pageLoader === undefined
      ? middle
      : middle.replace(
          ENTRY_SCRIPT,
          (_tag, entry: string) =>
            `<script defer src="${escapeHtml(pageLoader)}" data-entry="${escapeHtml(entry)}"></script>`,
        );
  return {
    render: (headTags, lateTags = [], body, onDemand = false) =>
      `${before}${headTags.join(separator)}${onDemand ? middleOnDemand : middle}${lateTags.join('')}${
        body === undefined || rootAt < 0 ? end : `${beforeRoot}${body}${fromRoot}`
      }`,
  };
}

/** Where the shell's build puts its page loader (packages/rspack-config/src/page-loader.ts), under its root. */
const PAGE_LOADER_DIR = 'page-loader';
const PAGE_LOADER_FILE = /^page-loader\.[0-9a-f]{8,}\.js$/;

/**
 * Reads and splits the shell's built page, with the page loader built beside it (its address; none in a build
 * without one), or null when the page has not been built.
 */
export async function loadHtmlTemplate(path: string): Promise<HtmlTemplate | null> {
  let html: string;
  try {
    html = await readFile(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const loaders = await readdir(join(dirname(path), PAGE_LOADER_DIR)).catch(() => []);
  const loader = loaders.find((file) => PAGE_LOADER_FILE.test(file));
  return parseHtmlTemplate(html, loader && `/${PAGE_LOADER_DIR}/${loader}`);
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Escapes text for an HTML text node or a quoted attribute value alike: with `<` escaped nothing can close
 * the `<title>` early, and with both quotes escaped nothing can leave an attribute.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}
