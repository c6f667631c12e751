import type { PublicBusiness, PublicCampaignDto } from '@referrals/contracts';
import { apiRequest, useRead } from '@referrals/ui/light';

/**
 * `GET /api/campaigns/slug/{slug}[?campaign={id}]`: the campaign the referral page shows (the business's
 * newest active one, or the one named), with the summary of every active campaign of the business. 404 for an
 * unknown or inactive business, a business without an active campaign, or a campaign that is not one of its
 * active ones.
 */
export function fetchPublicCampaign(
  slug: string,
  campaignId: string | null,
  signal?: AbortSignal,
): Promise<PublicCampaignDto> {
  const query = campaignId ? `?campaign=${encodeURIComponent(campaignId)}` : '';
  return apiRequest<PublicCampaignDto>(
    'GET',
    `/api/campaigns/slug/${encodeURIComponent(slug)}${query}`,
    undefined,
    { signal },
  );
}

/** The campaign of {@link fetchPublicCampaign}; `enabled: false` waits (the referral code's campaign is not known yet). */
export function usePublicCampaign(slug: string, campaignId: string | null, enabled = true) {
  return useRead(
    ['public-campaign', slug.toLowerCase(), campaignId],
    (signal) => fetchPublicCampaign(slug, campaignId, signal),
    { enabled },
  );
}

/**
 * `GET /api/users/slug/{slug}`: the business's public profile, for its type under its name. The page does
 * not wait for it: the type appears when it arrives and is left out if it cannot be read.
 */
export function usePublicBusiness(slug: string) {
  return useRead(['public-business', slug.toLowerCase()], (signal) =>
    apiRequest<PublicBusiness>('GET', `/api/users/slug/${encodeURIComponent(slug)}`, undefined, { signal }),
  );
}
