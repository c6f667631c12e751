import { LruMap } from '@referrals/service-kit';
import type { SiteState } from './site-settings.ts';

/** A served marketing page as it went out: compressed for one encoding. */
export interface CachedPage {
  status: number;
  /** `br`, `gzip`, or null for none. */
  encoding: string | null;
  body: Buffer | string;
}

interface Entry {
  page: CachedPage;
  /** The site's state the page was made with: a page made with an older one is never served. */
  site: SiteState;
  at: number;
}

export interface PageCacheOptions {
  /** How long a page is kept at most (0: none is kept). */
  ttlMs: number;
  maxEntries: number;
  /** Clock, for tests. */
  now?: () => number;
}

/**
 * The marketing pages (the landing page, the blog, a post, a CMS page) as the gateway last served them, per
 * address and encoding: the same for every visitor, so a repeat costs no CMS read, no server render and no
 * compression. A page is kept with the site's state it was made with (site-settings.ts); whatever changes the
 * CMS's public content gives the site a new state (its broadcast, an editor's write through this gateway), so a
 * page made before is never served again. `ttlMs` bounds what a lost broadcast could leave. Pages carrying the
 * analytics code are never kept: their script nonce must be new in every response.
 */
export class PageCache {
  private readonly entries: LruMap<string, Entry>;
  private readonly options: PageCacheOptions;
  private readonly now: () => number;
  readonly enabled: boolean;

  constructor(options: PageCacheOptions) {
    this.options = options;
    this.enabled = options.ttlMs > 0;
    this.entries = new LruMap(Math.max(1, options.maxEntries));
    this.now = options.now ?? Date.now;
  }

  /** A page is kept per address, encoding, and whether its app starts on demand (shell-page.ts). */
  static keyOf(address: string, encoding: string | null, onDemand: boolean): string {
    return `${encoding ?? 'identity'} ${onDemand ? 'on-demand' : 'at-once'} ${address}`;
  }

  lookup(key: string, site: SiteState): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.site !== site || this.now() - entry.at >= this.options.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.page;
  }

  remember(key: string, site: SiteState, page: CachedPage): void {
    if (this.enabled) this.entries.set(key, { page, site, at: this.now() });
  }
}
