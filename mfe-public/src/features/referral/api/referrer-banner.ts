import { useQuery } from '@tanstack/react-query';
import type { ReferrerBannerDto } from '@referrals/contracts';
import { apiRequest } from '@referrals/ui/light';

/**
 * `GET /api/referrers/code/{code}`: who shared the link (first name, last initial) and for which campaign;
 * 404 for a code nobody has.
 */
export function useReferrerBanner(code: string | undefined) {
  return useQuery({
    queryKey: ['referrer-banner', code ?? ''],
    queryFn: () =>
      apiRequest<ReferrerBannerDto>('GET', `/api/referrers/code/${encodeURIComponent(code ?? '')}`),
    enabled: Boolean(code),
  });
}
