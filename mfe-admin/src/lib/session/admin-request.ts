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

/**
 * Sends a multipart form (a file upload) to the admin API with the stored bearer token; a 401 answer ends the
 * session as {@link adminRequest} does. The browser sets the multipart Content-Type with its boundary.
 *
 * @throws ApiError for a non-OK answer ("{status}: {body text}") or when the server cannot be reached
 */
export async function adminFormRequest<T>(path: string, form: FormData): Promise<T> {
  const session = currentAdminSession();
  if (!session) {
    endAdminSession();
    throw new ApiError(401, `401: ${NO_SESSION_MESSAGE}`, { message: NO_SESSION_MESSAGE });
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { Accept: 'application/json', Authorization: `Bearer ${session.token}` },
      body: form,
    });
  } catch {
    throw new ApiError(0, '0: The server could not be reached');
  }
  const text = await response.text();
  if (!response.ok) {
    if (response.status === 401) endAdminSession();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    throw new ApiError(
      response.status,
      `${response.status}: ${text || response.statusText}`,
      typeof body === 'object' && body !== null ? body : undefined,
    );
  }
  return JSON.parse(text) as T;
}
