import { useId, useState, type FormEvent } from 'react';
import type { PasswordResetAnswerDto, PasswordResetInput } from '@referrals/contracts';
import { apiRequest, isApiError, serverMessageOf } from '../api/api-client.ts';
import { useAction } from '../light-data.ts';
import { Link } from '../light-router.tsx';
import { Button } from './Button.tsx';
import { ButtonLink } from './ButtonLink.tsx';
import { FormField, messageIdOf } from './FormField.tsx';
import { PasswordInput } from './PasswordInput.tsx';
import * as styles from './password-reset.module.css';

/** Shown under the confirmation while the two passwords differ. */
export const NEW_PASSWORDS_DIFFER = 'New passwords do not match';

/** Props of {@link ResetPasswordForm}. */
export interface ResetPasswordFormProps {
  /** The API path that sets the password, e.g. `/api/password/reset`. */
  resetPath: string;
  /** The token of the e-mailed link (the route's `:token`). */
  token: string;
  /** Where to sign in once the password is set. */
  signInPath: string;
  /** Where to ask for a new link when this one is invalid or expired. */
  forgotPasswordPath: string;
  heading?: string;
}

/**
 * The page of an e-mailed link: a new password twice (each with show/hide). Once set, the server's message
 * and a way to sign in; an invalid, used or expired link gets the server's message and a way to ask again.
 * The password rules are the server's: its field messages show under the field.
 */
export function ResetPasswordForm({
  resetPath,
  token,
  signInPath,
  forgotPasswordPath,
  heading = 'Set a new password',
}: ResetPasswordFormProps) {
  const passwordId = useId();
  const confirmId = useId();
  const [mismatch, setMismatch] = useState(false);
  const reset = useAction((input: PasswordResetInput) =>
    apiRequest<PasswordResetAnswerDto>('POST', resetPath, input),
  );
  const fields = isApiError(reset.error) && reset.error.status === 400 ? reset.error.fieldErrors : {};
  const linkInvalid = Boolean(fields.token);
  const passwordError = fields.password;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = String(data.get('password') ?? '');
    const differs = password !== String(data.get('confirmPassword') ?? '');
    setMismatch(differs);
    if (!differs) reset.mutate({ token, password });
  };

  if (reset.data) {
    return (
      <>
        <h1 className={styles.title}>Password changed</h1>
        <p className={styles.notice} role="status">
          {reset.data.message}
        </p>
        <ButtonLink to={signInPath} variant="primary" size="large" block>
          Sign in
        </ButtonLink>
      </>
    );
  }
  if (linkInvalid) {
    return (
      <>
        <h1 className={styles.title}>This link cannot be used</h1>
        <p className={styles.problem} role="alert">
          {fields.token}
        </p>
        <ButtonLink to={forgotPasswordPath} variant="primary" size="large" block>
          Ask for a new link
        </ButtonLink>
        <p className={styles.footer}>
          <Link to={signInPath}>Back to sign in</Link>
        </p>
      </>
    );
  }

  const problem =
    reset.error && !passwordError
      ? serverMessageOf(reset.error, 'Your password could not be changed. Please try again in a moment.')
      : null;
  return (
    <>
      <h1 className={styles.title}>{heading}</h1>
      <p className={styles.lead}>Choose a new password. It signs you out on every device.</p>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <form onSubmit={submit} aria-label={heading}>
        <FormField id={passwordId} label="New password" error={passwordError}>
          <PasswordInput
            id={passwordId}
            name="password"
            autoComplete="new-password"
            invalid={Boolean(passwordError)}
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={passwordError ? messageIdOf(passwordId) : undefined}
            required
          />
        </FormField>
        <FormField
          id={confirmId}
          label="Confirm new password"
          error={mismatch ? NEW_PASSWORDS_DIFFER : undefined}
        >
          <PasswordInput
            id={confirmId}
            name="confirmPassword"
            autoComplete="new-password"
            invalid={mismatch}
            aria-invalid={mismatch ? true : undefined}
            aria-describedby={mismatch ? messageIdOf(confirmId) : undefined}
            required
          />
        </FormField>
        <Button type="submit" variant="primary" size="large" block loading={reset.isPending}>
          {reset.isPending ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
      <p className={styles.footer}>
        <Link to={signInPath}>Back to sign in</Link>
      </p>
    </>
  );
}
