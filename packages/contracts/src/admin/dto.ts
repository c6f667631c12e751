import type { AdminRole } from '../shared/principal.ts';
import type { OwnerUser } from '../identity/dto.ts';

/** An admin user as the admin screens show one; the password hash never leaves the service. */
export interface AdminUserDto {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: AdminRole;
  isActive: boolean;
  lastLogin: string | null;
  createdAt: string;
}

/** POST /api/admin/auth/login: the bearer token for `Authorization: Bearer …` and who signed in. */
export interface AdminSignInAnswer {
  token: string;
  user: AdminUserDto;
  /** When the session ends (24 hours after sign-in). */
  expiresAt: string;
}

/** Admin sessions last 24 hours from sign-in (product rule), whatever happens in between. */
export const ADMIN_SESSION_HOURS = 24;

/** A business as the admin screens list and show it: what its owner sees but the trial, and its login. */
export interface AdminBusinessDto extends Omit<
  OwnerUser,
  'trialEndsAt' | 'timeZone' | 'reviewMails' | 'dailySummary'
> {
  loginId: string;
}

/** GET /api/admin/businesses/{id}/campaigns: one row of the master view's Campaigns tab. */
export interface AdminCampaignSummaryDto {
  id: string;
  name: string;
  isActive: boolean;
  createdAt: string;
  totalReferrals: number;
}

/** A milestone as the Campaign Configuration dialog shows it. */
export interface AdminMilestoneDto {
  id: string;
  referralCount: number;
  rewardName: string;
  rewardValue: string;
}

/** GET /api/admin/campaigns/{id}: the read-only Campaign Configuration dialog. */
export interface AdminCampaignDto {
  id: string;
  businessId: string;
  name: string;
  isActive: boolean;
  businessSlug: string;
  createdAt: string;
  primaryColor: string;
  secondaryColor: string;
  logoImage: string | null;
  headerImage: string | null;
  welcomeMessage: string | null;
  rewardExplanation: string | null;
  businessValueProp: string | null;
  constantRewardEnabled: boolean;
  constantRewardName: string | null;
  inviteeRewardEnabled: boolean;
  inviteeRewardName: string | null;
  milestones: AdminMilestoneDto[];
  stats: {
    totalReferrals: number;
    activeReferrers: number;
    totalVouchers: number;
    redeemedVouchers: number;
  };
}

/** GET /api/admin/businesses/{id}/referrers: the master view's Referrers tab. */
export interface AdminReferrerDto {
  id: string;
  campaignId: string;
  firstName: string;
  lastName: string;
  email: string;
  referralCode: string;
  totalReferrals: number;
  isVerified: boolean;
  createdAt: string;
}

/** GET /api/admin/businesses/{id}/referees: the master view's Referees tab. */
export interface AdminRefereeDto {
  id: string;
  campaignId: string;
  firstName: string;
  lastName: string;
  email: string;
  /** The referrer's full name, or null when unknown (erased, or a counter referral without one). */
  referrerName: string | null;
  isVerified: boolean;
  createdAt: string;
}

/** GET /api/admin/businesses/{id}/vouchers: the master view's Vouchers tab. */
export interface AdminVoucherDto {
  id: string;
  campaignId: string;
  code: string;
  /** Who it rewards: `invitee` (a referee's welcome voucher) or `referrer` (a milestone or constant reward). */
  type: string;
  /** The reward as worded for people, e.g. "20% off (max £50)". */
  value: string;
  isRedeemed: boolean;
  isCancelled: boolean;
  createdAt: string;
}

export type AdminWorkflowKind = 'duplicate-business' | 'delete-business';
export type AdminWorkflowStatus = 'running' | 'done' | 'failed' | 'compensated';

/** A business workflow (duplicate or delete) and where it stands. */
export interface AdminWorkflowDto {
  id: string;
  kind: AdminWorkflowKind;
  businessId: string;
  /** The source business's name when the workflow was asked for (it may be gone since). */
  businessName: string;
  /** Duplicate: whether campaigns and referrers were copied too (Complete Copy). */
  includeData: boolean;
  status: AdminWorkflowStatus;
  /** Steps done, in order, out of `totalSteps`. */
  stepsDone: string[];
  totalSteps: number;
  /** Duplicate: the new business once it exists. */
  resultBusinessId: string | null;
  /** Why it stopped (`failed`, `compensated`); a failed one is resumed automatically. */
  error: string | null;
  requestedBy: string;
  createdAt: string;
  updatedAt: string;
}
