import type { EntityManager } from '@mikro-orm/sql';
import { BusinessAnnouncement } from '../entities/business-announcement.ts';
import { Business } from '../entities/business.ts';
import { recordBusinessUpdated } from './business-changes.ts';

/**
 * Publishes `businessUpdated` (the whole business, as now) for every business a migration asked to announce
 * again, and forgets the request, in one transaction: run at every start, it does nothing once they are
 * published. Read models take the news as any update (newer than what they hold). A business deleted since is
 * skipped. Answers how many were published.
 */
export async function announcePendingBusinesses(em: EntityManager): Promise<number> {
  return em.transactional(async (tx) => {
    const pending = await tx.find(BusinessAnnouncement, {});
    if (pending.length === 0) return 0;
    const ids = pending.map((row) => row.businessId);
    const businesses = await tx.find(Business, { id: { $in: ids } });
    for (const business of businesses) await recordBusinessUpdated(tx, business);
    await tx.nativeDelete(BusinessAnnouncement, { businessId: { $in: ids } });
    return businesses.length;
  });
}
