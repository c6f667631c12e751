import { useSyncExternalStore } from 'react';
import type { OwnerUser } from '@referrals/contracts';

/** Browser-storage keys of the business owner's session (docs/product-rules.md §3). */
export const OWNER_TOKEN_KEY = 'token';
export const OWNER_SESSION_KEY = 'userSession';

/**
 * What {@link OWNER_TOKEN_KEY} holds. The real session is an HttpOnly cookie that JavaScript never sees:
 * these keys are UI hints only (show "My Dashboard" instead of "Client Login"), never credentials.
 */
export const OWNER_TOKEN_MARKER = 'cookie-session';

/** The owner session hint: enough to greet the owner before the current-user call answers. */
export interface OwnerSessionHint {
  id: string;
  businessName: string;
}

/** Fired on `window` after this tab changed the hint: other microfrontends hold their own copy of this store. */
const SAME_TAB_EVENT = 'referrals:owner-session-hint';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser: the hint simply stays empty
  }
}

function readHint(): OwnerSessionHint | null {
  const store = storage();
  const token = store?.getItem(OWNER_TOKEN_KEY);
  const raw = store?.getItem(OWNER_SESSION_KEY);
  if (!token || !raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<OwnerSessionHint> | null;
    if (parsed && typeof parsed.id === 'string' && typeof parsed.businessName === 'string') {
      return { id: parsed.id, businessName: parsed.businessName };
    }
  } catch {
    // not ours: treat as absent
  }
  return null;
}

/**
 * The hint of this copy of the package, and who re-renders when it changes: a store of one value needs no
 * state library (public pages download none).
 */
let currentHint: OwnerSessionHint | null = readHint();
const listeners = new Set<() => void>();

function setHint(next: OwnerSessionHint | null): void {
  currentHint = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function refreshFromStorage(): void {
  const next = readHint();
  if (JSON.stringify(next) !== JSON.stringify(currentHint)) setHint(next);
}

if (typeof window !== 'undefined') {
  // Another tab logged in or out (`storage` fires only in other tabs) ...
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === OWNER_TOKEN_KEY || event.key === OWNER_SESSION_KEY)
      refreshFromStorage();
  });
  // ... or another microfrontend of this tab did.
  window.addEventListener(SAME_TAB_EVENT, refreshFromStorage);
}

/** Records the session hint after a successful registration or login. */
export function rememberOwnerSession(user: Pick<OwnerUser, 'id' | 'businessName'>): void {
  const hint: OwnerSessionHint = { id: user.id, businessName: user.businessName };
  try {
    storage()?.setItem(OWNER_TOKEN_KEY, OWNER_TOKEN_MARKER);
    storage()?.setItem(OWNER_SESSION_KEY, JSON.stringify(hint));
  } catch {
    // quota or privacy mode: keep the in-memory hint only
  }
  setHint(hint);
  window.dispatchEvent(new Event(SAME_TAB_EVENT));
}

/** Clears the session hint after logout or when the server no longer knows the session. */
export function forgetOwnerSession(): void {
  try {
    storage()?.removeItem(OWNER_TOKEN_KEY);
    storage()?.removeItem(OWNER_SESSION_KEY);
  } catch {
    // nothing to clear
  }
  setHint(null);
  window.dispatchEvent(new Event(SAME_TAB_EVENT));
}

/**
 * The owner session hint, or `null`: present only when both keys (§3 of docs/product-rules.md) are in local storage.
 * Re-renders when this or another tab changes them.
 */
export function useOwnerSessionHint(): OwnerSessionHint | null {
  // A server-rendered page (docs/adr/0022-server-rendered-public-pages.md) is everyone's: no hint there.
  return useSyncExternalStore(
    subscribe,
    () => currentHint,
    () => null,
  );
}
