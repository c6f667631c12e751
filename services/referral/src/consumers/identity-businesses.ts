import {
  IdentityEvents,
  serviceEventsFilter,
  type BusinessDeletedData,
  type BusinessRegisteredData,
  type BusinessUpdatedData,
} from '@referrals/contracts';
import type { ConsumerDefinition } from '@referrals/service-kit';
import { announceAnswersChanged } from '../use-cases/answers-changed.ts';
import { forgetBusiness, rememberBusiness } from '../use-cases/read-models.ts';

/**
 * Keeps the `known_business` read model in step with identity's businesses. Named anew when the read model
 * gained the owner's login: a new durable reads identity's stream from its start, so that businesses known
 * before get their login too (the old one is left unread).
 */
export const identityBusinessesConsumer: ConsumerDefinition = {
  durable: 'referral-business-logins',
  filter: serviceEventsFilter('identity'),
  handle: async (event, { em, bus, afterCommit }) => {
    switch (event.type) {
      case IdentityEvents.businessRegistered:
      case IdentityEvents.businessUpdated: {
        // Both carry the whole business: the newest news wins, whichever event it came in.
        const business = event.data as BusinessRegisteredData | BusinessUpdatedData;
        await rememberBusiness(em, business, new Date(event.occurredAt));
        afterCommit(() => announceAnswersChanged(bus, business.businessId));
        return;
      }
      case IdentityEvents.businessDeleted: {
        // The delete workflow removed everything first; this drops a read-model row that identity's events
        // published meanwhile (the deactivation) may have brought back.
        const { businessId } = event.data as BusinessDeletedData;
        await forgetBusiness(em, businessId);
        afterCommit(() => announceAnswersChanged(bus, businessId));
        return;
      }
      default:
        // Identity's other events do not concern this read model.
        return;
    }
  },
};
