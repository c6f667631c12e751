import type { EntityManager } from '@mikro-orm/sql';
import type {
  ReferrerAccountDto,
  ReferrerAuthDto,
  ReferrerCampaignDto,
  ReferrerPrincipal,
} from '@referrals/contracts';
import { KnownBusiness } from '../entities/known-business.ts';
import { KnownCampaign } from '../entities/known-campaign.ts';
import { Person } from '../entities/person.ts';
import { Referrer } from '../entities/referrer.ts';
import { Voucher } from '../entities/voucher.ts';
import { ReferralErrors } from '../errors.ts';
import { referralLink } from './links.ts';
import { referralCodesOf } from './referrer-codes.ts';

/** The person's memberships that were not deleted, the most recently joined first. */
export function liveMemberships(em: EntityManager, personId: string): Promise<Referrer[]> {
  return em.find(Referrer, { personId, deletedAt: null }, { orderBy: { createdAt: 'desc', id: 'desc' } });
}

/**
 * The membership `referrerId` when it is one of the signed-in person's and not deleted; 404 otherwise, the
 * same answer whether it is another person's, deleted or unknown.
 */
export async function findOwnMembership(
  em: EntityManager,
  referrer: ReferrerPrincipal,
  referrerId: string,
): Promise<Referrer> {
  const membership = await em.findOne(Referrer, {
    id: referrerId,
    personId: referrer.personId,
    deletedAt: null,
  });
  if (!membership) throw ReferralErrors.membershipNotFound();
  return membership;
}

/** The campaigns and businesses of some memberships, from the read models (whose rows are never removed). */
export async function campaignsOf(em: EntityManager, memberships: Referrer[]) {
  const campaigns = await em.find(KnownCampaign, {
    campaignId: { $in: memberships.map(({ campaignId }) => campaignId) },
  });
  const businesses = await em.find(KnownBusiness, {
    businessId: { $in: memberships.map(({ businessId }) => businessId) },
  });
  const campaignById = new Map(campaigns.map((campaign) => [campaign.campaignId, campaign]));
  const businessById = new Map(businesses.map((business) => [business.businessId, business]));
  return (membership: Referrer) => {
    const campaign = campaignById.get(membership.campaignId);
    const business = businessById.get(membership.businessId);
    if (!campaign || !business) {
      throw new Error(`campaign ${membership.campaignId} or its business is missing from the read models`);
    }
    return { campaign, business };
  };
}

/** One membership as the portal shows it: the person's e-mail and verification, the membership's progress. */
export async function toReferrerAccount(
  em: EntityManager,
  person: Person,
  membership: Referrer,
  publicUrl: string,
): Promise<ReferrerAccountDto> {
  const { campaign, business } = (await campaignsOf(em, [membership]))(membership);
  const vouchersEarned = await em.count(Voucher, {
    holder: 'referrer',
    kind: 'voucher',
    referrerId: membership.id,
  });
  return {
    id: membership.id,
    firstName: membership.firstName,
    lastName: membership.lastName,
    email: person.email,
    phoneNumber: membership.phoneNumber,
    phone: membership.phoneNumber,
    postcode: membership.postcode,
    referralCode: membership.referralCode,
    referralCodes: await referralCodesOf(em, membership.id),
    referralLink: referralLink(publicUrl, business.businessSlug, membership.referralCode),
    campaignId: membership.campaignId,
    campaignName: campaign.name,
    businessName: business.businessName,
    businessSlug: business.businessSlug,
    isVerified: person.verifiedAt !== null,
    createdAt: membership.createdAt.toISOString(),
    totalReferrals: membership.referralCount,
    successfulReferrals: membership.successfulReferrals,
    vouchersEarned,
  };
}

/**
 * What signing in and `me` answer: the most recently joined live membership and every live membership's
 * campaign. A person with none left is not signed in (AuthenticationError).
 */
export async function referrerAuth(
  em: EntityManager,
  personId: string,
  publicUrl: string,
): Promise<ReferrerAuthDto> {
  const person = await em.findOneOrFail(Person, personId);
  const memberships = await liveMemberships(em, personId);
  if (memberships.length === 0) throw ReferralErrors.referrerSessionInvalid();
  const campaignOf = await campaignsOf(em, memberships);
  const campaigns = memberships.map((membership): ReferrerCampaignDto => {
    const { campaign, business } = campaignOf(membership);
    return {
      referrerId: membership.id,
      campaignId: membership.campaignId,
      campaignName: campaign.name,
      description: campaign.description ?? null,
      businessName: business.businessName,
      businessSlug: business.businessSlug,
      isActive: campaign.isActive && business.isActive,
      referralCode: membership.referralCode,
      referralLink: referralLink(publicUrl, business.businessSlug, membership.referralCode),
      marketingConsent: membership.marketingConsentAt !== null,
      friendMails: membership.friendMailsOffAt === null,
    };
  });
  return { referrer: await toReferrerAccount(em, person, memberships[0], publicUrl), campaigns };
}

/** GET /api/referrers/me: the signed-in person's account, as signing in answers it (without a new session). */
export function currentReferrer(
  em: EntityManager,
  referrer: ReferrerPrincipal,
  publicUrl: string,
): Promise<ReferrerAuthDto> {
  return referrerAuth(em, referrer.personId, publicUrl);
}
