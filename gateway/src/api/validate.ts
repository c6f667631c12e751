import { isCleanText, parseInput } from '@referrals/service-kit';
import { gatewayError } from '../errors.ts';
import type { ApiRoute } from '../routes/index.ts';

/** The caller's input once it passed the route's schema and path parameter rules. */
export interface RouteInput {
  params: Record<string, string>;
  query: unknown;
  body: unknown;
}

/**
 * The one input step every route goes through before a service sees anything: the path parameters are
 * checked ({@link checkParams}), then the body (POST/PUT/PATCH, which must be a JSON object) or the query
 * string ({@link queryObject}) is normalised and validated by the kit's `parseInput` with the very schema
 * object the form uses, so the answer repeats the form's wording (see `parseInput` for the normalising:
 * plain objects only, no prototype-named keys, no NUL or lone surrogates, bounded depth and size). The
 * input a route does not read (the query of a body route, the body of a query route) is not forwarded.
 */
export async function validateRouteInput(
  route: ApiRoute,
  raw: {
    params: Record<string, string>;
    query: Record<string, string | string[] | undefined>;
    body: unknown;
  },
  inputInBody: boolean,
): Promise<RouteInput> {
  const params = checkParams(raw.params);
  if (inputInBody)
    return { params, query: {}, body: await parseInput(route.schema, requireJsonObject(raw.body)) };
  return { params, query: await parseInput(route.schema, queryObject(raw.query)), body: {} };
}

/** A JSON body the schemas can read: an object, not an array or a scalar. */
export function requireJsonObject(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw gatewayError('InputError', 'Expected a JSON object');
  }
  return value as Record<string, unknown>;
}

/**
 * The query string as one value per key. No route's query takes a list, so a key given twice
 * (`?search=a&search=b`) is refused rather than one of its values picked silently.
 */
export function queryObject(query: Record<string, string | string[] | undefined>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      throw gatewayError('InputError', `Query parameter "${key}" must be given once`, {
        fields: { [key]: 'Must be given once' },
      });
    }
    result[key] = value;
  }
  return result;
}

/**
 * Path parameters as text a service can store and look up: one holding NUL or a lone surrogate is refused
 * with a 400 naming it (PostgreSQL cannot take it). Whether an id is a UUID (`PATH_PARAMS`) is the owning
 * service's check, since its 404 names what was not found ("Campaign not found"), which the gateway cannot.
 */
export function checkParams(params: Record<string, string>): Record<string, string> {
  for (const [name, value] of Object.entries(params)) {
    if (!isCleanText(value)) {
      throw gatewayError('InputError', `Path parameter "${name}" contains a character that is not allowed`, {
        fields: { [name]: 'Contains a character that is not allowed' },
      });
    }
  }
  return { ...params };
}
