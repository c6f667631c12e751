import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { OpeningHours } from '@referrals/contracts';
import { Login } from './login.ts';

/** A business account (docs/product-rules.md §3 "User / business account"); its id is the `userId` the API speaks of. */
export const Business = defineEntity({
  name: 'Business',
  tableName: 'business',
  properties: {
    id: p.uuid().primary(),
    login: () => p.manyToOne(Login).index(),
    businessName: p.text(),
    businessType: p.text(),
    businessSlug: p.text().unique(),
    contactName: p.text(),
    phoneNumber: p.text(),
    businessAddress: p.text(),
    postcode: p.text(),
    website: p.text().nullable(),
    /** Where customers book (https); null: none given. */
    bookingUrl: p.text().nullable(),
    /** The week's opening hours, Monday to Sunday; null: not given. */
    openingHours: p.json<OpeningHours>().nullable(),
    subscriptionTier: p.text().default('basic'),
    isActive: p.boolean().default(true),
    /** What the administrator who last enabled or disabled the business told its owner; null: nothing. */
    statusReason: p.text().nullable(),
    /** When an administrator last enabled or disabled the business; null: never. */
    statusChangedAt: p.datetime().nullable(),
    trialEndsAt: p.datetime(),
    /** The business's IANA time zone, chosen by its owner; null: the platform's (`PLATFORM_TIME_ZONE`). */
    timeZone: p.text().nullable(),
    /** When the owner turned off the e-mail sent when a referral needs their decision; null: on. */
    reviewMailsOffAt: p.datetime().nullable(),
    /** When the owner turned off the daily summary; null: on. */
    dailySummaryOffAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime().onUpdate(() => new Date()),
  },
});

export type Business = InferEntity<typeof Business>;
