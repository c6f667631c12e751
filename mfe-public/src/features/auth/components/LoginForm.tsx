import type { FormEvent } from 'react';
import { Link, useNavigate } from '@referrals/ui/light-router';
import {
  Button,
  FormField,
  inputClassName,
  isApiError,
  PasswordInput,
  rememberOwnerSession,
  serverMessageOf,
  showToast,
} from '@referrals/ui/light';
import { paths } from '../../../config/paths.ts';
import { useLogin } from '../api/login.ts';

/**
 * Owner login (docs/product-rules.md §2): both fields are required by the browser itself; any refusal reads
 * "Invalid credentials", except throttling, whose own message tells the owner to wait.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin({
    onSuccess: ({ user }) => {
      rememberOwnerSession(user);
      showToast({ title: 'Login Successful', description: 'Welcome back!', nextPage: true });
      navigate(paths.dashboard);
    },
    onError: (error) => {
      showToast({
        title: 'Login Failed',
        description:
          isApiError(error) && error.status === 429
            ? serverMessageOf(error, 'Too many attempts. Please wait a moment and try again.')
            : 'Invalid credentials',
        variant: 'destructive',
      });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    login.mutate({
      email: String(data.get('email') ?? '').trim(),
      password: String(data.get('password') ?? ''),
    });
  };

  return (
    <form onSubmit={submit} aria-label="Sign in">
      <FormField id="login-email" label="Email">
        <input
          id="login-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          className={inputClassName(false)}
          required
        />
      </FormField>
      <FormField
        id="login-password"
        label="Password"
        extra={<Link to={paths.forgotPassword}>Forgot password?</Link>}
      >
        <PasswordInput id="login-password" name="password" autoComplete="current-password" required />
      </FormField>
      <Button type="submit" variant="primary" size="large" block loading={login.isPending}>
        {login.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
