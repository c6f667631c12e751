import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { BusinessPlace } from '@referrals/contracts';

/**
 * The referral service's read model of identity's businesses, fed by identity's events: who may be joined
 * (active businesses only), whose owner's login holds it, and the name, slug and type links, e-mails and vouchers show.
 */
export const KnownBusiness = defineEntity({
  name: 'KnownBusiness',
  tableName: 'known_business',
  properties: {
    businessId: p.uuid().primary(),
    /**
     * The owner's login that holds the business: it may redeem the business's vouchers and see its referees.
     * Null for a row from before identity's events were read for it (filled in as they are read again).
     */
    loginId: p.uuid().nullable().index(),
    businessName: p.text(),
    businessSlug: p.text(),
    businessType: p.text(),
    isActive: p.boolean(),
    /** The address in the footer of the e-mails sent in the business's name; null until an event carrying it is read. */
    postalAddress: p.text().nullable(),
    /**
     * Where and when customers find the business (address, opening hours, booking link), for the voucher page,
     * its PDF and the e-mails; null until an event carrying it is read.
     */
    place: p.json<BusinessPlace>().nullable(),
    /** When identity made the change this row reflects (the event's `occurredAt`), not when it arrived. */
    updatedAt: p.datetime(),
  },
});

export type KnownBusiness = InferEntity<typeof KnownBusiness>;
