import {
  IdentityEvents,
  serviceEventsFilter,
  type BusinessDeletedData,
  type BusinessRegisteredData,
  type BusinessUpdatedData,
} from '@referrals/contracts';
import type { ConsumerDefinition } from '@referrals/service-kit';
import { forgetBusiness, rememberBusiness } from '../use-cases/known-businesses.ts';
import { readCacheOf } from '../use-cases/read-cache.ts';

/** Keeps the `known_business` read model in step with identity's businesses. */
export const identityBusinessesConsumer: ConsumerDefinition = {
  durable: 'campaign-businesses',
  filter: serviceEventsFilter('identity'),
  handle: async (event, { em, afterCommit }) => {
    switch (event.type) {
      case IdentityEvents.businessRegistered:
      case IdentityEvents.businessUpdated: {
        const business = event.data as BusinessRegisteredData | BusinessUpdatedData;
        // Both carry the whole business: the newest news wins, whichever event it came in.
        await rememberBusiness(em, business, new Date(event.occurredAt));
        // Its name, slug, status and owner show in the cached reads.
        afterCommit(() => readCacheOf(em).changed(business.businessId));
        return;
      }
      case IdentityEvents.businessDeleted: {
        // The delete-business workflow removed the row (with the business's campaigns) before identity deleted
        // the business; this drops one an event handled after that step brought back (the deactivation's
        // business-updated, say). Already gone: nothing to do.
        const { businessId } = event.data as BusinessDeletedData;
        if (await forgetBusiness(em, businessId)) afterCommit(() => readCacheOf(em).changed(businessId));
        return;
      }
      default:
        // Identity's other events do not concern this read model.
        return;
    }
  },
};
