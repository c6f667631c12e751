import type { ReferrerCampaignDto } from '@referrals/contracts';

/** `{origin}/refer/{businessSlug}/{referralCode}`: the link a friend follows. */
export function referralLinkOf(
  origin: string,
  { businessSlug, referralCode }: Pick<ReferrerCampaignDto, 'businessSlug' | 'referralCode'>,
): string {
  return `${origin}/refer/${encodeURIComponent(businessSlug)}/${encodeURIComponent(referralCode)}`;
}
