import { IdentityEvents, serviceEventsFilter, type BusinessRegisteredData } from '@referrals/contracts';
import type { ConsumerDefinition } from '@referrals/service-kit';
import { rememberRegisteredBusiness } from '../use-cases/known-businesses.ts';

/** Keeps the `known_business` read model in step with identity's businesses. */
export const identityBusinessesConsumer: ConsumerDefinition = {
  durable: 'campaign-businesses',
  filter: serviceEventsFilter('identity'),
  handle: async (event, { em }) => {
    switch (event.type) {
      case IdentityEvents.businessRegistered:
        await rememberRegisteredBusiness(
          em,
          event.data as BusinessRegisteredData,
          new Date(event.occurredAt),
        );
        return;
      default:
        // Identity's other events do not concern this read model.
        return;
    }
  },
};
