import {
  VERIFICATION_LINK_EXPIRED,
  type RefereeVerifiedDto,
  type ReferrerVerifiedDto,
  type VerificationResentDto,
} from '@referrals/contracts';
import { apiRequest, isApiError, useAction } from '@referrals/ui/light';

/** Whose e-mail the link confirms: a friend's (the default), or a referrer's (`?as=referrer`). */
export type VerifiedPerson = 'referee' | 'referrer';

/** The answer to a verification, tagged by whose it was. */
export type Verified =
  { as: 'referee'; referee: RefereeVerifiedDto } | { as: 'referrer'; referrer: ReferrerVerifiedDto };

/**
 * `POST /api/referees/verify` (verifies the friend and, when the campaign has an invitee reward, issues their
 * voucher) or `POST /api/referrers/verify`. Using a link twice is no error: the answer says it was already
 * verified and nothing new is issued.
 */
export async function verify(as: VerifiedPerson, token: string): Promise<Verified> {
  if (as === 'referrer') {
    const referrer = await apiRequest<ReferrerVerifiedDto>('POST', '/api/referrers/verify', { token });
    return { as, referrer };
  }
  const referee = await apiRequest<RefereeVerifiedDto>('POST', '/api/referees/verify', { token });
  return { as, referee };
}

/** The verification as an action: it changes state, and the page sends it once. */
export function useVerify() {
  return useAction(({ as, token }: { as: VerifiedPerson; token: string }) => verify(as, token));
}

/** `POST /api/referees/verify/resend` (throttled): a new link for an expired one, e-mailed to the friend. */
export function useResendVerification() {
  return useAction((token: string) =>
    apiRequest<VerificationResentDto>('POST', '/api/referees/verify/resend', { token }),
  );
}

/** Why a verification failed, as the page explains it. */
export type VerificationFailure = 'expired' | 'invalid' | 'unavailable';

/**
 * An expired link is the 400 whose `token` field says VERIFICATION_LINK_EXPIRED (a new one can be sent); an
 * unknown or malformed one is a 404 or another 400; anything else (no answer, 5xx) may pass on a retry.
 */
export function verificationFailureOf(error: unknown): VerificationFailure {
  if (!isApiError(error)) return 'unavailable';
  if (error.status === 400 && error.fieldErrors.token === VERIFICATION_LINK_EXPIRED) return 'expired';
  if (error.status === 400 || error.status === 404) return 'invalid';
  return 'unavailable';
}
