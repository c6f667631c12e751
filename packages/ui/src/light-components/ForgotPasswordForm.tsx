import { useId, type FormEvent } from 'react';
import type { PasswordResetAnswerDto, PasswordResetRequestInput } from '@referrals/contracts';
import { apiRequest, isApiError, serverMessageOf } from '../api/api-client.ts';
import { useAction } from '../light-data.ts';
import { Link } from '../light-router.tsx';
import { Button } from './Button.tsx';
import { FormField, inputClassName, messageIdOf } from './FormField.tsx';
import * as styles from './password-reset.module.css';

/** Props of {@link ForgotPasswordForm}. */
export interface ForgotPasswordFormProps {
  /** The API path that e-mails a link, e.g. `/api/password/forgot`. */
  requestPath: string;
  /** The sign-in page the form links back to. */
  signInPath: string;
  heading?: string;
  lead?: string;
}

/**
 * "Forgot password?": asks for the account's e-mail and shows the server's answer, which is the same whether
 * or not the e-mail has an account (owners' and referrers' pages alike, by their API and sign-in paths).
 */
export function ForgotPasswordForm({
  requestPath,
  signInPath,
  heading = 'Forgot your password?',
  lead = 'Enter the email you sign in with and we will send you a link to set a new password.',
}: ForgotPasswordFormProps) {
  const emailId = useId();
  const request = useAction((input: PasswordResetRequestInput) =>
    apiRequest<PasswordResetAnswerDto>('POST', requestPath, input),
  );
  const emailError =
    isApiError(request.error) && request.error.status === 400 ? request.error.fieldErrors.email : undefined;
  const problem =
    request.error && !emailError
      ? serverMessageOf(request.error, 'The link could not be sent. Please try again in a moment.')
      : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    request.mutate({ email: String(data.get('email') ?? '').trim() });
  };

  return (
    <>
      <h1 className={styles.title}>{heading}</h1>
      {request.data ? (
        <p className={styles.notice} role="status">
          {request.data.message}
        </p>
      ) : (
        <>
          <p className={styles.lead}>{lead}</p>
          {problem && (
            <p className={styles.problem} role="alert">
              {problem}
            </p>
          )}
          <form onSubmit={submit} aria-label={heading}>
            <FormField id={emailId} label="Email" error={emailError}>
              <input
                id={emailId}
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                className={inputClassName(Boolean(emailError))}
                aria-invalid={emailError ? true : undefined}
                aria-describedby={emailError ? messageIdOf(emailId) : undefined}
                required
              />
            </FormField>
            <Button type="submit" variant="primary" size="large" block loading={request.isPending}>
              {request.isPending ? 'Sending...' : 'Send link'}
            </Button>
          </form>
        </>
      )}
      <p className={styles.footer}>
        <Link to={signInPath}>Back to sign in</Link>
      </p>
    </>
  );
}
