import { object, string, type InferType } from 'yup';
import { emailField, newPasswordField } from './credentials.ts';

/**
 * Forgotten passwords, the same for business owners (identity) and referrers (referral): a single-use link
 * e-mailed through the service's outbox, valid {@link PASSWORD_RESET_VALID_MINUTES} minutes, whose token is
 * stored hashed. Asking always gets the same answer, whether or not the e-mail has an account; setting the new
 * password ends every session of that login.
 */
export const PASSWORD_RESET_VALID_MINUTES = 60;

/** What a request for a link always answers (a known e-mail or not, throttled or not). */
export const PASSWORD_RESET_REQUESTED =
  'If an account exists for that e-mail, a link to set a new password is on its way. It works for one hour, once.';

/** A token unknown, used already or older than an hour: one message, so nothing tells them apart. */
export const PASSWORD_RESET_LINK_INVALID =
  'This link to set a new password is invalid or has expired. Ask for a new one.';

/** POST /api/password/forgot and /api/referrers/password/forgot. */
export const passwordResetRequestSchema = object({ email: emailField() });

/** POST /api/password/reset and /api/referrers/password/reset: the link's token and the new password. */
export const passwordResetSchema = object({
  token: string().trim().required(PASSWORD_RESET_LINK_INVALID).max(200, PASSWORD_RESET_LINK_INVALID),
  password: newPasswordField(),
});

export type PasswordResetRequestInput = InferType<typeof passwordResetRequestSchema>;
export type PasswordResetInput = InferType<typeof passwordResetSchema>;

/** The answer to both calls: a sentence to show. */
export interface PasswordResetAnswerDto {
  message: string;
}
