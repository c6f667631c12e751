import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { CampaignReferrerDto, ConsentWords, ReferrerConsentRecord } from '@referrals/contracts';
import { apiRequest } from '@referrals/ui';

/** A referrer of the export: the campaign service's record and the referral service's marketing consent. */
export type ReferrerExportRecord = CampaignReferrerDto & { marketingConsent: ConsentWords };

/**
 * `GET /api/referrers/export/{userId}`, every referrer of every campaign of business `userId`, with each one's
 * marketing consent from `GET /api/referrers/marketing-consent/{userId}` (the referral service keeps it).
 */
export async function getReferrerExport(userId: string): Promise<ReferrerExportRecord[]> {
  const business = encodeURIComponent(userId);
  const [referrers, consents] = await Promise.all([
    apiRequest<CampaignReferrerDto[]>('GET', `/api/referrers/export/${business}`),
    apiRequest<ReferrerConsentRecord[]>('GET', `/api/referrers/marketing-consent/${business}`),
  ]);
  const consentOf = new Map(
    consents.map(({ referrerId, marketingConsent }) => [referrerId, marketingConsent]),
  );
  return referrers.map((referrer) => ({ ...referrer, marketingConsent: consentOf.get(referrer.id) ?? 'No' }));
}

/** The referrer export as an action: read afresh on each Export CSV, never cached. */
export function useReferrerExport(
  options: Omit<UseMutationOptions<ReferrerExportRecord[], unknown, string>, 'mutationFn'> = {},
) {
  return useMutation({ ...options, mutationFn: getReferrerExport });
}
