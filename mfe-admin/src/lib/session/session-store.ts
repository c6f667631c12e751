import { useSyncExternalStore } from 'react';
import type { AdminSignInAnswer, AdminUserDto } from '@referrals/contracts';
import {
  clearAdminSession,
  readAdminSession,
  writeAdminSession,
  writeAdminUser,
  type AdminSession,
} from './admin-session.ts';

/** The browser's localStorage, or null where there is none (rendering outside a browser). */
function browserStorage(): Storage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

/**
 * The administrator's session as the screens see it: mirrored from localStorage, so ending it anywhere (logout,
 * a 401 answer, the end time passing) takes every admin screen back to the sign-in page at once.
 */
let shownSession: AdminSession | null = (() => {
  const storage = browserStorage();
  return storage ? readAdminSession(storage) : null;
})();
const listeners = new Set<() => void>();

function show(session: AdminSession | null): void {
  shownSession = session;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Signing in or out in another tab changes the storage: this tab follows.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', () => {
    const storage = browserStorage();
    show(storage ? readAdminSession(storage) : null);
  });
}

/** The session the screens show now (null: signed out). */
export function getAdminSession(): AdminSession | null {
  return shownSession;
}

/** The session to call the API with now, re-read from storage (ended when it expired meanwhile). */
export function currentAdminSession(): AdminSession | null {
  const storage = browserStorage();
  const session = storage ? readAdminSession(storage) : null;
  if (!session && shownSession) endAdminSession();
  return session;
}

/** Stores a sign-in and makes it the current session. */
export function startAdminSession(answer: AdminSignInAnswer): void {
  const storage = browserStorage();
  if (!storage) return;
  show(writeAdminSession(storage, answer));
}

/** Keeps the stored user in step with the server's copy (a name or role changed). */
export function refreshAdminUser(user: AdminUserDto): void {
  const storage = browserStorage();
  if (!storage || !shownSession) return;
  writeAdminUser(storage, user);
  show({ ...shownSession, user });
}

/** Forgets the session: storage cleared, every admin screen sent to the sign-in page. */
export function endAdminSession(): void {
  const storage = browserStorage();
  if (storage) clearAdminSession(storage);
  show(null);
}

/** The current session; re-renders when it starts or ends. */
export function useAdminSession(): AdminSession | null {
  return useSyncExternalStore(subscribe, getAdminSession, getAdminSession);
}
