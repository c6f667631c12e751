import { CMS_ITEM_KINDS, type CmsItemKind, type ErrorName, type MediaUsage } from '@referrals/contracts';

/**
 * Errors the gateway raises itself about the HTTP request (not about the domain). Their names follow
 * http-errors, which raw-body already uses for an oversized body, so both land on the same status.
 */
export type GatewayErrorName =
  | 'MalformedJsonError'
  | 'MalformedEncodingError'
  | 'PayloadTooLargeError'
  | 'UnsupportedMediaTypeError'
  | 'UnsupportedEncodingError'
  | 'NotMultipartError';

export interface HttpErrorBody {
  message: string;
  /** Field name to message, for InputError. */
  errors?: Record<string, string>;
  /** Where a media file is still used, for the ConflictError of its deletion. */
  usages?: MediaUsage[];
}

export interface HttpErrorResponse {
  status: number;
  body: HttpErrorBody;
  headers: Record<string, string>;
}

/** 4xx whose message comes from the service (or the gateway's own check) and is shown on screen. */
const CLIENT_ERROR_STATUS: Partial<Record<ErrorName, number>> = {
  InputError: 400,
  AuthenticationError: 401,
  NotAllowedError: 403,
  NotFoundError: 404,
  ConflictError: 409,
  UnprocessableError: 422,
  RateLimitedError: 429,
};

/**
 * Failures of the request itself, answered with fixed messages: the underlying parser's wording
 * ("Unexpected token } in JSON at position 12") would leak implementation details.
 */
const REQUEST_ERRORS: Record<GatewayErrorName, number> = {
  MalformedJsonError: 400,
  MalformedEncodingError: 400,
  PayloadTooLargeError: 413,
  UnsupportedMediaTypeError: 415,
  UnsupportedEncodingError: 415,
  NotMultipartError: 415,
};
const REQUEST_ERROR_MESSAGES: Record<GatewayErrorName, string> = {
  MalformedJsonError: 'Malformed JSON body',
  MalformedEncodingError: 'The body does not decode with its Content-Encoding',
  PayloadTooLargeError: 'Request body too large',
  UnsupportedMediaTypeError: 'Expected application/json',
  UnsupportedEncodingError: 'Unsupported Content-Encoding: send gzip, deflate, br or none',
  NotMultipartError: 'Expected multipart/form-data',
};

/**
 * Seconds a caller is asked to wait after a 503: about what NATS takes to reconnect, or a new replica to start
 * serving; the gateway has already asked once more where that was safe.
 */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 3;

/** 5xx bodies are fixed: whatever the service or the bus said about itself stays in the logs. */
const SERVER_ERRORS: Record<string, HttpErrorResponse> = {
  // Nobody serves, the request was lost on the way, or the bus is closed: each passes by itself.
  Unavailable: {
    status: 503,
    body: { message: 'Service unavailable' },
    headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
  },
  Timeout: { status: 504, body: { message: 'Service did not answer in time' }, headers: {} },
};

export const INTERNAL_ERROR: HttpErrorResponse = {
  status: 500,
  body: { message: 'Internal server error' },
  headers: {},
};

/**
 * Maps anything thrown while handling a request to the HTTP answer. Matches on `name` only: errors that
 * crossed the bus are rebuilt on this side, so `instanceof` would say nothing true about them.
 */
export function toHttpResponse(err: unknown): HttpErrorResponse {
  const name = readString(err, 'name');
  if (name === undefined) return copy(INTERNAL_ERROR);

  if (name in REQUEST_ERRORS) {
    const requestError = name as GatewayErrorName;
    return {
      status: REQUEST_ERRORS[requestError],
      body: { message: REQUEST_ERROR_MESSAGES[requestError] },
      headers: {},
    };
  }

  const clientStatus = CLIENT_ERROR_STATUS[name as ErrorName];
  if (clientStatus !== undefined) {
    const body: HttpErrorBody = { message: readString(err, 'message') || defaultMessage(clientStatus) };
    const fields = readFields(err);
    if (fields) body.errors = fields;
    const usages = readUsages(err);
    if (usages) body.usages = usages;
    const headers: Record<string, string> = {};
    const retryAfter = readRetryAfter(err);
    if (clientStatus === 429 && retryAfter !== undefined) headers['Retry-After'] = String(retryAfter);
    return { status: clientStatus, body, headers };
  }

  const serverError = SERVER_ERRORS[name];
  if (serverError) return copy(serverError);

  return copy(INTERNAL_ERROR);
}

/**
 * Builds an error the gateway raises; it reaches the error middleware like any service error. Not the
 * kit's AppError: request errors (413, 415, malformed JSON) are not contract names, and the gateway
 * never needs to send an error back over the bus.
 */
export function gatewayError(
  name: ErrorName | GatewayErrorName,
  message: string,
  details: { fields?: Record<string, string>; retryAfterSeconds?: number } = {},
): Error {
  const error = new Error(message);
  error.name = name;
  return Object.assign(error, details);
}

function readString(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const found = (value as Record<string, unknown>)[key];
  return typeof found === 'string' ? found : undefined;
}

function readFields(err: unknown): Record<string, string> | undefined {
  const fields = (err as { fields?: unknown }).fields;
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return undefined;
  const entries = Object.entries(fields).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function readUsages(err: unknown): MediaUsage[] | undefined {
  const usages = (err as { usages?: unknown }).usages;
  if (!Array.isArray(usages)) return undefined;
  const valid = usages.flatMap((usage: unknown): MediaUsage[] => {
    const { kind, id, title } = (usage ?? {}) as Record<string, unknown>;
    return CMS_ITEM_KINDS.includes(kind as CmsItemKind) && typeof id === 'string' && typeof title === 'string'
      ? [{ kind: kind as CmsItemKind, id, title }]
      : [];
  });
  return valid.length > 0 ? valid : undefined;
}

function readRetryAfter(err: unknown): number | undefined {
  const seconds = (err as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return undefined;
  // Retry-After takes whole seconds; rounding down could invite a retry that is refused again.
  return Math.ceil(seconds);
}

function defaultMessage(status: number): string {
  switch (status) {
    case 401:
      return 'Not authenticated';
    case 403:
      return 'Not allowed';
    case 404:
      return 'Not found';
    case 409:
      return 'Conflict';
    case 429:
      return 'Too many requests';
    default:
      return 'Invalid request';
  }
}

function copy(response: HttpErrorResponse): HttpErrorResponse {
  return { status: response.status, body: { ...response.body }, headers: { ...response.headers } };
}
