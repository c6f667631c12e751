import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A business whose whole record is to be published again (`businessUpdated`) at the identity service's next
 * start. A migration writes these rows when identity's business events gain fields that other services' read
 * models of earlier businesses lack (Migration20261128100000: the postal address and the place, which the
 * referral service's e-mails and voucher pages show); the start publishes them and deletes the rows.
 */
export const BusinessAnnouncement = defineEntity({
  name: 'BusinessAnnouncement',
  tableName: 'business_announcement',
  properties: {
    businessId: p.uuid().primary(),
  },
});

export type BusinessAnnouncement = InferEntity<typeof BusinessAnnouncement>;
