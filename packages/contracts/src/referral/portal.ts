import { array, boolean, number, object, string, type InferType } from 'yup';
import {
  currentPasswordField,
  emailField,
  optionalNewPassword,
  optionalPassword,
  signInFields,
} from '../shared/credentials.ts';

/**
 * The referrer portal (`/referrer/*`): one login per e-mail across every campaign the person joined, a
 * referrer session of its own (an HttpOnly cookie the gateway keeps; the browser's `referrerToken`,
 * `referrerData`, `referrerCampaigns` and `referrerCampaign` storage keys are UI state only), their progress
 * and their campaign's leaderboard, and their account.
 */

/** POST /api/referrers/auth and /api/referrers/login: the owner login's answers and throttle apply. */
export const referrerSignInSchema = object(signInFields);

/**
 * PATCH /api/referrers/update/{id} (the Account Settings dialog). The name and phone are the person's in every
 * campaign they joined; the e-mail and password are their login's. A new password or a new e-mail needs the
 * current password (the service checks the e-mail, which only it knows).
 */
export const referrerUpdateSchema = object({
  firstName: string().trim().required('First name is required').max(100, 'First name is too long'),
  lastName: string().trim().required('Last name is required').max(100, 'Last name is too long'),
  email: emailField(),
  phoneNumber: string().trim().required('Phone number is required').max(40, 'Phone number is too long'),
  currentPassword: currentPasswordField(),
  newPassword: optionalNewPassword(),
});

/** Personal codes: 4 to 20 letters, digits or hyphens, stored upper-case (docs/product-rules.md). */
export const PERSONAL_CODE_PATTERN = /^[A-Za-z0-9-]{4,20}$/;
export const PERSONAL_CODE_MESSAGE = 'Use 4 to 20 letters, digits or hyphens';

/**
 * PUT /api/referrers/{id}/code: a memorable code chosen by the referrer for one campaign (e.g. `SARAH-CUTS`).
 * Unique across the platform, and refused when it reads like another code (O/0, I/1/L, S/5, B/8, Z/2); the
 * previous code and link keep working.
 */
export const personalCodeSchema = object({
  code: string()
    .trim()
    .required(PERSONAL_CODE_MESSAGE)
    .matches(PERSONAL_CODE_PATTERN, PERSONAL_CODE_MESSAGE)
    .test('hyphens', PERSONAL_CODE_MESSAGE, (value) => !value || !/^-|-$|--/.test(value)),
});

/** One membership named in Account Settings: which of the person's campaigns a choice is for. */
const membershipId = () => string().required('Campaign is required').uuid('Campaign is required');

/**
 * PATCH /api/referrers/me/preferences (Account Settings): the postcode, the person's in every campaign they
 * joined, checked as at sign-up; the marketing consent given to each business; and whether each membership
 * gets the e-mails about friends (a friend joined, a friend came in), which those e-mails' own link also turns
 * off. One entry per membership named; the others keep theirs (clients from before `friendMails` send none).
 */
export const referrerPreferencesSchema = object({
  postcode: string().trim().required('Postcode is required').max(20, 'Postcode is too long'),
  marketingConsent: array(
    object({
      referrerId: membershipId(),
      consent: boolean().required('Choose whether you want news and offers'),
    }),
  )
    .max(100, 'Too many campaigns')
    .default([]),
  friendMails: array(
    object({
      referrerId: membershipId(),
      on: boolean().required('Choose whether you want e-mails about your friends'),
    }),
  )
    .max(100, 'Too many campaigns')
    .default([]),
});

/** POST /api/referrers/me/delete: deleting the account needs the password. */
export const referrerAccountDeletionSchema = object({
  password: optionalPassword().required('Enter your password to delete your account'),
});

