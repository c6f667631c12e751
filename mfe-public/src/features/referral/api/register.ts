import type {
  RefereeRegisteredDto,
  RefereeRegistrationInput,
  ReferrerRegisteredDto,
  ReferrerRegistrationInput,
} from '@referrals/contracts';
import { useState } from 'react';
import { SubmissionKey, apiRequest, useAction } from '@referrals/ui/light';

/** What the referral page's form sends: a referrer joining (no code), or a friend signing up with a code. */
export type Registration =
  { as: 'referrer'; input: ReferrerRegistrationInput } | { as: 'referee'; input: RefereeRegistrationInput };

/** The answer to a {@link Registration}, tagged the same way. */
export type Registered =
  { as: 'referrer'; referrer: ReferrerRegisteredDto } | { as: 'referee'; referee: RefereeRegisteredDto };

/**
 * `POST /api/referrers` (the visitor joins the campaign and gets their personal link) or `POST /api/referees`
 * (a friend signs up through a referrer's link; a verification e-mail follows). With `idempotencyKey`, a retry
 * of a sign-up that went through is answered that sign-up, not "already joined".
 */
export async function register(registration: Registration, idempotencyKey?: string): Promise<Registered> {
  if (registration.as === 'referrer') {
    const referrer = await apiRequest<ReferrerRegisteredDto>('POST', '/api/referrers', registration.input, {
      idempotencyKey,
    });
    return { as: 'referrer', referrer };
  }
  const referee = await apiRequest<RefereeRegisteredDto>('POST', '/api/referees', registration.input, {
    idempotencyKey,
  });
  return { as: 'referee', referee };
}

/** A friend's registration this page made, with the secret that lets it send links and correct the address. */
export type CorrectableReferee = RefereeRegisteredDto & { correctionToken: string };

/**
 * `POST /api/referees/{id}/email`: "Wrong address?" (or "Send the e-mail again") for the friend this page
 * signed up, with the secret the sign-up's answer gave it; the link goes to `email`, the earlier ones stop
 * working. The answer is the registration at its (new) address.
 */
export function sendLinkTo(referee: CorrectableReferee, email: string): Promise<RefereeRegisteredDto> {
  return apiRequest<RefereeRegisteredDto>('POST', `/api/referees/${referee.id}/email`, {
    correctionToken: referee.correctionToken,
    email,
  });
}

/**
 * {@link register} as an action; `onSuccess` and `onError` run even if the form unmounts meanwhile. The same
 * form sent again after a failure (a lost connection, then the button again) goes with the same key
 * (`SubmissionKey`); a changed form gets a new one.
 */
export function useRegister(options: {
  onSuccess: (registered: Registered) => void;
  onError: (error: unknown) => void;
}) {
  const [keys] = useState(() => new SubmissionKey());
  return useAction(async (registration: Registration) => {
    const registered = await register(registration, keys.for(registration));
    keys.succeeded();
    return registered;
  }, options);
}
