/**
 * Server-rendered pages (docs/adr/0022-server-rendered-public-pages.md): a remote may publish a server build
 * beside its browser build (the `server` field of its entry in `/mfe-manifest.json`), an ES module exporting
 * {@link RenderPage}. The gateway imports it at start and writes what it renders into the HTML of the pages it
 * renders, with the data it rendered them from; the remote's browser code starts from that same data and takes
 * the page over once it has drawn it.
 */

/** One API read the page makes as it opens, answered as the browser would have received it. */
export interface ServerRead {
  /** The JSON body of the answer. */
  body: unknown;
  /** A list read's `X-Next-Cursor` header: the next page's cursor, null on the last page. */
  nextCursor?: string | null;
}

/** What a page is rendered from, written into its HTML for the browser app to start with. */
export interface ServerPageData {
  /** The CMS's public settings, as `GET /api/cms/settings` answers them. */
  settings: Readonly<Record<string, string>>;
  /**
   * The page's API reads, by the path the page asks for (`/api/cms/blog/my-post`). A read that is absent is
   * made by the browser as usual.
   */
  reads: Readonly<Record<string, ServerRead>>;
}

export interface ServerRenderInput {
  /** The request's path, percent-encoded as sent (`/blog/my-post`). */
  path: string;
  /** The request's query string with its `?`, or empty. */
  search: string;
  data: ServerPageData;
}

export interface ServerRenderResult {
  /** The page's markup: what the browser app draws for this address with this data. */
  html: string;
  /** The page's HTTP status (404 for a page that shows "not found"). */
  status: number;
}

/** The server build's export: the page's markup, or null for an address it does not render. */
export type RenderPage = (input: ServerRenderInput) => ServerRenderResult | null;

/** The element holding the server-rendered page, before the shell's `#root`; removed when the app takes over. */
export const SERVER_PAGE_ELEMENT_ID = 'server-page';

/** The `<script type="application/json">` element holding the page's {@link ServerPageData}. */
export const SERVER_DATA_ELEMENT_ID = 'server-data';

/**
 * The data block's text: JSON with every `<` escaped (as `\u003c`, which JSON.parse reads back), so that no
 * value can close the element or open a comment in it. It is data, never run: the product's policy allows no
 * inline script.
 */
export function serverDataJson(data: ServerPageData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