/** GET /api/campaigns/{id}/leaderboard: how many entries (the dashboard shows 5). */
export const LEADERBOARD_LIMIT = { default: 10, max: 100 } as const;
export const leaderboardQuerySchema = object({
  limit: number()
    .integer('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(LEADERBOARD_LIMIT.max, `limit must be at most ${LEADERBOARD_LIMIT.max}`)
    .default(LEADERBOARD_LIMIT.default),
});

export type ReferrerSignInInput = InferType<typeof referrerSignInSchema>;
export type ReferrerUpdateInput = InferType<typeof referrerUpdateSchema>;
export type PersonalCodeInput = InferType<typeof personalCodeSchema>;
export type ReferrerPreferencesInput = InferType<typeof referrerPreferencesSchema>;
export type ReferrerAccountDeletionInput = InferType<typeof referrerAccountDeletionSchema>;
export type LeaderboardQuery = InferType<typeof leaderboardQuerySchema>;

/** One membership of the signed-in person (SPEC's referrer), as the portal shows it. */
export interface ReferrerAccountDto {
  /** The membership's id: what `referrerToken` holds and the portal's calls name. */
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  /** SPEC names it both ways. */
  phone: string;
  postcode: string;
  /** The code the referral link carries (the personal code once chosen). */
  referralCode: string;
  /** Every code of the membership that still works, the first generated one included. */
  referralCodes: string[];
  /** `{PUBLIC_URL}/refer/{businessSlug}/{referralCode}`. */
  referralLink: string;
  campaignId: string;
  campaignName: string;
  businessName: string;
  businessSlug: string;
  isVerified: boolean;
  createdAt: string;
  totalReferrals: number;
  successfulReferrals: number;
  /** Reward vouchers issued to them in this campaign. */
  vouchersEarned: number;
}

/** A campaign the person joined, for `/referrer/campaigns`. */
export interface ReferrerCampaignDto {
  /** The membership (referrer) id in that campaign. */
  referrerId: string;
  campaignId: string;
  campaignName: string;
  /** The campaign's description as stored (sanitised rich text); the screen shows it as plain text. */
  description: string | null;
  businessName: string;
  businessSlug: string;
  isActive: boolean;
  referralCode: string;
  referralLink: string;
  /** Whether the person lets this business send them news and offers (Account Settings changes it). */
  marketingConsent: boolean;
  /**
   * Whether the person gets this campaign's e-mails about their friends (joined, came in); the e-mails' link and
   * Account Settings turn them off.
   */
  friendMails: boolean;
}

/**
 * POST /api/referrers/auth (and /login), GET /api/referrers/me: the person's most recent membership and every
 * campaign they joined (deleted memberships left out).
 */
export interface ReferrerAuthDto {
  referrer: ReferrerAccountDto;
  campaigns: ReferrerCampaignDto[];
}

/**
 * The next reward: the first milestone whose referral count exceeds the successful referrals (SPEC §9), or,
 * with the constant reward on, the next successful referral. Null when every milestone is reached or the
 * campaign rewards referrers with nothing.
 */
export interface NextRewardDto {
  kind: 'milestone' | 'constant';
  /** Successful referrals the reward needs. */
  referralCount: number;
  rewardName: string;
  /** The reward's worth as worded for people, e.g. "£20 or 20%" or "20% off (up to £50)". */
  rewardValue: string;
  /** referralCount minus successful referrals. */
  remaining: number;
  /** successful / referralCount, in percent, rounded, at most 100. */
  progressPercent: number;
}

/** GET /api/referrers/stats/{referrerId}: for the referrer themself or the campaign's owner. */
export interface ReferrerStatsDto {
  referrerId: string;
  campaignId: string;
  /** The campaign's business: what the gateway tags its kept copy with (docs/adr/0015-gateway-answer-cache.md). */
  businessId: string;
  totalReferrals: number;
  successfulReferrals: number;
  /** total minus successful. */
  pendingReferrals: number;
  /**
   * Position in the campaign: by successful referrals, then total referrals, then the earliest sign-up
   * (deleted referrers not ranked).
   */
  rank: number;
  /** How many referrers are ranked. */
  rankedReferrers: number;
  vouchersEarned: number;
  nextReward: NextRewardDto | null;
}

/**
 * One entry of GET /api/campaigns/{id}/leaderboard, ranked as {@link ReferrerStatsDto.rank}. Other people's
 * `lastName` is only its initial ("S."); the caller's own entry (a referrer) is whole; no e-mail or phone.
 */
export interface LeaderboardEntryDto {
  id: string;
  rank: number;
  firstName: string;
  lastName: string;
  successfulReferrals: number;
  totalReferrals: number;
  /** True for the calling referrer's own entry. */
  isYou: boolean;
}

/** GET /api/referrers/me/data: everything held about the signed-in person, as a JSON download. */
export interface ReferrerDataExportDto {
  exportedAt: string;
  login: { email: string; verifiedAt: string | null; createdAt: string };
  memberships: Array<Record<string, unknown>>;
  referees: Array<Record<string, unknown>>;
  vouchers: Array<Record<string, unknown>>;
}

/**
 * A reward voucher's state for its holder: `valid` until redeemed, cancelled (the holder deleted their
 * account) or past its expiry, in that order.
 */
export type RewardVoucherState = 'valid' | 'redeemed' | 'expired' | 'cancelled';

/** One reward voucher the signed-in person earned, for My rewards. */
export interface ReferrerRewardDto {
  /** The voucher's code: its page `/voucher/{code}` (QR code and PDF) shows it whole. */
  code: string;
  rewardName: string;
  /** What it is worth in a few words ("20% off (up to £50)", "£10 off", the free product's name). */
  rewardText: string;
  state: RewardVoucherState;
  expiresAt: string;
  redeemedAt: string | null;
  cancelledAt: string | null;
  createdAt: string;
  /** What earned it: the successful referrals it was issued for. */
  earnedFor: number;
  referrerId: string;
  campaignId: string;
  campaignName: string;
  businessName: string;
}

/** How a campaign rewards its referrers, for the empty state of My rewards. */
export interface CampaignRewardRulesDto {
  referrerId: string;
  campaignId: string;
  campaignName: string;
  businessName: string;
  /** With the constant reward on: the reward each successful referral earns ("£10 off"). */
  everyReferral: string | null;
  /** Otherwise the milestones, fewest referrals first. */
  milestones: Array<{ referralCount: number; reward: string }>;
}

/**
 * GET /api/referrers/me/rewards: every reward voucher the person earned, in any campaign they joined (newest
 * first), and how each campaign they are in rewards referrers.
 */
export interface ReferrerRewardsDto {
  rewards: ReferrerRewardDto[];
  campaigns: CampaignRewardRulesDto[];
}

/**
 * A referred friend's state: signed up (e-mail not confirmed yet), confirmed (e-mail verified), came in (their
 * voucher or welcome pass was redeemed).
 */
export type FriendState = 'signed-up' | 'confirmed' | 'came-in';

/** One friend, for My friends: the first name and state only, and the month they signed up (`YYYY-MM`). */
export interface ReferredFriendDto {
  firstName: string;
  state: FriendState;
  month: string;
}

/** GET /api/referrers/me/friends: per campaign the person is in, the friends who signed up through them. */
export interface ReferrerFriendsDto {
  campaigns: Array<{
    referrerId: string;
    campaignId: string;
    campaignName: string;
    businessName: string;
    /** Newest first. */
    friends: ReferredFriendDto[];
  }>;
}
