import type { ReferrerAuthDto, ReferrerSignInInput } from '@referrals/contracts';
import { apiRequest, useAction, type ActionOptions } from '@referrals/ui/light';

/** `POST /api/referrers/auth`: starts the referrer session (an HttpOnly cookie) and answers with the account. */
export function signInReferrer(credentials: ReferrerSignInInput): Promise<ReferrerAuthDto> {
  return apiRequest<ReferrerAuthDto>('POST', '/api/referrers/auth', credentials);
}

/** Referrer sign-in as an action; callbacks given here run even if the page unmounts meanwhile. */
export function useSignIn(options: ActionOptions<ReferrerAuthDto, ReferrerSignInInput> = {}) {
  return useAction(signInReferrer, options);
}
