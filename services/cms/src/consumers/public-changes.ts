import { CmsEvents, answersChangedSubject, serviceEventsFilter } from '@referrals/contracts';
import type { ConsumerDefinition } from '@referrals/service-kit';

/**
 * Tells every gateway, once a change of what visitors read has committed (`cms.public-content-changed`, recorded
 * with the change: a setting, a published page or post, a publication, an unpublication, a deletion), to drop
 * what it keeps of the CMS's public reads (`cms.answers-changed`). Through the outbox, so a change made by a
 * scheduled job is announced like one made by a request, and a crash between the commit and the broadcast
 * only delays it.
 */
export const publicChangesConsumer: ConsumerDefinition = {
  durable: 'cms-public-changes',
  filter: serviceEventsFilter('cms'),
  handle: async (event, { bus, afterCommit }) => {
    if (event.type !== CmsEvents.publicContentChanged) return;
    afterCommit(() => bus.broadcast(answersChangedSubject('cms'), {}));
  },
};
