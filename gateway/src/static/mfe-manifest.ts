import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** One microfrontend as the shell registers it at runtime (ARCHITECTURE.md §4). */
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

export const DEFAULT_MFE_MANIFEST_PATH = fileURLToPath(
  new URL('../../config/mfe-manifest.json', import.meta.url),
);

/** Container names end up as JavaScript identifiers in the federation runtime. */
const CONTAINER_NAME = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * Reads and validates the manifest once, at start. A broken manifest would break every page of the
 * product at once and only in the browser, so the gateway refuses to start with it instead.
 */
export async function loadMfeManifest(path: string): Promise<MfeManifest> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    throw new Error(
      `Cannot read the MFE manifest at ${path} (set MFE_MANIFEST to a JSON file): ${(err as Error).message}`,
      { cause: err },
    );
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    throw new Error(`The MFE manifest at ${path} is not valid JSON: ${(err as Error).message}`, {
      cause: err,
    });
  }
  return parseMfeManifest(raw, path);
}

/** Returns the manifest unchanged when it is valid; otherwise throws listing every problem. */
export function parseMfeManifest(raw: unknown, source: string): MfeManifest {
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
  if (problems.length > 0) {
    throw new Error(`Invalid MFE manifest ${source}:\n  - ${problems.join('\n  - ')}`);
  }
  return raw as MfeManifest;
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
