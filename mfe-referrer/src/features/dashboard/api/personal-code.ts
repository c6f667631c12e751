import type { PersonalCodeInput, ReferrerAccountDto } from '@referrals/contracts';
import { apiRequest, useAction } from '@referrals/ui/light';

/** `PUT /api/referrers/{id}/code`: a memorable code for this campaign; the previous ones keep working. */
export function useSetPersonalCode(referrerId: string) {
  return useAction((input: PersonalCodeInput) =>
    apiRequest<ReferrerAccountDto>('PUT', `/api/referrers/${encodeURIComponent(referrerId)}/code`, input),
  );
}
