import type { ReferrerBannerDto } from '@referrals/contracts';
import { apiRequest, useRead } from '@referrals/ui/light';

/**
 * `GET /api/referrers/code/{code}`: who shared the link (first name, last initial) and for which campaign;
 * 404 for a code nobody has.
 */
export function useReferrerBanner(code: string | undefined) {
  return useRead(
    ['referrer-banner', code ?? ''],
    (signal) =>
      apiRequest<ReferrerBannerDto>(
        'GET',
        `/api/referrers/code/${encodeURIComponent(code ?? '')}`,
        undefined,
        {
          signal,
        },
      ),
    { enabled: Boolean(code) },
  );
}
