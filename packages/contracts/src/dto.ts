export const SUBSCRIPTION_TIERS = ['basic', 'professional', 'enterprise'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

/** A business account as its owner sees it (SPEC.md §3 "User / business account"). */
export interface OwnerUser {
  id: string;
  businessName: string;
  businessType: string;
  businessSlug: string;
  contactName: string;
  email: string;
  phoneNumber: string;
  businessAddress: string;
  postcode: string;
  website: string | null;
  subscriptionTier: SubscriptionTier;
  isActive: boolean;
  createdAt: string;
  trialEndsAt: string;
}

/** One entry of GET /api/user/{userId}/businesses: the businesses of the caller's login. */
export interface BusinessSummary {
  id: string;
  businessName: string;
  isActive: boolean;
}

/** GET /api/users/slug/{slug}: what anyone may see of an active business. */
export interface PublicBusiness {
  id: string;
  businessName: string;
  businessType: string;
  businessSlug: string;
  website: string | null;
}

/** Answer of POST /api/register and POST /api/login, and of GET /api/auth/me. */
export interface OwnerSessionAnswer {
  user: OwnerUser;
}

/** A session a service asks the gateway to put in a cookie; it never reaches the browser's body. */
export interface IssuedSession {
  token: string;
  expiresAt: string;
}

export const OWNER_SESSION_COOKIE = 'sid';
export const FREE_TRIAL_DAYS = 14;

/** A reward milestone (SPEC.md §3). */
export interface RewardMilestoneDto {
  id: string;
  campaignId: string;
  referralCount: number;
  rewardName: string | null;
  rewardDescription: string;
  /** The same text as `rewardDescription`, under the milestone form's name. */
  description: string;
  termsAndConditions: string | null;
  rewardValue: string;
  rewardType: string;
  position: number;
}

/** A campaign as its owner sees it (SPEC.md §3 "Campaign"); statistics come with their read model. */
export interface CampaignDto {
  id: string;
  userId: string;
  businessName: string;
  businessSlug: string;
  name: string;
  description: string | null;
  duration: string;
  geoRadius: string;
  geographicRadius: string;
  targetDemo: string;
  headerImage: string | null;
  logoImage: string | null;
  primaryColor: string;
  secondaryColor: string;
  welcomeMessage: string | null;
  rewardExplanation: string | null;
  businessValueProp: string | null;
  refereeContent1Title: string | null;
  refereeContent1Body: string | null;
  refereeContent1Image: string | null;
  refereeContent2Title: string | null;
  refereeContent2Body: string | null;
  refereeContent2Image: string | null;
  refereeContent3Title: string | null;
  refereeContent3Body: string | null;
  refereeContent3Image: string | null;
  constantRewardEnabled: boolean;
  constantRewardName: string | null;
  inviteeRewardEnabled: boolean;
  inviteeRewardName: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  milestones: RewardMilestoneDto[];
}

/** GET /api/campaigns/slug/{slug}: what the public referral page shows. */
export type PublicCampaignDto = Omit<
  CampaignDto,
  'createdAt' | 'updatedAt' | 'targetDemo' | 'geoRadius' | 'geographicRadius' | 'duration'
>;
