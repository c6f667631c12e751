import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { ReferrerAuthDto, ReferrerSignInInput } from '@referrals/contracts';
import { apiRequest } from '@referrals/ui/light';

/** `POST /api/referrers/auth`: starts the referrer session (an HttpOnly cookie) and answers with the account. */
export function signInReferrer(credentials: ReferrerSignInInput): Promise<ReferrerAuthDto> {
  return apiRequest<ReferrerAuthDto>('POST', '/api/referrers/auth', credentials);
}

/** Referrer sign-in as a mutation; callbacks given here run even if the page unmounts meanwhile. */
export function useSignIn(
  options: Omit<UseMutationOptions<ReferrerAuthDto, unknown, ReferrerSignInInput>, 'mutationFn'> = {},
) {
  return useMutation({ mutationFn: signInReferrer, ...options });
}
