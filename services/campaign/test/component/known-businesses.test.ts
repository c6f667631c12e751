import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  IdentityEvents,
  type BusinessRegisteredData,
  type BusinessUpdatedData,
  type DomainEvent,
} from '@referrals/contracts';
import type { Bus, ServiceRuntime } from '@referrals/service-kit';
import { uniqueSuffix } from '@referrals/testing';
import { KnownBusiness } from '../../src/entities/known-business.ts';
import { campaignService } from '../../src/start.ts';
import { eventually, startServiceUnderTest, type ServiceUnderTest } from '@referrals/service-kit/testing';

let service: ServiceUnderTest;
let bus: Bus;
let runtime: ServiceRuntime;

beforeAll(async () => {
  service = await startServiceUnderTest(campaignService);
  ({ bus, runtime } = service);
});

afterAll(async () => {
  await service.stop();
});

function businessRegistered(overrides: Partial<BusinessRegisteredData> = {}, occurredAt = new Date()) {
  const suffix = uniqueSuffix();
  return {
    id: randomUUID(),
    type: IdentityEvents.businessRegistered,
    occurredAt: occurredAt.toISOString(),
    data: {
      businessId: randomUUID(),
      loginId: randomUUID(),
      businessName: `Corner Café ${suffix}`,
      businessSlug: `corner-caf-${suffix}`,
      businessType: 'Restaurant / Cafe',
      isActive: true,
      subscriptionTier: 'basic',
      createdAt: occurredAt.toISOString(),
      ...overrides,
    },
  } satisfies DomainEvent<BusinessRegisteredData>;
}

function businessUpdated(
  registered: DomainEvent<BusinessRegisteredData>,
  changes: Partial<BusinessUpdatedData>,
  occurredAt = new Date(),
) {
  return {
    id: randomUUID(),
    type: IdentityEvents.businessUpdated,
    occurredAt: occurredAt.toISOString(),
    data: { ...registered.data, updatedAt: occurredAt.toISOString(), ...changes },
  } satisfies DomainEvent<BusinessUpdatedData>;
}

// Campaign has no endpoint that shows its read model yet (campaign routes are their own issue), so these
// tests look at the service's own table. Once `campaign.*` answers with business names and slugs, assert
// through those answers instead.
const knownBusiness = (businessId: string) => runtime.orm.em.fork().findOne(KnownBusiness, { businessId });

/** Waits until the business's row satisfies `matches`, and returns the row. */
const knownBusinessWhen = (businessId: string, matches: (row: KnownBusiness) => boolean, what: string) =>
  eventually(
    async () => {
      const row = await knownBusiness(businessId);
      return row && matches(row) ? row : null;
    },
    10_000,
    what,
  );

describe('campaign: the read model of businesses', () => {
  it('when the migrations have run, then the tables are exactly what the entities describe', async () => {
    const diff = await runtime.orm.schema.getUpdateSchemaSQL({ wrap: false });

    // The kit's outbox tables are the kit's business (their entities leave out database-only details).
    const ours = diff.split('\n').filter((line) => line.trim() && !/outbox_event|processed_event/.test(line));
    expect(ours).toEqual([]);
  });

  it('when identity publishes businessRegistered, then campaign knows the business', async () => {
    const event = businessRegistered();

    await bus.publishEvent(event);

    const known = await eventually(() => knownBusiness(event.data.businessId), 10_000, 'the business');
    expect(known).toMatchObject({
      businessId: event.data.businessId,
      loginId: event.data.loginId,
      businessSlug: event.data.businessSlug,
      businessName: event.data.businessName,
      isActive: true,
      subscriptionTier: 'basic',
      updatedAt: new Date(event.occurredAt),
    });
  });

  it('when identity publishes businessUpdated for a plan change, then campaign knows the new tier', async () => {
    const registered = businessRegistered({}, new Date(Date.now() - 60_000));
    const planChanged = businessUpdated(registered, { subscriptionTier: 'professional' });

    await bus.publishEvent(registered);
    await bus.publishEvent(planChanged);

    const known = await knownBusinessWhen(
      registered.data.businessId,
      (row) => row.subscriptionTier === 'professional',
      'the new tier',
    );
    expect(known).toMatchObject({
      businessName: registered.data.businessName,
      subscriptionTier: 'professional',
      updatedAt: new Date(planChanged.occurredAt),
    });
  });

  it('when identity publishes businessUpdated for a profile update, then campaign knows the new name', async () => {
    const registered = businessRegistered({ subscriptionTier: 'enterprise' }, new Date(Date.now() - 60_000));
    const renamed = businessUpdated(registered, { businessName: `Renamed Café ${uniqueSuffix()}` });

    await bus.publishEvent(registered);
    await bus.publishEvent(renamed);

    const known = await knownBusinessWhen(
      registered.data.businessId,
      (row) => row.businessName === renamed.data.businessName,
      'the new name',
    );
    expect(known).toMatchObject({
      businessSlug: registered.data.businessSlug,
      businessName: renamed.data.businessName,
      subscriptionTier: 'enterprise',
      updatedAt: new Date(renamed.occurredAt),
    });
  });

  it('when news about a business arrives out of order, then the older news does not overwrite the newer', async () => {
    const newer = businessRegistered({ businessName: 'Newer name' }, new Date('2026-03-02T10:00:00Z'));
    const older = businessRegistered(
      { businessId: newer.data.businessId, businessName: 'Older name' },
      new Date('2026-03-01T10:00:00Z'),
    );
    const marker = businessRegistered();

    await bus.publishEvent(newer);
    await bus.publishEvent(older);
    await bus.publishEvent(marker);
    // Events of one filter are handled in order: once the marker is in, the older event has been handled.
    await eventually(() => knownBusiness(marker.data.businessId), 10_000, 'the marker business');

    expect(await knownBusiness(newer.data.businessId)).toMatchObject({ businessName: 'Newer name' });
  });

  it('when a late businessRegistered arrives after a newer businessUpdated, then the update stays', async () => {
    const registered = businessRegistered({}, new Date('2026-04-01T10:00:00Z'));
    const updated = businessUpdated(
      registered,
      { businessName: 'Updated name', subscriptionTier: 'enterprise' },
      new Date('2026-04-02T10:00:00Z'),
    );
    const marker = businessRegistered();

    await bus.publishEvent(updated);
    await bus.publishEvent(registered);
    await bus.publishEvent(marker);
    await eventually(() => knownBusiness(marker.data.businessId), 10_000, 'the marker business');

    expect(await knownBusiness(registered.data.businessId)).toMatchObject({
      businessName: 'Updated name',
      subscriptionTier: 'enterprise',
    });
  });
});
