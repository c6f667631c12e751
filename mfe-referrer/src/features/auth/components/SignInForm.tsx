import { useState, type FormEvent, type MouseEvent } from 'react';
import { Link, useNavigate } from '@referrals/ui/light-router';
import {
  Button,
  FormField,
  inputClassName,
  isApiError,
  PasswordInput,
  serverMessageOf,
  showToast,
} from '@referrals/ui/light';
import * as page from '../../../components/portal.module.css';
import { paths } from '../../../config/paths.ts';
import { rememberSignIn } from '../../../lib/session/referrer-storage.ts';
import { useRequestLoginLink } from '../api/login-link.ts';
import { useSignIn } from '../api/sign-in.ts';

const LOGIN_FAILED = 'Login Failed';

/** The longest e-mail and password the server reads (`referrerSignInSchema`). */
const MAX_EMAIL = 254;
const MAX_PASSWORD = 200;

/**
 * Referrer sign-in: an empty field says so without asking the server; a refusal reads the server's message
 * ("Invalid credentials" without one, the throttle's own when there were too many attempts). Success keeps
 * the account in storage (UI state: the session is the HttpOnly cookie) and opens the campaign list.
 * Checked by hand rather than with the yup schema: the login page is the portal's lightest (its budget).
 * "E-mail me a sign-in link" needs the e-mail only and shows the server's answer, the same for any e-mail.
 */
export function SignInForm() {
  const navigate = useNavigate();
  const [missing, setMissing] = useState({ email: false, password: false });
  const signIn = useSignIn({
    onSuccess: (answer) => {
      if (!answer?.referrer?.id) {
        showToast({ title: LOGIN_FAILED, description: 'Invalid response format', variant: 'destructive' });
        return;
      }
      rememberSignIn({ referrer: answer.referrer, campaigns: answer.campaigns ?? [] });
      showToast({
        title: 'Login Successful',
        description: 'Please select a campaign to access your dashboard.',
        nextPage: true,
      });
      navigate(paths.campaigns);
    },
    onError: (error) => {
      showToast({
        title: LOGIN_FAILED,
        description:
          isApiError(error) && error.status === 429
            ? serverMessageOf(error, 'Too many attempts. Please wait a moment and try again.')
            : serverMessageOf(error, 'Invalid credentials'),
        variant: 'destructive',
      });
    },
  });

  const requestLink = useRequestLoginLink({
    onError: (error) => {
      showToast({
        title: 'Sign-in link not sent',
        description: serverMessageOf(error, 'The link could not be sent. Please try again in a moment.'),
        variant: 'destructive',
      });
    },
  });

  const emailLink = (event: MouseEvent<HTMLButtonElement>) => {
    const { form } = event.currentTarget;
    const email = String((form && new FormData(form).get('email')) ?? '').trim();
    setMissing({ email: !email, password: false });
    if (!email) {
      showToast({
        title: 'Missing Information',
        description: 'Please enter your email to get a sign-in link',
        variant: 'destructive',
      });
      const field = form?.elements.namedItem('email');
      if (field instanceof HTMLInputElement) field.focus();
      return;
    }
    requestLink.mutate({ email });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const empty = { email: !email, password: !password };
    setMissing(empty);
    if (empty.email || empty.password) {
      showToast({
        title: 'Missing Information',
        description: 'Please enter your email and password',
        variant: 'destructive',
      });
      const firstEmpty = event.currentTarget.elements.namedItem(empty.email ? 'email' : 'password');
      if (firstEmpty instanceof HTMLInputElement) firstEmpty.focus();
      return;
    }
    signIn.mutate({ email, password });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Referrer sign in">
      <FormField id="referrer-email" label="Email">
        <input
          id="referrer-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          name="email"
          maxLength={MAX_EMAIL}
          className={inputClassName(missing.email)}
          aria-invalid={missing.email || undefined}
          aria-required="true"
        />
      </FormField>
      <FormField id="referrer-password" label="Password">
        <PasswordInput
          id="referrer-password"
          autoComplete="current-password"
          name="password"
          maxLength={MAX_PASSWORD}
          invalid={missing.password}
          aria-invalid={missing.password || undefined}
          aria-required="true"
        />
      </FormField>
      <p className={page.forgot}>
        <Link to={paths.forgotPassword} className={page.link}>
          Forgot password?
        </Link>
      </p>
      <Button type="submit" variant="primary" size="large" block loading={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
      <p className={page.links}>
        <Button type="button" size="large" block loading={requestLink.isPending} onClick={emailLink}>
          {requestLink.isPending ? 'Sending...' : 'E-mail me a sign-in link'}
        </Button>
      </p>
      <p className={page.muted} role="status">
        {requestLink.data?.message}
      </p>
    </form>
  );
}
