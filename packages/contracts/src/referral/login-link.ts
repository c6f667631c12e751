import { object, string, type InferType } from 'yup';
import { emailField } from '../shared/credentials.ts';

/**
 * Signing in to the referrer portal with an e-mailed link instead of the password: a single-use link to
 * `/referrer/login/{token}` valid {@link LOGIN_LINK_VALID_MINUTES} minutes, whose token is stored hashed.
 * Asking always gets the same answer, whether or not the e-mail has a login; asking is throttled like signing
 * in with the password. Opening the link starts a referrer session as the password does.
 */
export const LOGIN_LINK_VALID_MINUTES = 15;

/** What a request for a link answers (a known e-mail or not). */
export const LOGIN_LINK_REQUESTED =
  `If an account exists for that e-mail, a sign-in link is on its way. It works for ${LOGIN_LINK_VALID_MINUTES} ` +
  'minutes, once.';

/** A token unknown, used already or expired: one message, so nothing tells them apart. */
export const LOGIN_LINK_INVALID = 'This sign-in link is invalid, used or has expired. Ask for a new one.';

/** POST /api/referrers/login-link: the e-mail a sign-in link is sent to. */
export const loginLinkRequestSchema = object({ email: emailField() });

/** POST /api/referrers/login-link/consume: the link's token. */
export const loginLinkConsumeSchema = object({
  token: string().trim().required(LOGIN_LINK_INVALID).max(200, LOGIN_LINK_INVALID),
});

export type LoginLinkRequestInput = InferType<typeof loginLinkRequestSchema>;
export type LoginLinkConsumeInput = InferType<typeof loginLinkConsumeSchema>;

/** What a request for a link answers: a sentence to show. */
export interface LoginLinkAnswerDto {
  message: string;
}
