import type { Access } from '@referrals/contracts';
import type { InputSchema as KitInputSchema } from '@referrals/service-kit';
import type { YupDescription } from '../openapi/json-schema.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Methods whose input is a JSON body; the others carry their input in the query string. */
export const BODY_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH']);

/**
 * What the gateway needs from an input schema. The yup schemas of `@referrals/contracts` fit it; it is
 * stated structurally so the route table stays plain data the authorization matrix can read. `describe()`
 * (yup's) feeds the input type check, the OpenAPI document and docs/api.md.
 */
export interface InputSchema extends KitInputSchema<unknown> {
  describe(): YupDescription;
}

/**
 * The input of a route that takes none: anything the caller sends is dropped (as unknown fields are), so
 * a row without input still says so, and the input bounds of every route apply to it too.
 */
export const NO_INPUT: InputSchema = {
  validate: () => Promise.resolve({}),
  describe: () => ({ type: 'object', fields: {} }),
};

/** A kind of browser session the gateway keeps in a cookie of its own (session-cookie.ts). */
export type SessionKind = Extract<Access, 'owner' | 'referrer'>;

/**
 * Who may call a row: one access level, or several kinds of signed-in caller (a referrer's progress, which
 * the campaign's owner reads too). With several, the caller is whoever the first presented session is of.
 */
export type RouteAccess = Access | readonly [Exclude<Access, 'public'>, ...Exclude<Access, 'public'>[]];

/** The access levels of a row, one or several. */
export function accessLevels(access: RouteAccess): readonly Access[] {
  return typeof access === 'string' ? [access] : access;
}

/**
 * What a path parameter is, by its name in the table's paths (every parameter must be listed here): `uuid`
 * parameters are record ids (the owning service answers 404 for one that is not a UUID, as for an unknown
 * id), `text` ones (slugs, referral and voucher codes) any text; the OpenAPI document declares them so. The gateway itself refuses only
 * text no service could store (NUL, lone surrogates).
 */
export const PATH_PARAMS = {
  id: 'uuid',
  userId: 'uuid',
  slug: 'text',
  code: 'text',
  token: 'text',
  key: 'text',
} as const satisfies Record<string, 'uuid' | 'text'>;

/** One row of the /api contract. */
export interface ApiRoute {
  method: HttpMethod;
  /** @koa/router syntax (path-to-regexp v8), e.g. `/api/campaigns/:id`. */
  path: string;
  /** Bus subject that answers the call, `<service>.<operation>`. */
  subject: string;
  /**
   * Validates the JSON body (POST/PUT/PATCH) or the query string (GET/DELETE); {@link NO_INPUT} when the
   * route takes none.
   */
  schema: InputSchema;
  /** Who may call it; the gateway authenticates, the service authorises against its own data. */
  access: RouteAccess;
  /**
   * `issues`: the service's reply carries `session` (an IssuedSession) that becomes the cookie of that
   * session kind and never reaches the browser's body. `ends`: that kind's cookie is cleared once the
   * service has answered.
   */
  session?: { issues: SessionKind } | { ends: SessionKind };
  /**
   * GET owner rows whose answer depends on nothing but the caller's session and account (identity records
   * `loginChanged` or `businessUpdated` whenever that changes): the gateway keeps the answer with the cached
   * session and answers repeats without a bus request (docs/adr/0011-gateway-session-cache.md).
   */
  sessionCached?: boolean;
  /**
   * GET rows whose answer shows one business's data and changes only when the owning service broadcasts
   * `answersChangedSubject(service)` for that business (the campaign service does, after every committed change to
   * what its reads show): the gateway keeps each caller's answer and answers repeats, and revalidations, without
   * a bus request (docs/adr/0015-gateway-answer-cache.md). `business` says where the answer's business id is: a
   * path parameter of the row, or a top-level field of the answer. `site`: the answer is the public site's
   * content, the same for every caller (the CMS's published pages, posts and settings), kept until the owning
   * service broadcasts any change (the CMS's broadcasts name no business: they drop every kept answer).
   */
  answerCached?: { business: { param: keyof typeof PATH_PARAMS } | { field: string } } | { site: true };
  /**
   * Writes by which a caller changes a business that is not their session's (an administrator's): `param` is
   * the path parameter naming it. Before answering, the gateway forgets that business's cached owner sessions
   * (with the answers kept with them) and its cached answers, as it does for a caller's own writes, so the
   * next request through it, the owner's included, shows the change without waiting for identity's event.
   */
  changesBusiness?: { param: keyof typeof PATH_PARAMS };
  /**
   * Writes that may change the public site's content (the CMS's editors): before answering, the gateway forgets
   * the site's kept answers and the settings its pages are made with, as for `changesBusiness`, so the editor's
   * next look at the site shows the change without waiting for the CMS's broadcast.
   */
  changesSite?: boolean;
  /**
   * Public rows only: a caller who holds a session of this kind is recognised (the service receives their
   * principal and may answer more, e.g. the voucher page's `canRedeem`); no session, or one no longer valid,
   * is an anonymous call, never a refusal. Such a row is never `answerCached`.
   */
  recognises?: SessionKind;
  /** Another path to the operation of an earlier row with the same subject (kept for the contract). */
  alias?: boolean;
  /** HTTP status of a successful answer (default 200). */
  status?: number;
  /**
   * GET rows only: the page that shows this address to a person. A caller that prefers HTML to JSON (a browser
   * opening the link from an e-mail) is answered `303 See Other` to `{browserPage}/{path parameters}`, and the
   * service is not asked; API callers get the row's JSON.
   */
  browserPage?: string;
  /**
   * POST rows whose input is only their path: the body is not read, whatever its type, for callers that send
   * a form (a mail app's RFC 8058 one-click unsubscribe sends `List-Unsubscribe=One-Click`).
   */
  bodyIgnored?: boolean;
  /**
   * The answer is one JSON array too large for one bus reply (1 MiB): the service answers pages,
   * `ExportPage` (`{ items, next }`) for `{ params, query: { after? } }`, and the gateway asks page after
   * page until `next` is null, streaming the concatenated array (no ETag, `no-store`). The caller's query
   * string is not forwarded. GET rows only.
   */
  paged?: boolean;
  /**
   * GET rows whose service answers one page of a list, `CmsList` (`{ items, next }`): the body is `items`, a
   * JSON array, and the `X-Next-Cursor` header names the next page's cursor when there is one (the caller
   * passes it back as `?cursor=`).
   */
  cursorList?: boolean;
  /**
   * GET rows that read by an address word that may have been renamed: a service answer `{ movedTo }`
   * (`CmsMovedAnswer`) becomes `301 Moved Permanently` to this row's own path with `param` replaced by
   * `movedTo`, so callers and search engines follow the rename.
   */
  moved?: { param: keyof typeof PATH_PARAMS };
  /**
   * Body rows that name a top-level address of the site (a CMS page's slug, served at `/{slug}`): `field` of
   * the body may not be a word the site already uses, the first segment of a route of the loaded MFE
   * manifest or a path the gateway serves itself (api/reserved-words.ts), answered 400 on that field.
   */
  reservesWord?: { field: string };
  /**
   * Writes a client may retry safely: the HTTP `Idempotency-Key` (1 to 255 printable ASCII characters, else
   * 400) goes to the service, which answers a repeat of a committed write with its first answer and
   * `Idempotent-Replayed: true` (the kit's `answerOnce`). Body rows only.
   */
  idempotent?: boolean;
}
