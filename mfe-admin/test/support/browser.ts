import type { AdminSignInAnswer, AdminUserDto } from '@referrals/contracts';

/** An in-memory localStorage, installed as the global one (the tests run outside a browser). */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

export function installMemoryStorage(): MemoryStorage {
  const storage = new MemoryStorage();
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true, writable: true });
  return storage;
}

/** One recorded call of the mocked fetch. */
export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Replaces the global fetch with `answer`, recording each call. `answer` returns a Response, or throws to act as
 * a network failure.
 */
export function mockFetch(answer: (call: RecordedCall) => Response): RecordedCall[] {
  const calls: RecordedCall[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: RecordedCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return answer(call);
  }) as typeof fetch;
  return calls;
}

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const ADA: AdminUserDto = {
  id: '7d0f2c55-6a41-4d0e-9d7e-2f4c1b9f0a11',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  role: 'admin',
  isActive: true,
  lastLogin: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-01-02T10:00:00.000Z',
};

export const GRACE: AdminUserDto = {
  ...ADA,
  id: '1b8e4f0a-2c3d-4e5f-8a9b-0c1d2e3f4a5b',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  role: 'super_admin',
};

export function signInAnswer(user: AdminUserDto = ADA, expiresInMs = 24 * 3_600_000): AdminSignInAnswer {
  return { token: 'admin-token-1', user, expiresAt: new Date(Date.now() + expiresInMs).toISOString() };
}

/** Markup reduced to its visible text: tags removed, entities decoded, spaces collapsed. */
export function visibleText(markup: string): string {
  return markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
