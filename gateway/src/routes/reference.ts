import type { ApiRoute } from './types.ts';

interface DescribableSchema {
  describe(): { fields?: Record<string, { optional?: boolean }> };
}

function inputFields(route: ApiRoute): string {
  const schema = route.schema as Partial<DescribableSchema> | undefined;
  const fields = schema?.describe?.().fields;
  if (!fields) return '–';
  return Object.entries(fields)
    .map(([name, field]) => (field.optional ? `${name}?` : name))
    .join(', ');
}

/**
 * The API reference (docs/api.md) rendered from the route table itself, so the documentation cannot drift
 * from what the gateway serves; `npm run docs:api` rewrites the file and a gateway test checks it is current.
 */
export function renderApiReference(routes: readonly ApiRoute[]): string {
  const rows = routes.map(
    (route) =>
      `| ${route.method} | \`${route.path}\` | ${route.access} | ${inputFields(route)} | ${route.status ?? 200} | \`${route.subject}\` |`,
  );
  return [
    '# API reference',
    '',
    'Generated from the gateway route table (`gateway/src/routes/`) by `npm run docs:api`; do not edit by hand.',
    'Every answer is JSON. Errors are `{ "message": "...", "errors": { "field": "message" } }` with 400 (input),',
    '401 (no or expired session), 403 (not allowed, or a cross-site request), 404, 409 (conflict), 429 (throttled,',
    'with `Retry-After`), 503 (service unavailable) or 504 (service too slow); any other failure is a bare 500.',
    'Access `owner` means the `sid` session cookie set by register or login; `?` marks an optional field.',
    '',
    '| method | path | access | input | success | bus subject |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
