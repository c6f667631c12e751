import { useContext, useSyncExternalStore } from 'react';
import { siteContentFromSettings, type ServerPageData } from '@referrals/contracts';
import { documentServerData, ServerDataContext } from '../../../lib/server-data.ts';
import { getSiteSettings } from '../api/site-settings.ts';
import { DEFAULT_SITE_CONTENT, type SiteContent } from '../site-content.ts';

interface SiteContentState {
  content: SiteContent;
  isLoading: boolean;
}

/**
 * Settings a page may carry in its HTML (the data block of a server-rendered page, the same key-to-value map
 * as `GET /api/cms/settings`): the site then shows its content at once and asks nothing. Without them the
 * settings are read once, on the first page that needs them.
 */
const embedded = documentServerData()?.settings;
let state: SiteContentState = embedded
  ? { content: siteContentFromSettings(embedded), isLoading: false }
  : { content: DEFAULT_SITE_CONTENT, isLoading: true };
let requested = embedded !== undefined;
const listeners = new Set<() => void>();

/**
 * Reads the settings the first time a page subscribes: one request for every public page of the visit (the
 * module lives as long as the page), never repeated. When the read fails the site keeps its built-in content,
 * which is complete, rather than show an error in place of a marketing page.
 */
function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  if (!requested) {
    requested = true;
    getSiteSettings().then(
      (settings) => settle({ content: siteContentFromSettings(settings), isLoading: false }),
      () => settle({ content: DEFAULT_SITE_CONTENT, isLoading: false }),
    );
  }
  return () => listeners.delete(onChange);
}

function settle(next: SiteContentState): void {
  state = next;
  for (const listener of listeners) listener();
}

const snapshot = (): SiteContentState => state;

/**
 * The public site's content from the CMS's settings (`siteContentFromSettings` over `GET /api/cms/settings`).
 * Until they arrive `content` is the built-in {@link DEFAULT_SITE_CONTENT} and `isLoading` is true: the logo
 * then reads "Loading..." (docs/product-rules.md §2) and the hero waits rather than show a text the CMS may
 * have changed.
 */
export function useSiteContent(): SiteContentState {
  const server = useContext(ServerDataContext);
  return useSyncExternalStore(subscribe, snapshot, () => (server ? serverState(server) : state));
}

const serverStates = new WeakMap<ServerPageData, SiteContentState>();

/** On the server, the content of the settings the page is rendered with (one per render, however many ask). */
function serverState(data: ServerPageData): SiteContentState {
  let kept = serverStates.get(data);
  if (!kept) {
    kept = { content: siteContentFromSettings(data.settings), isLoading: false };
    serverStates.set(data, kept);
  }
  return kept;
}
