import { CMS_ITEM_KINDS } from '@referrals/contracts';
import { IDEMPOTENT_REPLAYED_HEADER, MAX_IDEMPOTENCY_KEY_LENGTH } from '@referrals/service-kit';
import { SESSION_COOKIES } from '../api/session-cookie.ts';
import { accessLevels, BODY_METHODS, PATH_PARAMS, type ApiRoute, type RouteAccess } from '../routes/index.ts';
import type { UploadRoute } from '../uploads/upload-routes.ts';
import { toJsonSchema, type JsonSchema, type YupDescription } from './json-schema.ts';

/** Where the gateway serves the document. */
export const OPENAPI_PATH = '/api/openapi.json';

type Operation = Record<string, unknown>;

const ERROR_BODY = { $ref: '#/components/schemas/Error' };

/** Error answers every operation may give, by status; each route adds those its row makes possible. */
const ERROR_RESPONSES: Record<string, string> = {
  '400': 'Invalid input: `message` is the first problem, `errors` the first per field',
  '401': 'No session, or an expired one',
  '403': 'Not allowed, or a cross-site request',
  '404': 'No such record (also for an id that is not a UUID, or a record of another account)',
  '409': 'Conflict with stored data',
  '413': 'Request body too large',
  '415': 'Body is not application/json, or its Content-Encoding is not gzip, deflate, br or none',
  '422': 'The Idempotency-Key was already used for a different request',
  '429': 'Throttled; `Retry-After` says how many seconds to wait',
  '500': 'Unexpected failure',
  '503': 'A service is unavailable',
  '504': 'A service did not answer in time',
};

/**
 * The OpenAPI 3.1 document of the /api contract, built from the same route table, schemas and upload rows
 * the gateway serves, so standard tools (clients, fuzzers, contract tests) see exactly what is enforced. Input
 * schemas are converted from yup's `describe()`; success bodies are left open (`{}`): the shapes are
 * TypeScript DTOs in `@referrals/contracts`, which have no runtime description.
 */
export function buildOpenApiDocument(
  routes: readonly ApiRoute[],
  uploads: readonly UploadRoute[],
): Record<string, unknown> {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:([a-zA-Z]+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operationOf(route);
  }
  for (const upload of uploads) paths[upload.path] = { post: uploadOperation(upload) };
  paths[OPENAPI_PATH] = {
    get: {
      operationId: 'gateway.openapi',
      summary: 'This document',
      tags: ['gateway'],
      security: [],
      responses: { '200': { description: 'The OpenAPI document', content: { 'application/json': {} } } },
    },
  };

  return {
    openapi: '3.1.0',
    info: {
      title: 'ReferralHub API',
      version: '1',
      description:
        'Every /api call of the product. State-changing calls from a browser must come from the site itself ' +
        '(Origin or Referer); calls without either (tools, servers) pass.',
    },
    paths,
    components: {
      securitySchemes: {
        ...Object.fromEntries(
          Object.entries(SESSION_COOKIES).map(([kind, cookie]) => [
            schemeName(kind),
            {
              type: 'apiKey',
              in: 'cookie',
              name: cookie,
              description: `The ${kind} session (HttpOnly), set by the calls that issue it`,
            },
          ]),
        ),
        [schemeName('admin')]: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token of POST /api/admin/auth/login, valid 24 hours from sign-in',
        },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['message'],
          properties: {
            message: { type: 'string' },
            errors: { type: 'object', additionalProperties: { type: 'string' } },
            usages: {
              description: 'Where a media file is still used (the 409 of DELETE /api/admin/cms/media/{id})',
              type: 'array',
              items: {
                type: 'object',
                required: ['kind', 'id', 'title'],
                properties: {
                  kind: { type: 'string', enum: [...CMS_ITEM_KINDS] },
                  id: { type: 'string' },
                  title: { type: 'string' },
                },
              },
            },
          },
        },
      },
      responses: Object.fromEntries(
        Object.entries(ERROR_RESPONSES).map(([status, description]) => [
          `Error${status}`,
          { description, content: { 'application/json': { schema: ERROR_BODY } } },
        ]),
      ),
    },
  };
}

function operationOf(route: ApiRoute): Operation {
  const description = route.schema.describe();
  const inputInBody = BODY_METHODS.has(route.method);
  const parameters = [
    ...pathParameters(route.path),
    ...(inputInBody ? [] : queryParameters(description)),
    ...(route.idempotent ? [IDEMPOTENCY_KEY_PARAMETER] : []),
  ];
  const operation: Operation = {
    // The subject names the operation; a second path to the same one (an alias) adds its path.
    operationId: `${route.method.toLowerCase()}:${route.subject}${route.alias ? `:${route.path}` : ''}`,
    tags: [route.subject.split('.')[0]],
    security: securityOf(route.access),
  };
  // Tools that call the API (the hostile-input suite among them) need to know a call signs in or out.
  if (route.session) operation['x-session'] = route.session;
  if (parameters.length > 0) operation.parameters = parameters;
  if (inputInBody) {
    const hasFields = Object.keys(description.fields ?? {}).length > 0;
    operation.requestBody = {
      required: hasFields,
      content: { 'application/json': { schema: toJsonSchema(description) } },
    };
  }
  operation.responses = responsesOf(route, inputInBody, parameters.length > 0);
  return operation;
}

