import { planFactsOf } from '@referrals/contracts';
import { Errors } from '@referrals/service-kit';

const MIB = 1024 * 1024;
const sizeOf = (bytes: number): string =>
  bytes >= MIB ? `${Math.floor(bytes / MIB)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** Every error the campaign service answers with; each message is written here and nowhere else. */
export const CampaignErrors = {
  /** A business that does not exist or is not the caller's login's: one answer for both. */
  businessNotFound: () => Errors.notFound('Business not found'),
  /**
   * A campaign that does not exist, belongs to another login's business, or (publicly) is not shown: one
   * answer for all, so that nobody learns which campaign ids exist.
   */
  campaignNotFound: () => Errors.notFound('Campaign not found'),
  /**
   * The public referral page of a business an administrator disabled: said as it is (the business exists and
   * will take referrals again), not as an address that leads nowhere.
   */
  programmePaused: (businessName: string) =>
    Errors.conflict(
      `${businessName}'s referral programme is paused. Nobody can join it for now, and its vouchers cannot be ` +
        'used until it starts again; links and vouchers already shared will work again then.',
    ),
  /** More active campaigns than the business's plan allows. */
  planLimitReached: (tier: string, limit: number) => {
    const plan = planFactsOf(tier).name;
    const allows = `Your ${plan} plan allows ${limit} active ${limit === 1 ? 'campaign' : 'campaigns'}.`;
    const upgrade =
      tier === 'professional'
        ? 'Upgrade to Enterprise for unlimited campaigns, or deactivate one first.'
        : 'Upgrade to Professional to run up to 5.';
    return Errors.conflict(`${allows} ${upgrade}`);
  },
  /** The business's uploads would take more than its storage bound (`UPLOAD_STORAGE_PER_BUSINESS_MB`). */
  storageFull: (limitBytes: number) =>
    Errors.conflict(
      `Your business has used its ${sizeOf(limitBytes)} of image storage. Remove images ` +
        'from campaigns you no longer need, or delete those campaigns, to make room.',
    ),
};
