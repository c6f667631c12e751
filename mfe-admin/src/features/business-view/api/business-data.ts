import { useQuery } from '@tanstack/react-query';
import type {
  AdminCampaignDto,
  AdminCampaignSummaryDto,
  AdminRefereeDto,
  AdminReferrerDto,
  AdminVoucherDto,
} from '@referrals/contracts';
import { adminRequest } from '../../../lib/session/admin-request.ts';
import { businessApiPath, businessesQueryRoot } from '../../../lib/businesses/get-businesses.ts';

interface BusinessLists {
  campaigns: AdminCampaignSummaryDto;
  referrers: AdminReferrerDto;
  referees: AdminRefereeDto;
  vouchers: AdminVoucherDto;
}

/** `GET /api/admin/businesses/{id}/campaigns|referrers|referees|vouchers`. */
export function useBusinessList<List extends keyof BusinessLists>(businessId: string, list: List) {
  return useQuery({
    queryKey: [...businessesQueryRoot, 'one', businessId, list],
    queryFn: ({ signal }) =>
      adminRequest<BusinessLists[List][]>('GET', `${businessApiPath(businessId)}/${list}`, undefined, {
        signal,
      }),
  });
}

/** `GET /api/admin/campaigns/{id}`: the Campaign Configuration dialog. */
export function useAdminCampaign(campaignId: string | null) {
  return useQuery({
    queryKey: ['admin', 'campaigns', campaignId],
    queryFn: ({ signal }) =>
      adminRequest<AdminCampaignDto>(
        'GET',
        `/api/admin/campaigns/${encodeURIComponent(campaignId ?? '')}`,
        undefined,
        { signal },
      ),
    enabled: campaignId !== null,
  });
}
