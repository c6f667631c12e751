import {
  IdentityEvents,
  serviceEventsFilter,
  type BusinessRegisteredData,
  type BusinessUpdatedData,
} from '@referrals/contracts';
import type { ConsumerDefinition } from '@referrals/service-kit';
import { rememberBusiness } from '../use-cases/read-models.ts';

/** Keeps the `known_business` read model in step with identity's businesses. */
export const identityBusinessesConsumer: ConsumerDefinition = {
  durable: 'referral-businesses',
  filter: serviceEventsFilter('identity'),
  handle: async (event, { em }) => {
    switch (event.type) {
      case IdentityEvents.businessRegistered:
      case IdentityEvents.businessUpdated:
        // Both carry the whole business: the newest news wins, whichever event it came in.
        await rememberBusiness(
          em,
          event.data as BusinessRegisteredData | BusinessUpdatedData,
          new Date(event.occurredAt),
        );
        return;
      default:
        // Identity's other events do not concern this read model.
        return;
    }
  },
};
