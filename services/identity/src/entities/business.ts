import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
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
    subscriptionTier: p.text().default('basic'),
    isActive: p.boolean().default(true),
    trialEndsAt: p.datetime(),
    createdAt: p.datetime(),
    updatedAt: p.datetime().onUpdate(() => new Date()),
  },
});

export type Business = InferEntity<typeof Business>;
