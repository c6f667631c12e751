import type { Access } from '@referrals/contracts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Methods whose input is a JSON body; the others carry their input in the query string. */
export const BODY_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH']);

/**
 * What the gateway needs from an input schema. The yup schemas of `@referrals/contracts` fit it; it is
 * stated structurally so the route table stays plain data the authorization matrix can read.
 */
export interface InputSchema {
  validate(value: unknown, options?: { abortEarly?: boolean; stripUnknown?: boolean }): Promise<unknown>;
}

/** One row of the /api contract (SPEC.md §7). */
export interface ApiRoute {
  method: HttpMethod;
  /** @koa/router syntax (path-to-regexp v8), e.g. `/api/campaigns/:id`. */
  path: string;
  /** Bus subject that answers the call, `<service>.<operation>`. */
  subject: string;
  /** Validates the JSON body (POST/PUT/PATCH) or the query string (GET/DELETE). */
  schema?: InputSchema;
  /** Who may call it; the gateway authenticates, the service authorises against its own data. */
  access: Access;
  /**
   * `issue`: the service's reply carries `session` (an IssuedSession) that becomes the session cookie and
   * never reaches the browser's body. `end`: the session cookie is cleared once the service has answered.
   */
  session?: 'issue' | 'end';
  /** HTTP status of a successful answer (default 200). */
  status?: number;
  /**
   * The answer is one JSON array too large for one bus reply (1 MiB): the service answers pages,
   * `ExportPage` (`{ items, next }`) for `{ params, query: { after? } }`, and the gateway asks page after
   * page until `next` is null, streaming the concatenated array (no ETag, `no-store`). The caller's query
   * string is not forwarded. GET rows only.
   */
  paged?: boolean;
}
