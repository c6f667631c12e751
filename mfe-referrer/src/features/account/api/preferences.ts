import type { ReferrerAuthDto, ReferrerPreferencesInput } from '@referrals/contracts';
import { apiRequest, useAction } from '@referrals/ui/light';

/** `PATCH /api/referrers/me/preferences`: the postcode, and the marketing consent given to each business. */
export function useUpdatePreferences() {
  return useAction((input: ReferrerPreferencesInput) =>
    apiRequest<ReferrerAuthDto>('PATCH', '/api/referrers/me/preferences', input),
  );
}
