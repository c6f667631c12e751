import { randomUUID } from 'node:crypto';
import type {
  BusinessRegisteredData,
  CampaignCreateInput,
  CampaignReferrerDto,
  RefereeRegisteredData,
  RefereeRegistrationInput,
  ReferrerRegisteredData,
  ReferrerRegistrationInput,
  RegistrationInput,
  VoucherHolder,
  VoucherIssuedData,
  VoucherRedeemedData,
} from '@referrals/contracts';

/** A unique suffix so every test makes its own data and tests never collide. */
export function uniqueSuffix(): string {
  return randomUUID().slice(0, 8);
}

/** A valid business registration payload (the API's shape: no termsAccepted). */
export function buildRegistration(overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  const suffix = uniqueSuffix();
  return {
    businessName: `Bright Smile Salon ${suffix}`,
    businessType: 'Hair Salon / Beauty',
    businessAddress: '12 High Street, Bristol',
    postcode: 'BS1 4DJ',
    phoneNumber: '0117 496 0000',
    contactName: 'Alex Morgan',
    email: `owner-${suffix}@example.com`,
    password: 'correct-horse-battery',
    website: 'https://brightsmile.example.com',
    ...overrides,
  };
}

/** The Account Settings form's profile fields as a registration filled them. */
export function profileOf(registration: RegistrationInput) {
  return {
    businessName: registration.businessName,
    contactName: registration.contactName,
    email: registration.email,
    phoneNumber: registration.phoneNumber,
    businessAddress: registration.businessAddress,
    postcode: registration.postcode,
    website: registration.website,
  };
}

/**
 * identity's `businessRegistered` for a new business of `loginId` (active, on the basic plan), as the campaign
 * service's read model receives it.
 */
export function buildBusinessRegistered(
  loginId: string,
  overrides: Partial<BusinessRegisteredData> = {},
): BusinessRegisteredData {
  const suffix = uniqueSuffix();
  return {
    businessId: randomUUID(),
    loginId,
    businessName: `Corner Café ${suffix}`,
    businessSlug: `corner-cafe-${suffix}`,
    businessType: 'Restaurant / Cafe',
    isActive: true,
    subscriptionTier: 'basic',
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

/**
 * The body of `POST /api/campaigns` (the wizard's Launch) with the least a valid campaign needs: a unique name
 * and a constant reward. Overrides may hold anything, invalid values included, to test refusals.
 */
export type CampaignBody = Pick<CampaignCreateInput, 'userId' | 'name'> & Record<string, unknown>;

/** A valid new campaign of business `userId` (see {@link CampaignBody}). */
export function buildCampaign(userId: string, overrides: Record<string, unknown> = {}): CampaignBody {
  return {
    userId,
    name: `Spring referrals ${uniqueSuffix()}`,
    constantRewardEnabled: true,
    constantRewardName: '10% off',
    ...overrides,
  } as CampaignBody;
}

/** referral's `referrerRegistered` for a new, verified referrer of `campaignId`, registered now. */
export function buildReferrer(
  campaignId: string,
  overrides: Partial<ReferrerRegisteredData> = {},
): ReferrerRegisteredData {
  const suffix = uniqueSuffix();
  return {
    referrerId: randomUUID(),
    campaignId,
    firstName: 'Jamie',
    lastName: `Fox ${suffix}`,
    email: `jamie-${suffix}@example.com`,
    phoneNumber: '07700 900123',
    postcode: 'BS1 4DJ',
    customerDuration: '1-2-years',
    testimonial: 'Lovely people',
    heardAboutBusiness: null,
    referralCode: `JAMIE${suffix}`.toUpperCase(),
    isVerified: true,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

/** A referrer as the owner's lists show them (`CampaignReferrerDto`): {@link buildReferrer} with no activity yet. */
export function buildCampaignReferrer(overrides: Partial<CampaignReferrerDto> = {}): CampaignReferrerDto {
  const { referrerId, ...registered } = buildReferrer(randomUUID());
  return {
    ...registered,
    id: referrerId,
    deleted: false,
    campaignName: `Spring referrals ${uniqueSuffix()}`,
    totalReferrals: 0,
    successfulReferrals: 0,
    vouchersEarned: 0,
    ...overrides,
  };
}

/** Who a referral or a voucher is counted for: a referrer of a campaign. */
export type ReferrerRef = Pick<ReferrerRegisteredData, 'referrerId' | 'campaignId'>;

/** referral's `refereeRegistered`: a friend of `referrer` registered (one referral), now unless `at` says. */
export function buildReferee(referrer: ReferrerRef, at: Date = new Date()): RefereeRegisteredData {
  return {
    refereeId: randomUUID(),
    referrerId: referrer.referrerId,
    campaignId: referrer.campaignId,
    createdAt: at.toISOString(),
  };
}

/** referral's `voucherIssued`: a voucher for `referrer` (their reward) or for one of their referees. */
export function buildVoucherIssued(
  referrer: ReferrerRef,
  holder: VoucherHolder,
  at: Date = new Date(),
): VoucherIssuedData {
  return {
    voucherId: randomUUID(),
    campaignId: referrer.campaignId,
    holder,
    referrerId: referrer.referrerId,
    issuedAt: at.toISOString(),
  };
}

/** referral's `voucherRedeemed` of an issued voucher, now unless `at` says. */
export function buildVoucherRedeemed(
  voucher: Pick<VoucherIssuedData, 'voucherId' | 'campaignId' | 'holder' | 'referrerId'>,
  at: Date = new Date(),
): VoucherRedeemedData {
  const { voucherId, campaignId, holder, referrerId } = voucher;
  return { voucherId, campaignId, holder, referrerId, redeemedAt: at.toISOString() };
}

/**
 * Phone numbers differ between the sign-ups of one process: the referral service refuses a number used twice
 * on a campaign. UK mobile numbers from a random start, so two processes rarely meet.
 */
let phoneSequence = Math.floor(Math.random() * 50_000);
const nextPhone = (prefix: string) =>
  `07700 ${prefix}${String((phoneSequence += 1) % 100_000).padStart(5, '0')}`;

/** A customer joining `campaignId` as a referrer, as the referral page sends it: unique e-mail and phone. */
export function buildReferrerSignUp(
  campaignId: string,
  overrides: Partial<ReferrerRegistrationInput> = {},
): ReferrerRegistrationInput {
  return {
    campaignId,
    firstName: 'Sam',
    lastName: 'Taylor',
    email: `sam.taylor.${uniqueSuffix()}@example.com`,
    phoneNumber: nextPhone('9'),
    postcode: 'BS1 4DJ',
    password: 'correct horse',
    programConsent: true,
    privacyAccepted: true,
    marketingConsent: false,
    ...overrides,
  };
}

/**
 * A friend signing up through `referralCode` on `campaignId`: unique e-mail and phone, another name. The last
 * name, phone and postcode count only where the campaign asks for them (its `friendFields`).
 */
export function buildRefereeSignUp(
  campaignId: string,
  referralCode: string,
  overrides: Partial<RefereeRegistrationInput> = {},
): RefereeRegistrationInput {
  return {
    campaignId,
    referralCode,
    firstName: 'Alex',
    lastName: 'Morgan',
    email: `alex.morgan.${uniqueSuffix()}@example.com`,
    phoneNumber: nextPhone('8'),
    postcode: 'BS2 0JA',
    programConsent: true,
    privacyAccepted: true,
    marketingConsent: true,
    ...overrides,
  };
}
