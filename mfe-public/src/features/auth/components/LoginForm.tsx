import type { FormEvent } from 'react';
import { Button, Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { isApiError, rememberOwnerSession, serverMessageOf, useToast } from '@referrals/ui';
import { paths } from '../../../config/paths.ts';
import { useLogin } from '../api/login.ts';
import { PasswordInput } from './PasswordInput.tsx';

/**
 * Owner login (SPEC.md §2): both fields are required by the browser itself; any refusal reads
 * "Invalid credentials", except throttling, whose own message tells the owner to wait.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const login = useLogin({
    onSuccess: ({ user }) => {
      // Nothing cached for a previous visitor of this browser may leak into the new session.
      queryClient.clear();
      rememberOwnerSession(user);
      toast({ title: 'Login Successful', description: 'Welcome back!' });
      navigate(paths.dashboard);
    },
    onError: (error) => {
      toast({
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
      <Form layout="vertical" component={false}>
        <Form.Item label="Email" htmlFor="login-email">
          <Input
            id="login-email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            size="large"
            required
          />
        </Form.Item>
        <Form.Item label="Password" htmlFor="login-password">
          <PasswordInput
            id="login-password"
            name="password"
            autoComplete="current-password"
            size="large"
            required
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={login.isPending}>
          {login.isPending ? 'Signing In...' : 'Sign In'}
        </Button>
      </Form>
    </form>
  );
}
