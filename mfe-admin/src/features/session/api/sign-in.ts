import type { AdminSignInAnswer, AdminSignInInput, AdminUserDto } from '@referrals/contracts';
import { apiRequest, isApiError } from '@referrals/ui';
import { startAdminSession } from '../../../lib/session/session-store.ts';
import { adminRequest } from '../../../lib/session/admin-request.ts';

/** `POST /api/admin/auth/login`: the token and the administrator; 401 for wrong credentials, 429 throttled. */
export function signIn(credentials: AdminSignInInput): Promise<AdminSignInAnswer> {
  return apiRequest<AdminSignInAnswer>('POST', '/api/admin/auth/login', credentials);
}

/** `GET /api/admin/auth/me`: the signed-in administrator. */
export function getMe(signal?: AbortSignal): Promise<AdminUserDto> {
  return adminRequest<AdminUserDto>('GET', '/api/admin/auth/me', undefined, { signal });
}

/** `POST /api/admin/auth/logout`: ends the session on the server. */
export function logout(): Promise<void> {
  return adminRequest<void>('POST', '/api/admin/auth/logout');
}

/** A toast's words. */
export interface ToastText {
  title: string;
  description: string;
}

/** The toast of a failed sign-in: the server's message, "Invalid credentials" without one, a hint offline. */
export function loginFailureToast(error: unknown): ToastText {
  if (isApiError(error) && error.status !== 0) {
    return { title: 'Login failed', description: error.serverMessage ?? 'Invalid credentials' };
  }
  return { title: 'Login failed', description: 'Please check your credentials and try again' };
}

/**
 * Signs in and stores the session (`adminToken`, `adminUser`, its end time).
 *
 * @returns null when signed in, the failure toast otherwise
 */
export async function submitAdminLogin(credentials: AdminSignInInput): Promise<ToastText | null> {
  try {
    startAdminSession(await signIn(credentials));
    return null;
  } catch (error) {
    return loginFailureToast(error);
  }
}
