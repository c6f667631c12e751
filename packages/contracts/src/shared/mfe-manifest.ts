/**
 * The runtime remotes manifest (`GET /mfe-manifest.json`, docs/adr/0001-runtime-remotes-manifest.md): which microfrontends exist,
 * where their `mf-manifest.json` is, and which routes each owns. The gateway validates it at start and the
 * shell again when it boots, with the same rules.
 */

/** One microfrontend as the shell registers it at runtime. */
export interface MfeRemote {
  /** Module Federation container name, e.g. `mfe_owner`. */
  name: string;
  /** URL of the remote's `mf-manifest.json`: a path on this origin or an absolute http(s) URL. */
  entry: string;
  /** react-router patterns the remote owns, e.g. `/campaign/:id`. */
  routes: string[];
  /**
   * The remote's server build (`./server-render.ts`), a path on this origin such as
   * `/mfe/public/server/render.mjs`: the gateway renders the remote's pages with it before any script runs.
   */
  server?: string;
}

export interface MfeManifest {
  remotes: MfeRemote[];
}

/** Container names end up as JavaScript identifiers in the federation runtime. */
const CONTAINER_NAME = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Every problem of an untrusted manifest; empty when it is valid. */
export function mfeManifestProblems(raw: unknown): string[] {
  const problems: string[] = [];
  const remotes = isObject(raw) ? raw.remotes : undefined;
  if (!Array.isArray(remotes) || remotes.length === 0) {
    problems.push('"remotes" must be a non-empty array');
  } else {
    const names = new Set<string>();
    const owners = new Map<string, string>();
    remotes.forEach((remote: unknown, index) => {
      const at = `remotes[${index}]`;
      if (!isObject(remote)) {
        problems.push(`${at} must be an object`);
        return;
      }
      const { name, entry, routes, server } = remote;
      if (typeof name !== 'string' || !CONTAINER_NAME.test(name)) {
        problems.push(`${at}.name must be a Module Federation container name such as "mfe_owner"`);
      } else if (names.has(name)) {
        problems.push(`${at}.name "${name}" is listed twice`);
      } else {
        names.add(name);
      }
      if (typeof entry !== 'string' || !isEntryUrl(entry)) {
        problems.push(`${at}.entry must be a path on this origin ("/mfe/...") or an http(s) URL`);
      }
      if (server !== undefined && (typeof server !== 'string' || !/^\/(?!\/)\S*\.m?js$/.test(server))) {
        problems.push(
          `${at}.server must be the path on this origin of a JavaScript module ("/mfe/.../render.mjs")`,
        );
      }
      if (!Array.isArray(routes) || routes.length === 0) {
        problems.push(`${at}.routes must be a non-empty array of route patterns`);
        return;
      }
      routes.forEach((route: unknown, routeIndex) => {
        if (typeof route !== 'string' || !route.startsWith('/')) {
          problems.push(`${at}.routes[${routeIndex}] must be a route pattern starting with "/"`);
          return;
        }
        const owner = owners.get(route);
        if (owner !== undefined) {
          problems.push(`${at}.routes[${routeIndex}] "${route}" is already owned by ${owner}`);
        } else {
          owners.set(route, typeof name === 'string' ? name : at);
        }
      });
    });
  }
  return problems;
}

/** Path parameters of a matched route, decoded (`/campaign/:id` on `/campaign/42` gives `{ id: '42' }`). */
export type RouteParams = Readonly<Record<string, string>>;

/** Tells whether a path matches a route pattern and, if so, with which parameters. */
export type RouteMatcher = (path: string) => RouteParams | null;

/**
 * Compiles a route pattern of the manifest with the rules the gateway (which paths are pages) and the
 * browser (which remote, which page) share: `:name` is one non-empty segment, a final `*` is the rest of the
 * path (possibly empty, available as the `*` parameter), letters match in any case and a trailing slash is
 * ignored.
 */
export function compileRoutePattern(pattern: string): RouteMatcher {
  const names: string[] = [];
  const segments = pattern.split('/').filter((segment) => segment !== '');
  let source = '';
  for (const [index, segment] of segments.entries()) {
    if (segment === '*' && index === segments.length - 1) {
      names.push('*');
      source += '(?:/(.*))?';
    } else if (segment.startsWith(':')) {
      names.push(segment.slice(1));
      source += '/([^/]+)';
    } else {
      source += `/${escapeRegExp(segment)}`;
    }
  }
  const regExp = new RegExp(`^${source}/?$`, 'i');
  return (path) => {
    const match = regExp.exec(path);
    if (!match) return null;
    const params: Record<string, string> = {};
    names.forEach((name, index) => {
      params[name] = decodeSegment(match[index + 1] ?? '');
    });
    return params;
  };
}

/**
 * How specific a pattern is, as react-router ranks routes: among the patterns matching a path the highest
 * wins (a static segment outranks a parameter, which outranks a final `*`).
 */
export function routePatternScore(pattern: string): number {
  const segments = pattern.split('/').filter((segment) => segment !== '');
  return segments.reduce(
    (score, segment, index) =>
      score + (segment === '*' && index === segments.length - 1 ? -2 : segment.startsWith(':') ? 3 : 10),
    segments.length,
  );
}

/** The pattern of a list that shows a path, and its parameters. */
export interface RouteMatch {
  pattern: string;
  /** Where the pattern is in the list. */
  index: number;
  params: RouteParams;
}

const compiledPatterns = new Map<string, { match: RouteMatcher; score: number }>();

/**
 * The best of `patterns` for `path` (the highest {@link routePatternScore}; the first listed among equals),
 * or null when none matches. Patterns are compiled once.
 */
export function bestRouteMatch(patterns: readonly string[], path: string): RouteMatch | null {
  let best: RouteMatch | null = null;
  let bestScore = -Infinity;
  patterns.forEach((pattern, index) => {
    let compiled = compiledPatterns.get(pattern);
    if (!compiled) {
      compiled = { match: compileRoutePattern(pattern), score: routePatternScore(pattern) };
      compiledPatterns.set(pattern, compiled);
    }
    const params = compiled.score > bestScore ? compiled.match(path) : null;
    if (params) {
      best = { pattern, index, params };
      bestScore = compiled.score;
    }
  });
  return best;
}

/** The remote of `manifest` that owns `path`, or null when none does (the 404 page). */
export function remoteOwning(manifest: MfeManifest, path: string): string | null {
  const routes = manifest.remotes.flatMap((remote) => remote.routes.map((route) => ({ route, remote })));
  const match = bestRouteMatch(
    routes.map(({ route }) => route),
    path,
  );
  return match ? routes[match.index].remote.name : null;
}

function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // A malformed escape stays as sent: resolvers see exactly what the address bar held.
    return value;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function isEntryUrl(entry: string): boolean {
  if (entry.startsWith('/')) return !entry.startsWith('//');
  try {
    const { protocol } = new URL(entry);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
