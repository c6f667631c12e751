import type { AdminSignInAnswer, AdminUserDto } from '@referrals/contracts';

/** The bearer token of the signed-in administrator. */
export const ADMIN_TOKEN_KEY = 'adminToken';
/** The signed-in administrator (JSON of an AdminUserDto). */
export const ADMIN_USER_KEY = 'adminUser';
/** When the session ends (ISO timestamp): sessions last 24 hours from sign-in. */
export const ADMIN_EXPIRES_AT_KEY = 'adminExpiresAt';

export interface AdminSession {
  token: string;
  user: AdminUserDto;
  /** Null when the stored session carries no end time: the server's 401 then ends it. */
  expiresAt: string | null;
}

type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function parseUser(text: string | null): AdminUserDto | null {
  if (!text) return null;
  try {
    const user = JSON.parse(text) as Partial<AdminUserDto> | null;
    return user && typeof user.id === 'string' && typeof user.firstName === 'string'
      ? (user as AdminUserDto)
      : null;
  } catch {
    return null;
  }
}

/**
 * The stored session, or null when there is none to use: no token, no readable user, or an end time that has
 * passed (`now`, in ms since the epoch).
 */
export function readAdminSession(storage: SessionStorage, now: number = Date.now()): AdminSession | null {
  const token = storage.getItem(ADMIN_TOKEN_KEY);
  const user = parseUser(storage.getItem(ADMIN_USER_KEY));
  if (!token || !user) return null;
  const expiresAt = storage.getItem(ADMIN_EXPIRES_AT_KEY);
  if (expiresAt !== null) {
    const end = Date.parse(expiresAt);
    if (Number.isNaN(end) || end <= now) return null;
  }
  return { token, user, expiresAt };
}

/** Stores a sign-in's token, user and end time. */
export function writeAdminSession(storage: SessionStorage, answer: AdminSignInAnswer): AdminSession {
  storage.setItem(ADMIN_TOKEN_KEY, answer.token);
  storage.setItem(ADMIN_USER_KEY, JSON.stringify(answer.user));
  storage.setItem(ADMIN_EXPIRES_AT_KEY, answer.expiresAt);
  return { token: answer.token, user: answer.user, expiresAt: answer.expiresAt };
}

/** Replaces the stored user (after the server answered a fresher copy), keeping the token. */
export function writeAdminUser(storage: SessionStorage, user: AdminUserDto): void {
  storage.setItem(ADMIN_USER_KEY, JSON.stringify(user));
}

/** Forgets everything the session stored. */
export function clearAdminSession(storage: SessionStorage): void {
  storage.removeItem(ADMIN_TOKEN_KEY);
  storage.removeItem(ADMIN_USER_KEY);
  storage.removeItem(ADMIN_EXPIRES_AT_KEY);
}
