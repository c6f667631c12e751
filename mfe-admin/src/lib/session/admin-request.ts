import { ApiError, apiRequest, isApiError, type HttpMethod } from '@referrals/ui';
import { currentAdminSession, endAdminSession } from './session-store.ts';

/** What a call answers when no session is stored (or it expired): the same as the server's 401. */
const NO_SESSION_MESSAGE = 'Your session has ended. Please sign in again.';

/**
 * Calls the admin API with the stored bearer token. A 401 answer (the session expired after 24 hours, or was
 * ended elsewhere) ends the session here too, which sends the administrator to the sign-in page.
 *
 * @throws ApiError as {@link apiRequest} does; 401 without a call when no session is stored
 */
export async function adminRequest<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: { signal?: AbortSignal } = {},
): Promise<T> {
  const session = currentAdminSession();
  if (!session) {
    endAdminSession();
    throw new ApiError(401, `401: ${NO_SESSION_MESSAGE}`, { message: NO_SESSION_MESSAGE });
  }
  try {
    return await apiRequest<T>(method, path, body, { ...options, bearerToken: session.token });
  } catch (error) {
    if (isApiError(error) && error.status === 401) endAdminSession();
    throw error;
  }
}
