import type { IncomingMessage } from 'node:http';
import type { Context, Middleware } from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { gatewayError } from '../errors.ts';

export const JSON_BODY_LIMIT = '1mb';
const JSON_TYPES = ['application/json'];

const parseJson = koaBody({
  json: true,
  jsonTypes: JSON_TYPES,
  jsonLimit: JSON_BODY_LIMIT,
  // Only objects and arrays: a bare `"text"` or `42` is never a valid call.
  jsonStrict: true,
  urlencoded: false,
  text: false,
  multipart: false,
  parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH],
  onError: (err, ctx) => {
    throw translate(err, ctx.req);
  },
});

/**
 * Parses the JSON body of an /api call. Any other body type is refused rather than ignored, so a call
 * never reaches a service with its input silently dropped; forms and plain text are also what a
 * cross-site page can send without a CORS preflight. An empty body (logout) is not a body.
 */
export function jsonBody(): Middleware {
  return async (ctx, next) => {
    if (hasBody(ctx.req) && !ctx.is(JSON_TYPES)) {
      throw gatewayError('UnsupportedMediaTypeError', 'Expected application/json');
    }
    await parseJson(ctx, next);
  };
}

/** The JSON body, or an empty object when the call had none. */
export function requestBody(ctx: Context): unknown {
  return ctx.request.body ?? {};
}

function hasBody(req: IncomingMessage): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(req.headers['content-length']);
  return Number.isFinite(length) && length > 0;
}

/**
 * co-body and raw-body report by status; the error middleware matches names. Every failure of the body
 * itself is the caller's, so none of them may reach the error middleware as a bare 500.
 */
function translate(err: Error, req: IncomingMessage): Error {
  const { status } = err as { status?: unknown };
  if (status === 413) return gatewayError('PayloadTooLargeError', 'Request body too large');
  // inflation (under co-body) names an encoding it cannot decode only in the message.
  if (status === 415 && err.message.startsWith('Unsupported Content-Encoding')) {
    return gatewayError('UnsupportedEncodingError', 'Unsupported Content-Encoding');
  }
  if (status === 415) return gatewayError('UnsupportedMediaTypeError', 'Expected application/json');
  // Unparsable JSON, a body shorter than its Content-Length, an aborted upload.
  if (status === 400) return gatewayError('MalformedJsonError', 'Malformed JSON body');
  // What is left of a compressed body is its decompressor's failure (zlib's errors carry a code, no status,
  // and koa-body rewraps them when they come from another realm, so the code is not a reliable sign).
  if (isEncoded(req)) {
    return gatewayError('MalformedEncodingError', 'The body does not decode with its Content-Encoding');
  }
  return err;
}

function isEncoded(req: IncomingMessage): boolean {
  const encoding = req.headers['content-encoding'];
  return encoding !== undefined && encoding.trim().toLowerCase() !== 'identity';
}