/** The header of an `idempotent` row. */
const IDEMPOTENCY_KEY_PARAMETER: Operation = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes a retry safe: a repeat with the same key and request, within 24 hours, is answered what the first ' +
    `was, with ${IDEMPOTENT_REPLAYED_HEADER}: true; the same key with another request is a 422`,
  schema: {
    type: 'string',
    minLength: 1,
    maxLength: MAX_IDEMPOTENCY_KEY_LENGTH,
    pattern: '^[\\x20-\\x7e]+$',
  },
};

function pathParameters(path: string): Operation[] {
  return [...path.matchAll(/:([a-zA-Z]+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema:
      PATH_PARAMS[name as keyof typeof PATH_PARAMS] === 'uuid'
        ? { type: 'string', format: 'uuid' }
        : { type: 'string' },
  }));
}

function queryParameters(description: YupDescription): Operation[] {
  return Object.entries(description.fields ?? {}).map(([name, field]) => ({
    name,
    in: 'query',
    required: field.optional === false,
    schema: toJsonSchema(field),
  }));
}

/** The session schemes of a row: OpenAPI reads several as alternatives, as the gateway does. */
function securityOf(access: RouteAccess): Record<string, string[]>[] {
  return accessLevels(access).flatMap((level) => {
    if (level === 'public') return [];
    // A super admin holds an admin session with that role.
    const kind = level === 'super_admin' ? 'admin' : level;
    if (kind !== 'admin' && !(kind in SESSION_COOKIES))
      throw new Error(`No session cookie for access "${level}"`);
    return [{ [schemeName(kind)]: [] }];
  });
}

function schemeName(kind: string): string {
  return `${kind}Session`;
}

function responsesOf(route: ApiRoute, inputInBody: boolean, hasParameters: boolean): Operation {
  const status = String(route.status ?? 200);
  const success: Operation = { description: 'Success', content: { 'application/json': { schema: {} } } };
  if (route.session && 'issues' in route.session) {
    success.headers = {
      'Set-Cookie': {
        description: `The ${route.session.issues} session cookie`,
        schema: { type: 'string' },
      },
    };
  }
  if (route.idempotent) {
    success.headers = {
      ...(success.headers as Operation | undefined),
      [IDEMPOTENT_REPLAYED_HEADER]: {
        description: "`true` when the answer is the first answer of the request's Idempotency-Key",
        schema: { type: 'string', enum: ['true'] },
      },
    };
  }
  const responses: Operation = { [status]: success };
  if (route.method === 'GET' && !route.paged) {
    responses['304'] = { description: 'Not modified: the If-None-Match tag is still the answer' };
  }
  const errors = ['400', '429', '500', '503', '504'];
  if (route.access !== 'public') errors.push('401', '403', '404', '409');
  else if (hasParameters) errors.push('404');
  if (inputInBody) errors.push('403', '409', '413', '415');
  if (route.idempotent) errors.push('422');
  for (const code of [...new Set(errors)].sort()) {
    responses[code] = { $ref: `#/components/responses/Error${code}` };
  }
  return responses;
}

function uploadOperation(upload: UploadRoute): Operation {
  const fields: Record<string, JsonSchema> =
    upload.form.kind === 'purpose'
      ? { type: { type: 'string', enum: [...upload.form.purposes] } }
      : { altText: { type: 'string', description: 'Required for images' }, description: { type: 'string' } };
  return {
    operationId: `post:gateway${upload.path.replaceAll('/', '.')}`,
    summary:
      upload.answer === 'record'
        ? 'Stores a file; answers the record the owning service made of it'
        : 'Stores a file; answers where it is served',
    tags: ['gateway'],
    security: securityOf(upload.access),
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: upload.form.kind === 'purpose' ? ['file', 'type'] : ['file'],
            properties: {
              file: {
                type: 'string',
                contentMediaType: 'application/octet-stream',
                description: upload.kinds
                  .map((kind) => `${kind.mimeTypes.join(', ')} at most ${kind.maxBytes} bytes`)
                  .join('; ')
                  .concat(' (told by content)'),
              },
              ...fields,
            },
          },
        },
      },
    },
    responses: {
      '201': {
        description: 'Stored',
        content: {
          'application/json': {
            schema:
              upload.answer === 'record'
                ? {}
                : {
                    type: 'object',
                    required: ['url', 'filename', 'mimeType', 'size'],
                    properties: {
                      url: { type: 'string' },
                      filename: { type: 'string' },
                      mimeType: { type: 'string' },
                      size: { type: 'integer' },
                    },
                  },
          },
        },
      },
      ...Object.fromEntries(
        ['400', '401', '403', '413', '415', '429', '500', '503', '504'].map((code) => [
          code,
          { $ref: `#/components/responses/Error${code}` },
        ]),
      ),
    },
  };
}
