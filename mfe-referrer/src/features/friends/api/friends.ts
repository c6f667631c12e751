import type { ReferrerFriendsDto } from '@referrals/contracts';
import { apiRequest, useRead } from '@referrals/ui/light';

/** `GET /api/referrers/me/friends`: per campaign, the friends referred; read on every visit of the page. */
export function useFriends() {
  return useRead(['referrer', 'friends'], (signal) =>
    apiRequest<ReferrerFriendsDto>('GET', '/api/referrers/me/friends', undefined, { signal }),
  );
}
