import { randomUUID } from 'node:crypto';
import {
  CampaignSubjects,
  IdentityEvents,
  ReferralEvents,
  type BusinessRegisteredData,
  type CampaignDto,
  type DomainEvent,
  type OwnerPrincipal,
  type Principal,
  type ReferrerRegisteredData,
} from '@referrals/contracts';
import { startService, type ServiceRuntime } from '@referrals/service-kit';
import {
  createTestInfra,
  eventually,
  requestAs,
  type ServiceUnderTest,
  type TestInfra,
} from '@referrals/service-kit/testing';
import { buildBusinessRegistered, buildCampaign, buildReferrer } from '@referrals/testing';
import { KnownBusiness } from '../src/entities/known-business.ts';
import { campaignService } from '../src/start.ts';

export type { OwnerPrincipal };

/** A running campaign service and the bus it serves on. */
export type CampaignUnderTest = Pick<ServiceUnderTest, 'bus' | 'runtime'>;

/** Publishes identity's businessRegistered and waits until the campaign service knows the business. */
export async function publishKnownBusiness(
  service: CampaignUnderTest,
  loginId: string,
  overrides: Partial<BusinessRegisteredData> = {},
): Promise<BusinessRegisteredData> {
  const data = buildBusinessRegistered(loginId, overrides);
  await service.bus.publishEvent({
    id: randomUUID(),
    type: IdentityEvents.businessRegistered,
    occurredAt: new Date().toISOString(),
    data,
  });
  // The campaign service has no call that shows a business alone: its table tells when the event is in.
  await eventually(
    () => service.runtime.orm.em.fork().findOne(KnownBusiness, { businessId: data.businessId }),
    10_000,
    'the business',
  );
  return data;
}

/** The principal the gateway sends for a signed-in owner of `businessId`. */
export function ownerOf(loginId: string, businessId: string): OwnerPrincipal {
  return { kind: 'owner', loginId, businessId, sessionId: randomUUID() };
}

/** A campaign subject called as the gateway would, by `principal` (anonymous when absent). */
export const callAs = <R>(
  service: CampaignUnderTest,
  principal: Principal | undefined,
  subject: string,
  data: unknown,
): Promise<R> => requestAs<R>(service.bus, subject, data, principal ? { principal } : {});

/** Creates a campaign of `businessId` through the bus, with the least the wizard needs. */
export const addCampaignAs = (service: CampaignUnderTest, owner: OwnerPrincipal, businessId: string) =>
  callAs<CampaignDto>(service, owner, CampaignSubjects.create, { body: buildCampaign(businessId) });

/** Publishes a referral service event as its outbox relay would. */
export async function publishEventAs<T>(
  service: CampaignUnderTest,
  type: string,
  data: T,
  id: string = randomUUID(),
): Promise<DomainEvent<T>> {
  const event = { id, type, occurredAt: new Date().toISOString(), data };
  await service.bus.publishEvent(event);
  return event;
}

/** Publishes referral's referrerRegistered for a new referrer of `campaignId`. */
export async function registerReferrerOf(
  service: CampaignUnderTest,
  campaignId: string,
  overrides: Partial<ReferrerRegisteredData> = {},
): Promise<ReferrerRegisteredData> {
  const data = buildReferrer(campaignId, overrides);
  await publishEventAs(service, ReferralEvents.referrerRegistered, data);
  return data;
}

/** Replicas of the campaign service sharing one database and (on NATS) one bus, as a deployment runs them. */
export interface CampaignReplicas {
  replicas: ServiceRuntime[];
  /** The first replica, to call through. */
  service: CampaignUnderTest;
  stop(): Promise<void>;
}

/** Starts `count` replicas of the campaign service on one test database, each with its own bus connection. */
export async function startCampaignReplicas(name: string, count = 2): Promise<CampaignReplicas> {
  const infra: TestInfra = await createTestInfra(name);
  const database = await infra.database();
  const replicas: ServiceRuntime[] = [];
  for (let n = 0; n < count; n += 1) {
    const bus = await infra.bus(`replica-${n + 1}`);
    replicas.push(
      await startService(campaignService, { bus, database, config: infra.config, logger: infra.logger }),
    );
  }
  return {
    replicas,
    service: { bus: replicas[0]!.bus, runtime: replicas[0]! },
    async stop() {
      for (const replica of replicas) await replica.stop();
      await infra.cleanup();
    },
  };
}
