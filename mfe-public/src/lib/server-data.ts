import { createContext, useContext } from 'react';
import { SERVER_DATA_ELEMENT_ID, type ServerPageData } from '@referrals/contracts';

/**
 * The data a server-rendered page was drawn from (docs/adr/0022-server-rendered-public-pages.md): on the
 * server, what `src/server.tsx` provides here; in the browser, the JSON block the gateway wrote into the
 * document. Pages start from it instead of asking the API again, so they draw at once what the server drew.
 */
export const ServerDataContext = createContext<ServerPageData | null>(null);

let documentData: ServerPageData | null | undefined;

/** The document's data block, read once; null in a document without one (or on a server). */
export function documentServerData(): ServerPageData | null {
  if (documentData !== undefined) return documentData;
  const text =
    typeof document === 'undefined' ? null : document.getElementById(SERVER_DATA_ELEMENT_ID)?.textContent;
  try {
    documentData = text ? (JSON.parse(text) as ServerPageData) : null;
  } catch {
    // A block that does not parse is as good as none: the page reads the API as usual.
    documentData = null;
  }
  return documentData;
}

/** The server data of this render: the server's while rendering there, the document's in the browser. */
export function useServerData(): ServerPageData | null {
  return useContext(ServerDataContext) ?? documentServerData();
}

/**
 * The answer of the API read at `path` (exactly as the page asks for it, `/api/cms/blog/my-post`) in `data`,
 * or undefined when the page must read it itself.
 */
export function serverReadOf<T>(
  data: ServerPageData | null,
  path: string,
): { body: T; nextCursor: string | null } | undefined {
  const read = data?.reads[path];
  return read && { body: read.body as T, nextCursor: read.nextCursor ?? null };
}

/** {@link serverReadOf} this render's server data; none for a null path (a read the server never makes). */
export function useServerRead<T>(path: string | null): { body: T; nextCursor: string | null } | undefined {
  const data = useServerData();
  return path === null ? undefined : serverReadOf<T>(data, path);
}
