import { afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  ADA,
  installMemoryStorage,
  json,
  mockFetch,
  signInAnswer,
  visibleText,
  type MemoryStorage,
} from './support/browser.ts';
import { mockUiPackage } from './support/ui-without-css.ts';

const storage: MemoryStorage = installMemoryStorage();
await mockUiPackage();
// Imported once the global localStorage exists: the session store reads it when it loads.
const { submitAdminLogin } = await import('../src/features/session/api/sign-in.ts');
const { AdminLoginForm } = await import('../src/features/session/components/AdminLoginForm.tsx');
const { getAdminSession, endAdminSession } = await import('../src/lib/session/session-store.ts');

const realFetch = globalThis.fetch;
const credentials = { email: 'ada@example.com', password: 'correct horse' };

beforeAll(() => {
  storage.clear();
});

beforeEach(() => {
  endAdminSession();
});

afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('the admin login form', () => {
  it('when it is rendered, then it asks for the Email and Password, both required and labelled', () => {
    const markup = renderToStaticMarkup(
      createElement(AdminLoginForm, { onSubmit: () => {}, submitting: false }),
    );

    expect(visibleText(markup)).toContain('Admin Login');
    expect(markup).toMatch(/<label[^>]*for="admin-login-email"[^>]*>Email<\/label>/);
    expect(markup).toMatch(/<label[^>]*for="admin-login-password"[^>]*>Password<\/label>/);
    expect(markup.match(/aria-required="true"/g)).toHaveLength(2);
    expect(markup).toMatch(/<button[^>]*type="submit"[^>]*>.*Sign In/);
  });
});

describe('signing in', () => {
  it('when the credentials are right, then the token and the user are stored and no failure is shown', async () => {
    const answer = signInAnswer();
    const calls = mockFetch(() => json(200, answer));

    await expect(submitAdminLogin(credentials)).resolves.toBeNull();

    expect(calls).toEqual([
      expect.objectContaining({ url: '/api/admin/auth/login', method: 'POST', body: credentials }),
    ]);
    expect(calls[0]!.headers.Authorization).toBeUndefined();
    expect(storage.getItem('adminToken')).toBe('admin-token-1');
    expect(JSON.parse(storage.getItem('adminUser') ?? 'null')).toEqual(ADA);
    expect(getAdminSession()?.user).toEqual(ADA);
  });

  it('when the server refuses with a message, then the toast is "Login failed" with that message', async () => {
    mockFetch(() => json(401, { error: 'Unauthorized', message: 'Invalid email or password' }));

    await expect(submitAdminLogin(credentials)).resolves.toEqual({
      title: 'Login failed',
      description: 'Invalid email or password',
    });
    expect(storage.getItem('adminToken')).toBeNull();
  });

  it('when the server refuses without a message, then the toast says "Invalid credentials"', async () => {
    mockFetch(() => new Response('', { status: 401 }));

    await expect(submitAdminLogin(credentials)).resolves.toEqual({
      title: 'Login failed',
      description: 'Invalid credentials',
    });
  });

  it('when sign-ins are throttled, then the toast gives the server’s reason', async () => {
    mockFetch(() =>
      json(429, { error: 'TooManyRequests', message: 'Too many attempts, try again in 15 minutes' }),
    );

    await expect(submitAdminLogin(credentials)).resolves.toEqual({
      title: 'Login failed',
      description: 'Too many attempts, try again in 15 minutes',
    });
  });

  it('when the server cannot be reached, then the toast asks to check the credentials and try again', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });

    await expect(submitAdminLogin(credentials)).resolves.toEqual({
      title: 'Login failed',
      description: 'Please check your credentials and try again',
    });
    expect(storage.getItem('adminToken')).toBeNull();
  });
});
