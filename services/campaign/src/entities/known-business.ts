import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * Campaign's read model of the businesses identity owns, fed by identity's events: enough to check that a
 * business exists, to show its name and slug beside its campaigns and to apply its plan's limits without
 * asking identity each time.
 */
export const KnownBusiness = defineEntity({
  name: 'KnownBusiness',
  tableName: 'known_business',
  properties: {
    businessId: p.uuid().primary(),
    /** The login that owns the business (from the events' `loginId`); null for rows older than the column. */
    loginId: p.uuid().nullable().index(),
    businessSlug: p.text().index(),
    businessName: p.text(),
    isActive: p.boolean(),
    /** The business's plan (`basic`, `professional`, `enterprise`), as identity last said. */
    subscriptionTier: p.text(),
    /** When identity made the change this row reflects (the event's `occurredAt`), not when it arrived. */
    updatedAt: p.datetime(),
  },
});

export type KnownBusiness = InferEntity<typeof KnownBusiness>;
