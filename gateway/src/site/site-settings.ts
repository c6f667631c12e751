import {
  CmsSubjects,
  DEFAULT_CMS_SETTINGS,
  answersChangedSubject,
  siteContentFromSettings,
  type CmsPageSettings,
  type SiteContent,
} from '@referrals/contracts';
import type { Bus, Subscription } from '@referrals/service-kit';
import type { GatewayLogger } from '../logger.ts';

/** The site's settings as the HTML the gateway serves needs them, and the content they make. */
export interface SiteState {
  /** Every setting, the super admin's analytics ones included (they go into the marketing pages' HTML). */
  settings: Readonly<Record<string, string>>;
  content: SiteContent;
}

export interface SiteSettingsOptions {
  bus: Bus;
  logger: GatewayLogger;
  /** Deadline of the CMS's answer. */
  timeoutMs: number;
  /** How long a read is kept at most, should a change's broadcast be lost (0: asked on every page). */
  ttlMs: number;
  /** Clock, for tests. */
  now?: () => number;
}

/**
 * The CMS's settings, as every page the gateway serves needs them (titles, the maintenance switch, the analytics
 * code): read once and kept until the CMS broadcasts a change of its public content (`cms.answers-changed`), the
 * connection may have missed one, or `ttlMs` passes. Requests that arrive while a read is under way share it.
 * When the CMS does not answer, pages are described with the built-in defaults (and the last good read is
 * kept), so a CMS outage never takes the referral or voucher pages down with it.
 */
export class SiteSettings {
  private kept: { state: SiteState; at: number; generation: number } | null = null;
  private pending: Promise<SiteState> | null = null;
  private generation = 0;
  private readonly options: SiteSettingsOptions;
  private readonly now: () => number;

  constructor(options: SiteSettingsOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
  }

  /** Listens for the CMS's change broadcasts; the subscription ends with the gateway. */
  listen(): Subscription {
    return this.options.bus.listen(answersChangedSubject('cms'), () => this.forget(), {
      onGap: () => this.forget(),
    });
  }

  forget(): void {
    this.generation += 1;
    this.kept = null;
  }

  async get(requestId?: string): Promise<SiteState> {
    const kept = this.kept;
    if (kept && kept.generation === this.generation && this.now() - kept.at < this.options.ttlMs)
      return kept.state;
    this.pending ??= this.read(requestId).finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async read(requestId: string | undefined): Promise<SiteState> {
    // A read that overlapped a change is used for its own requests but not kept.
    const generation = this.generation;
    try {
      const answer = await this.options.bus.request<CmsPageSettings>(
        CmsSubjects.pageSettings,
        {},
        { timeoutMs: this.options.timeoutMs },
      );
      const state = { settings: answer.settings, content: siteContentFromSettings(answer.settings) };
      if (generation === this.generation) this.kept = { state, at: this.now(), generation };
      return state;
    } catch (err) {
      this.options.logger.warn({ err, requestId }, 'site settings could not be read; using the last known');
      return this.kept?.state ?? DEFAULT_SITE_STATE;
    }
  }
}

export const DEFAULT_SITE_STATE: SiteState = {
  settings: DEFAULT_CMS_SETTINGS,
  content: siteContentFromSettings(DEFAULT_CMS_SETTINGS),
};
