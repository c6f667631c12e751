import { randomUUID } from 'node:crypto';
import {
  CampaignEvents,
  IdentityEvents,
  ReferralSubjects,
  type BusinessRegisteredData,
  type CampaignEventData,
  type DomainEvent,
  type RefereeRegisteredDto,
  type RefereeRegistrationInput,
  type ReferrerRegisteredDto,
  type ReferrerRegistrationInput,
} from '@referrals/contracts';
import {
  DEFAULT_ABUSE_LIMITS,
  OutboxEvent,
  mailRequestedType,
  type MailRequest,
  type PlatformConfig,
} from '@referrals/service-kit';
import {
  eventually,
  requestAs,
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@referrals/service-kit/testing';
import { uniqueSuffix } from '@referrals/testing';
import { KnownBusiness } from '../src/entities/known-business.ts';
import { KnownCampaign } from '../src/entities/known-campaign.ts';
import { referralService } from '../src/start.ts';

export const PUBLIC_URL = 'https://referrals.test';

/** The referral service on the test infrastructure, with explicit limits and `PUBLIC_URL`. */
export function startReferral(config: Partial<PlatformConfig> = {}): Promise<ServiceUnderTest> {
  return startServiceUnderTest(referralService, 'referral', {
    publicUrl: PUBLIC_URL,
    voucherValidDays: 90,
    ...config,
    limits: { ...DEFAULT_ABUSE_LIMITS, ...config.limits },
  });
}

/** A referral subject called as the gateway calls it for an anonymous visitor (from `clientAddress`). */
export function call<R>(
  service: ServiceUnderTest,
  subject: string,
  data: unknown,
  clientAddress = '203.0.113.10',
): Promise<R> {
  return requestAs<R>(service.bus, subject, data, { clientAddress });
}

export async function publish<T>(service: ServiceUnderTest, type: string, data: T, id = randomUUID()) {
  const event: DomainEvent<T> = { id, type, occurredAt: new Date().toISOString(), data };
  await service.bus.publishEvent(event);
  return event;
}

export function buildBusiness(overrides: Partial<BusinessRegisteredData> = {}): BusinessRegisteredData {
  const suffix = uniqueSuffix();
  return {
    businessId: randomUUID(),
    loginId: randomUUID(),
    businessName: `Cut & Colour ${suffix}`,
    businessSlug: `cut-colour-${suffix}`,
    businessType: 'Hair salon',
    isActive: true,
    subscriptionTier: 'basic',
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

export function buildCampaignData(
  businessId: string,
  overrides: Partial<CampaignEventData> = {},
): CampaignEventData {
  return {
    campaignId: randomUUID(),
    businessId,
    name: `Spring referrals ${uniqueSuffix()}`,
    isActive: true,
    primaryColor: '#7c3aed',
    secondaryColor: '#f5f3ff',
    logoImage: null,
    headerImage: null,
    inviteeReward: { name: '20% off your first cut', kind: 'percentage', value: 20, maxDiscount: 50 },
    constantReward: { name: '£10 off', kind: 'fixed', value: 10, maxDiscount: null },
    milestones: [],
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}

/** An open campaign (active, of an active business) the service knows of, through the events it consumes. */
export interface KnownOpenCampaign {
  business: BusinessRegisteredData;
  campaign: CampaignEventData;
}

export async function openCampaign(
  service: ServiceUnderTest,
  overrides: { business?: Partial<BusinessRegisteredData>; campaign?: Partial<CampaignEventData> } = {},
): Promise<KnownOpenCampaign> {
  const business = buildBusiness(overrides.business);
  const campaign = buildCampaignData(business.businessId, overrides.campaign);
  await publish(service, IdentityEvents.businessRegistered, business);
  await publish(service, CampaignEvents.created, campaign);
  await eventually(
    async () =>
      (await service.runtime.orm.em.fork().findOne(KnownBusiness, business.businessId)) &&
      service.runtime.orm.em.fork().findOne(KnownCampaign, campaign.campaignId),
    10_000,
    'the campaign and its business',
  );
  return { business, campaign };
}

export const joinAsReferrer = (
  service: ServiceUnderTest,
  form: ReferrerRegistrationInput,
  clientAddress?: string,
) => call<ReferrerRegisteredDto>(service, ReferralSubjects.registerReferrer, { body: form }, clientAddress);

export const signUpAsReferee = (
  service: ServiceUnderTest,
  form: RefereeRegistrationInput,
  clientAddress?: string,
) => call<RefereeRegisteredDto>(service, ReferralSubjects.registerReferee, { body: form }, clientAddress);

/** The events of `type` the service recorded in its outbox, oldest first. */
export async function recordedEvents<T>(service: ServiceUnderTest, type: string): Promise<T[]> {
  const rows = await service.runtime.orm.em
    .fork()
    .find(OutboxEvent, { type }, { orderBy: { occurredAt: 'asc' } });
  return rows.map((row) => row.payload as T);
}

/** The e-mails the service recorded for `to` (through the outbox), oldest first. */
export async function mailsTo(service: ServiceUnderTest, to: string): Promise<MailRequest[]> {
  const mails = await recordedEvents<MailRequest>(service, mailRequestedType('referral'));
  return mails.filter((mail) => mail.to === to);
}

/** The token of the newest verification link e-mailed to `to`. */
export async function latestToken(service: ServiceUnderTest, to: string): Promise<string> {
  const mails = await mailsTo(service, to);
  const links = mails.flatMap((mail) =>
    [...mail.text.matchAll(/\/verify\/([A-Za-z0-9_-]+)/g)].map((m) => m[1]),
  );
  const token = links.at(-1);
  if (!token) throw new Error(`no verification link was e-mailed to ${to}`);
  return token;
}
export { buildRefereeSignUp, buildReferrerSignUp } from '@referrals/testing';
