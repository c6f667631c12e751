/** HTTP methods the API contract uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The JSON body of a 4xx answer (gateway error mapping): the message a screen shows, and field messages. */
export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string>;
}

/**
 * A non-OK answer of the API (or, with `status` 0, no answer at all).
 *
 * `message` follows docs/product-rules.md §8: "{status}: {body text}", or the status text when the body is empty.
 * Screens show {@link ApiError.serverMessage} (the `message` of the JSON body) where the spec says
 * "server message".
 *
 * Each microfrontend bundles its own copy of this package, so test for it with {@link isApiError}
 * (by name), never with `instanceof`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the request never got an answer (offline, blocked, aborted). */
  readonly status: number;
  /** The parsed JSON body, when the body was JSON. */
  readonly body: ApiErrorBody | undefined;

  constructor(status: number, message: string, body?: ApiErrorBody) {
    super(message);
    this.status = status;
    this.body = body;
  }

  /** The server's own message (`message` of the JSON body), if it sent one. */
  get serverMessage(): string | undefined {
    return typeof this.body?.message === 'string' && this.body.message ? this.body.message : undefined;
  }

  /** Field-level messages of a 400 answer: field name to message. */
  get fieldErrors(): Readonly<Record<string, string>> {
    return this.body?.errors ?? {};
  }
}

/** Whether `error` is an {@link ApiError} from any copy of this package. */
export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'ApiError';
}

/** The server's message carried by `error`, or `fallback` when there is none (network failure, 5xx...). */
export function serverMessageOf(error: unknown, fallback: string): string {
  return (isApiError(error) && error.serverMessage) || fallback;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Calls the API on the same origin. Cookies ride along (`credentials: 'include'`): sessions are HttpOnly
 * cookies, so no credential is ever read or stored by JavaScript. Bodies are JSON both ways.
 *
 * The administrators' area is the exception: its API takes a bearer token, given as `bearerToken`.
 * `idempotencyKey` is sent as `Idempotency-Key` on the writes that take one (`SubmissionKey`).
 *
 * @returns the parsed JSON answer (`undefined` for an empty body)
 * @throws {@link ApiError} for a non-OK answer or when the server cannot be reached
 */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: { signal?: AbortSignal; bearerToken?: string; idempotencyKey?: string } = {},
): Promise<T> {
  // Same-origin fetches carry an Origin header, which the gateway's CSRF check relies on.
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.bearerToken) headers.Authorization = `Bearer ${options.bearerToken}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError(0, '0: The server could not be reached');
  }

  const text = await response.text();
  if (!response.ok) {
    const parsed = parseJson(text);
    const errorBody = typeof parsed === 'object' && parsed !== null ? (parsed as ApiErrorBody) : undefined;
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, errorBody);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}
