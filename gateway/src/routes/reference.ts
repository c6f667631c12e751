import { INPUT_LIMITS } from '@referrals/service-kit';
import { accessLevels, type ApiRoute } from './types.ts';

function inputFields(route: ApiRoute): string {
  const fields = Object.entries(route.schema.describe().fields ?? {});
  if (fields.length === 0) return '–';
  return fields.map(([name, field]) => (field.optional === false ? name : `${name}?`)).join(', ');
}

/** What the success column adds to the status of rows whose answer the gateway shapes. */
function answerNotes(route: ApiRoute): string {
  const notes = [
    route.paged && ' (paged)',
    route.cursorList && ' (list, X-Next-Cursor)',
    route.moved && ' (301 when renamed)',
    route.reservesWord && ` (400: ${route.reservesWord.field} is a path of the site)`,
    route.idempotent && ' (Idempotency-Key)',
  ];
  return notes.filter(Boolean).join('');
}

/** Calls the gateway answers itself (files never cross the bus), described by hand next to their code. */
const GATEWAY_SERVED = [
  '## Served by the gateway itself',
  '',
  '| method | path | access | input | success |',
  '|---|---|---|---|---|',
  '| POST | `/api/upload` | owner | multipart: `file` (PNG, JPEG, GIF or WebP by content, at most 5 MB and 50 megapixels; encoded again, at most 2000 px), `type` (headerImage, logoImage, refereeContent1Image, refereeContent2Image, refereeContent3Image) | 201 `{ url, filename, mimeType, size }` |',
  '| POST | `/api/admin/cms/media/upload` | admin | multipart: `file` (by content: PNG, JPEG, GIF or WebP at most 10 MB; MP4 or WebM at most 100 MB; PDF, DOC or DOCX at most 20 MB; `MEDIA_MAX_MB_*`), `altText` (required for images), `description`? | 201 MediaFileDto (images re-encoded, WebP copies in `variants`) |',
  '| GET, HEAD | `/uploads/{filename}` | public | – | 200 the file with its stored type (`nosniff`, sandboxed), cached for a year (immutable), documents as `Content-Disposition: attachment`; 206 for one `Range` of bytes; 304 on a matching If-None-Match |',
  '| GET | `/api/openapi.json` | public | – | 200 the OpenAPI 3.1 document of every call here, input schemas included (`public, max-age=300`, ETag) |',
  '',
  'Successful GET answers of the table above carry a strong `ETag` and `Cache-Control: private, no-cache`; a',
  'request whose `If-None-Match` matches is answered 304 with no body. Every other /api answer is `no-store`.',
  '',
  'A `(paged)` answer is still one JSON array of every record, but the service sends it to the gateway in pages',
  '(`{ items, next }`, one bus message each, at most 1 MiB) and the gateway streams their concatenation: no',
  '`ETag`, `no-store`. If a page after the first fails, the response is cut short (never a complete-looking',
  'array with records missing); a failure of the first page is an ordinary error answer.',
  '',
  'A `(list, X-Next-Cursor)` answer is one page of a list: a JSON array, and the `X-Next-Cursor` header names the',
  'cursor of the next page (sent back as `?cursor=`) when there is one. A `(301 when renamed)` read by an old',
  'address word answers `301 Moved Permanently` with the new API address in `Location`. A row marked',
  "`(400: slug is a path of the site)` refuses a slug that is the first segment of one of the site's own",
  "paths (the MFE manifest's routes and the paths the gateway serves itself).",
  '',
  'A `(Idempotency-Key)` write may be retried safely. The client sends an `Idempotency-Key` header (1 to 255',
  'printable ASCII characters, else 400; the screens send a new UUID per submission and the same one when they',
  'send it again): a repeat with the same key and the same request within 24 hours is answered what the first',
  'was (same status and body, with `Idempotent-Replayed: true`) and changes nothing, even when the first',
  "attempt's answer was lost after it committed; the same key with another request is 422. A key is kept per",
  "owner's login for a redemption and per campaign for a public sign-up (no session: the same key and form are",
  'the proof). Without the header a repeat is a new request (a second redemption is a 409).',
];

/**
 * The API reference (docs/api.md) rendered from the route table itself, so the documentation cannot drift
 * from what the gateway serves; `npm run docs:api` rewrites the file and a gateway test checks it is current.
 */
export function renderApiReference(routes: readonly ApiRoute[]): string {
  const rows = routes.map(
    (route) =>
      `| ${route.method} | \`${route.path}\` | ${accessLevels(route.access).join(', ')} | ${inputFields(route)} | ${route.status ?? 200}${answerNotes(route)} | \`${route.subject}\` |`,
  );
  return [
    '# API reference',
    '',
    'Generated from the gateway route table (`gateway/src/routes/`) by `npm run docs:api`; do not edit by hand.',
    'Every answer is JSON. Errors are `{ "message": "...", "errors": { "field": "message" } }` with 400 (input),',
    '401 (no or expired session), 403 (not allowed, or a cross-site request), 404, 409 (conflict), 413 (body over',
    '1 MiB), 415 (not JSON, or a Content-Encoding other than gzip, deflate or br), 422 (an Idempotency-Key used',
    'for another request), 429 (throttled, with `Retry-After`), 503 (service unavailable) or 504 (service too',
    'slow); any other failure is a bare 500.',
    'Access `owner` means the `sid` session cookie set by register or login; `?` marks an optional field.',
    'Before any schema, input is normalised: a JSON body must be an object; keys named like `Object.prototype`',
    `members are dropped; text containing NUL or a lone surrogate, objects or arrays nested over ${INPUT_LIMITS.maxDepth} deep, more than`,
    `${INPUT_LIMITS.maxValues} values, an array or object where text is expected, a query parameter given twice, and a path`,
    'parameter holding NUL are 400. The same table yields `GET /api/openapi.json` (OpenAPI 3.1).',
    '',
    '| method | path | access | input | success | bus subject |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    ...GATEWAY_SERVED,
    '',
  ].join('\n');
}
