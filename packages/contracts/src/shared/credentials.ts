import { string } from 'yup';

/** The fields every sign-in, sign-up and password form shares (owners and referrers alike). */
export const MIN_PASSWORD_LENGTH = 6;

export const PASSWORD_LENGTH_MESSAGE = 'Password must be at least 6 characters';

/** An e-mail address a person signs in with. */
export const emailField = () =>
  string()
    .trim()
    .required('Valid email is required')
    .email('Valid email is required')
    .max(254, 'Valid email is required');

/** A password being chosen: at least {@link MIN_PASSWORD_LENGTH} characters. */
export const newPasswordField = () =>
  string()
    .required(PASSWORD_LENGTH_MESSAGE)
    .min(MIN_PASSWORD_LENGTH, PASSWORD_LENGTH_MESSAGE)
    .max(200, 'Password is too long');

/** A password field a form may send empty when nothing was typed: empty counts as not given. */
export const optionalPassword = () =>
  string()
    .transform((value: string | undefined) => (value === '' ? undefined : value))
    .max(200, 'Password is too long')
    .optional();

/** A new password a form may leave empty (Account Settings): empty keeps the current one. */
export const optionalNewPassword = () => optionalPassword().min(MIN_PASSWORD_LENGTH, PASSWORD_LENGTH_MESSAGE);

/** The current password, required when a new one is given (Account Settings of owners and referrers). */
export const currentPasswordField = () =>
  optionalPassword().when('newPassword', {
    is: (newPassword: unknown) => typeof newPassword === 'string' && newPassword.length > 0,
    then: (schema) => schema.required('Current password is required to set a new password'),
  });

/** What a sign-in form sends; a wrong or unknown one gets the same answer. */
export const signInFields = {
  email: string().trim().required('Email is required').max(254, 'Invalid credentials'),
  password: string().required('Password is required').max(200, 'Invalid credentials'),
};
