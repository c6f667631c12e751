import {
  IdentityEvents,
  serviceEventsFilter,
  type BusinessRegisteredData,
  type BusinessUpdatedData,
} from '@referrals/contracts';
import type { ConsumerDefinition } from '@referrals/service-kit';
import { announceAnswersChanged } from '../use-cases/answers-changed.ts';
import { rememberBusiness } from '../use-cases/read-models.ts';

/** Keeps the `known_business` read model in step with identity's businesses. */
export const identityBusinessesConsumer: ConsumerDefinition = {
  durable: 'referral-businesses',
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
      default:
        // Identity's other events do not concern this read model.
        return;
    }
  },
};
