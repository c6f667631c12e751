import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignTimeseriesDto, TimeseriesPeriod } from '@referrals/contracts';
import { apiRequest } from '@referrals/ui';
import { analyticsQueryRoot } from './get-campaign-stats.ts';

/**
 * `GET /api/analytics/campaign/{id}/timeseries?period=`: referrals, conversions and vouchers redeemed per day
 * (30d), week (3m) or month (1y).
 */
export function getCampaignTimeseries(
  campaignId: string,
  period: TimeseriesPeriod,
  signal?: AbortSignal,
): Promise<CampaignTimeseriesDto> {
  const path = `/api/analytics/campaign/${encodeURIComponent(campaignId)}/timeseries?period=${period}`;
  return apiRequest<CampaignTimeseriesDto>('GET', path, undefined, { signal });
}

export function campaignTimeseriesQueryOptions(campaignId: string, period: TimeseriesPeriod) {
  return queryOptions({
    queryKey: [...analyticsQueryRoot, 'timeseries', campaignId, period] as const,
    queryFn: ({ signal }) => getCampaignTimeseries(campaignId, period, signal),
  });
}

/** The series of `period`; while another period loads, the previous chart stays (marked as placeholder). */
export function useCampaignTimeseries(campaignId: string, period: TimeseriesPeriod) {
  return useQuery({
    ...campaignTimeseriesQueryOptions(campaignId, period),
    placeholderData: keepPreviousData,
  });
}
