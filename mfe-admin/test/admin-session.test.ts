import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { createElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { text } from 'node:stream/consumers';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
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
const { readAdminSession } = await import('../src/lib/session/admin-session.ts');
const { getAdminSession, endAdminSession, startAdminSession } =
  await import('../src/lib/session/session-store.ts');
const { adminRequest } = await import('../src/lib/session/admin-request.ts');
const { default: App } = await import('../src/app/App.tsx');

const realFetch = globalThis.fetch;
const NOW = Date.parse('2026-11-26T12:00:00.000Z');

function stored(items: Record<string, string>): MemoryStorage {
  const memory = new (storage.constructor as new () => MemoryStorage)();
  for (const [key, value] of Object.entries(items)) memory.setItem(key, value);
  return memory;
}

/** The markup of the app at `path` once the route's lazily loaded page has loaded (prerendering waits for it). */
async function renderAt(path: string): Promise<string> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { prelude } = await prerenderToNodeStream(
    createElement(
      QueryClientProvider,
      { client },
      createElement(MemoryRouter, { initialEntries: [path] }, createElement(App)),
    ),
  );
  return text(prelude);
}

beforeEach(() => {
  endAdminSession();
});

afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('the stored admin session', () => {
  const user = JSON.stringify(ADA);
  const later = '2026-11-27T11:00:00.000Z';

  it('when the token, the user and a future end time are stored, then it is the session', () => {
    expect(
      readAdminSession(stored({ adminToken: 't1', adminUser: user, adminExpiresAt: later }), NOW),
    ).toEqual({ token: 't1', user: ADA, expiresAt: later });
  });

  it.each([
    ['no token', { adminUser: user, adminExpiresAt: later }],
    ['no user', { adminToken: 't1', adminExpiresAt: later }],
    ['a user that is not JSON', { adminToken: 't1', adminUser: '{broken', adminExpiresAt: later }],
    [
      'an end time that has passed',
      { adminToken: 't1', adminUser: user, adminExpiresAt: '2026-11-26T11:59:59.000Z' },
    ],
    ['an end time that is not a time', { adminToken: 't1', adminUser: user, adminExpiresAt: 'tomorrow' }],
  ])('when %s is stored, then there is no session', (_case, items) => {
    expect(readAdminSession(stored(items), NOW)).toBeNull();
  });
});

describe('admin API calls', () => {
  it('when a session is stored, then the call carries its bearer token', async () => {
    startAdminSession(signInAnswer());
    const calls = mockFetch(() => json(200, []));

    await expect(adminRequest('GET', '/api/admin/businesses')).resolves.toEqual([]);

    expect(calls[0]!.headers.Authorization).toBe('Bearer admin-token-1');
  });

  it('when the server answers 401, then the session is forgotten: storage cleared, screens signed out', async () => {
    startAdminSession(signInAnswer());
    mockFetch(() => json(401, { error: 'Unauthorized', message: 'Session expired' }));

    await expect(adminRequest('GET', '/api/admin/users')).rejects.toMatchObject({ status: 401 });

    expect(storage.getItem('adminToken')).toBeNull();
    expect(storage.getItem('adminUser')).toBeNull();
    expect(getAdminSession()).toBeNull();
  });

  it('when a 403 refuses the call, then the session stays and the refusal reaches the screen', async () => {
    startAdminSession(signInAnswer());
    mockFetch(() => json(403, { error: 'Forbidden', message: 'Only super admins may do that' }));

    await expect(adminRequest('DELETE', '/api/admin/users/x')).rejects.toMatchObject({
      status: 403,
      serverMessage: 'Only super admins may do that',
    });
    expect(storage.getItem('adminToken')).toBe('admin-token-1');
  });

  it('when the stored session has expired, then no call is made and the session is forgotten', async () => {
    startAdminSession(signInAnswer(ADA, -1_000));
    const calls = mockFetch(() => json(200, []));

    await expect(adminRequest('GET', '/api/admin/businesses')).rejects.toMatchObject({ status: 401 });

    expect(calls).toEqual([]);
    expect(storage.getItem('adminToken')).toBeNull();
  });
});

describe('admin screens', () => {
  it.each(['/admin/dashboard', '/admin/business/5b0f9b9e-3d0c-4a57-9a43-1f1f7a0d2c11'])(
    'when %s is opened without a stored session, then nothing of it is shown (the guard sends the visitor to /admin)',
    async (path) => {
      expect(visibleText(await renderAt(path))).toBe('');
    },
  );

  it('when the dashboard is opened signed in, then it greets the admin and offers Logout and the eight tabs of the spec', async () => {
    startAdminSession(signInAnswer());

    const markup = await renderAt('/admin/dashboard');
    const shown = visibleText(markup);

    expect(shown).toContain('Welcome, Ada Lovelace');
    expect(shown).toContain('Logout');
    const tabs = [...markup.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((match) => match[1]);
    expect(tabs).toEqual([
      'Overview',
      'Pages',
      'Blog',
      'Media',
      'Businesses',
      'Navigation',
      'Admin Users',
      'Settings',
    ]);
  });

  it('when /admin is opened without a session, then the login form is shown', async () => {
    expect(visibleText(await renderAt('/admin'))).toContain('Admin Login');
  });
});
