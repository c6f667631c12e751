/** Path parameters of a matched route, decoded (`/campaign/:id` on `/campaign/42` gives `{ id: '42' }`). */
export type RouteParams = Readonly<Record<string, string>>;

/** Tells whether a request path matches a route pattern and, if so, with which parameters. */
export type RouteMatcher = (path: string) => RouteParams | null;

/**
 * Compiles a route pattern of the remotes manifest with the shell's (react-router's) rules, so the gateway
 * and the browser agree on which paths are pages: `:name` is one non-empty segment, a final `*` is the rest
 * of the path (possibly empty, available as the `*` parameter), letters match in any case and a trailing
 * slash is ignored.
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
