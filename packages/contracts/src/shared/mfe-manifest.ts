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
      const { name, entry, routes } = remote;
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
