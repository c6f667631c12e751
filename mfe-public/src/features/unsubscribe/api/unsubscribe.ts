import type { OwnerUnsubscribeDto, UnsubscribeDto } from '@referrals/contracts';
import { apiRequest, useAction } from '@referrals/ui/light';

/** Whose e-mail's link it is: a referrer's (friend e-mails) or a business owner's (review, daily summary). */
export type UnsubscribeAudience = 'referrer' | 'owner';

const API_PATH: Record<UnsubscribeAudience, string> = {
  referrer: '/api/unsubscribe',
  owner: '/api/owner-unsubscribe',
};

/**
 * `POST /api/unsubscribe/{token}` (or `/api/owner-unsubscribe/{token}` for an owner's): turns off what the
 * e-mail's unsubscribe link names; following it again answers the same. No sign-in: the token is the key.
 */
export function useUnsubscribe(audience: UnsubscribeAudience) {
  return useAction((token: string) =>
    apiRequest<UnsubscribeDto | OwnerUnsubscribeDto>(
      'POST',
      `${API_PATH[audience]}/${encodeURIComponent(token)}`,
      {},
    ),
  );
}
