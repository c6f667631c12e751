import type {
  Access,
  AdminPrincipal,
  OwnerPrincipal,
  Principal,
  ReferrerPrincipal,
  ServicePrincipal,
} from '@referrals/contracts';
import { Errors, type AppError } from '../errors.ts';
import { parseInput, type InputSchema } from '../validation.ts';
import type { Endpoint, RequestContext } from './types.ts';

/**
 * Who may call an endpoint: a gateway access level (`public`, `owner`, `referrer`, `admin`, `super_admin`),
 * or `service` for a bus-only subject that only another service may call (a principal the gateway never
 * forwards: it only forwards the session kinds it verified).
 */
export type CallerKind = Access | 'service';

/** The principal an endpoint of caller kind `K` is handed once the caller is let in. */
export type PrincipalOf<K extends CallerKind> = K extends 'public'
  ? Principal | null
  : K extends 'owner'
    ? OwnerPrincipal
    : K extends 'referrer'
      ? ReferrerPrincipal
      : K extends 'admin' | 'super_admin'
        ? AdminPrincipal
        : K extends 'service'
          ? ServicePrincipal
          : never;

/** Turns one raw path parameter into the value the use case gets, or throws the endpoint's answer. */
export type ParamParser<T> = (value: unknown) => T;

type ParamParsers = Record<string, ParamParser<unknown>>;
type ParsedParams<P extends ParamParsers> = { [N in keyof P]: ReturnType<P[N]> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for an id the `uuid` columns can be asked about (anything else would be a database error). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * A UUID path parameter. A malformed one gets `malformed()`, which should be the very answer an unknown
 * id gets (a NotFoundError naming the resource), so a caller cannot tell a malformed id from a missing one.
 */
export function uuidParam(malformed: () => AppError): ParamParser<string> {
  return (value) => {
    if (!isUuid(value)) throw malformed();
    return value;
  };
}

/**
 * A path parameter handed to the use case as it came (a slug, say), for use cases that check it
 * themselves against their own rules.
 */
export const rawParam: ParamParser<unknown> = (value) => value;

/** The gateway's payload (`{ params, query, body }`) as a service receives it. */
interface ApiPayload {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/** What a use case is handed: the request's context, the caller narrowed to its kind and the parsed input. */
export interface EndpointCall<K extends CallerKind, P extends ParamParsers, B, Q, M> extends Omit<
  RequestContext,
  'principal'
> {
  principal: PrincipalOf<K>;
  params: ParsedParams<P>;
  /** The JSON body parsed by the spec's `body` schema (POST/PUT/PATCH routes); undefined without one. */
  body: B;
  /** The query string parsed by the spec's `query` schema (GET/DELETE routes); undefined without one. */
  query: Q;
  /** A bus-only subject's whole message, parsed by the spec's `message` schema; undefined without one. */
  message: M;
}

/** One endpoint, said once: who may call, its input and path parameters, and the use case. */
export interface EndpointSpec<K extends CallerKind, P extends ParamParsers, B, Q, M> {
  /**
   * One kind of caller, or several (e.g. `['referrer', 'owner']` for a referrer's progress, which their
   * campaign's owner may read too): the use case receives the principal of whichever kind called.
   */
  access: K | readonly K[];
  /** Path parameters by name; each parser refuses a malformed value with the endpoint's own answer. */
  params?: P;
  body?: InputSchema<B>;
  query?: InputSchema<Q>;
  /**
   * For subjects other services call directly: the message is the input itself, not the gateway's
   * `{ params, query, body }`.
   */
  message?: InputSchema<M>;
  handle(call: EndpointCall<K, P, B, Q, M>): Promise<unknown>;
}

/**
 * Builds a bus endpoint from its spec. Every request goes through the same steps, in this order: the caller
 * is checked against `access` (see {@link requireCaller}), the input is parsed with the contract's schemas
 * ({@link parseInput}: InputError with the schema's messages), the path parameters are parsed (a malformed
 * id gets the same answer as an unknown one), then `handle` runs. Input comes before parameters so a bad
 * body is reported as such whatever the id.
 */
export function endpoint<
  K extends CallerKind,
  P extends ParamParsers = Record<never, never>,
  B = undefined,
  Q = undefined,
  M = undefined,
>(spec: EndpointSpec<K, P, B, Q, M>): Endpoint {
  return async (ctx: RequestContext) => {
    const principal = requireCaller(spec.access, ctx.principal);
    const payload = (isObject(ctx.data) ? ctx.data : {}) as ApiPayload;
    const message = (spec.message ? await parseInput(spec.message, ctx.data) : undefined) as M;
    const body = (spec.body ? await parseInput(spec.body, payload.body) : undefined) as B;
    const query = (spec.query ? await parseInput(spec.query, payload.query) : undefined) as Q;
    const params = parseParams(spec.params, payload.params);
    return spec.handle({ ...ctx, principal, params, body, query, message });
  };
}

/**
 * The caller, when its kind may call: with several kinds, the principal's own kind decides (a caller of
 * none of them is refused as {@link requireCaller} refuses the first). `public` lets anyone in; `owner`, `referrer` and `admin` need a
 * principal of that kind (anything else is an AuthenticationError: sign in as one); `super_admin` needs an
 * admin with that role (another admin is a NotAllowedError); `service` needs a service principal, and any
 * other caller, however signed in, is a NotAllowedError.
 */
export function requireCaller<K extends CallerKind>(
  access: K | readonly K[],
  principal: Principal | null,
): PrincipalOf<K> {
  if (isKindList(access)) {
    const own = access.find((kind) => kindOf(kind) === principal?.kind);
    return requireCaller(own ?? access[0], principal);
  }
  if (access === 'public') return principal as PrincipalOf<K>;
  if (principal === null) throw Errors.authentication();
  switch (access) {
    case 'service':
      if (principal.kind !== 'service') throw Errors.notAllowed();
      break;
    case 'super_admin':
      if (principal.kind !== 'admin') throw Errors.authentication();
      if (principal.role !== 'super_admin') throw Errors.notAllowed();
      break;
    default:
      if (principal.kind !== access) throw Errors.authentication();
  }
  return principal as PrincipalOf<K>;
}

function isKindList<K extends CallerKind>(access: K | readonly K[]): access is readonly K[] {
  return Array.isArray(access);
}

/** The principal kind a caller kind is: `super_admin` is an admin's role. */
function kindOf(kind: CallerKind): Principal['kind'] | 'public' {
  return kind === 'super_admin' ? 'admin' : kind;
}

function parseParams<P extends ParamParsers>(parsers: P | undefined, raw: unknown): ParsedParams<P> {
  const params: Record<string, unknown> = {};
  const given = isObject(raw) ? raw : {};
  for (const [name, parse] of Object.entries(parsers ?? {})) {
    // Own properties only: a parameter named like an Object.prototype member must not read the prototype.
    params[name] = parse(Object.hasOwn(given, name) ? given[name] : undefined);
  }
  return params as ParsedParams<P>;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
