import type { EntityManager } from '@mikro-orm/sql';
import { CmsEvents } from '@referrals/contracts';
import { recordEvent } from '@referrals/service-kit';

/**
 * Records `CmsEvents.publicContentChanged` in the caller's unit of work, so it is published if and only if the
 * change commits: what the gateway keeps of the public reads is dropped once readers can see the change.
 */
export function announcePublicChange(em: EntityManager, options: { requestId?: string } = {}): void {
  recordEvent(em, CmsEvents.publicContentChanged, {}, options);
}
