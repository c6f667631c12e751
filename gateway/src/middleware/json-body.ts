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
  onError: (err) => {
    throw translate(err);
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

/** co-body and raw-body report by status; the error middleware matches names. */
function translate(err: Error): Error {
  const status = (err as { status?: unknown }).status;
  if (status === 413) return gatewayError('PayloadTooLargeError', 'Request body too large');
  if (status === 415) return gatewayError('UnsupportedMediaTypeError', 'Expected application/json');
  // Unparsable JSON, a body shorter than its Content-Length, an aborted upload.
  if (status === 400) return gatewayError('MalformedJsonError', 'Malformed JSON body');
  return err;
}
