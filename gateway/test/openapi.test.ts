import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildOpenApiDocument, OPENAPI_PATH } from '../src/openapi/document.ts';
import { apiRoutes } from '../src/routes/index.ts';
import { uploadRoutes } from '../src/uploads/upload-routes.ts';
import { startTestGateway, type TestGateway } from './support/harness.ts';

type Json = Record<string, any>;

const uploads = uploadRoutes({ uploadsPerLogin: 1, uploadsPerAddress: 1 });
const document = buildOpenApiDocument(apiRoutes, uploads) as Json;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function operations(): { path: string; method: string; operation: Json }[] {
  return Object.entries(document.paths as Json).flatMap(([path, item]) =>
    Object.entries(item as Json).map(([method, operation]) => ({
      path,
      method,
      operation: operation as Json,
    })),
  );
}

/** Every `$ref` in the document, with the JSON pointer it names resolved against the document. */
function references(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => references(item, found));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.push(item);
      else references(item, found);
    }
  }
  return found;
}

function resolve(pointer: string): unknown {
  return pointer
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], document);
}

describe('OpenAPI document', () => {
  it('when built, then it is an OpenAPI 3.1 document with info and paths', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(typeof document.info.title).toBe('string');
    expect(typeof document.info.version).toBe('string');
    for (const path of Object.keys(document.paths)) expect(path).toMatch(/^\//);
  });

  it('when built, then every route of the table is an operation of it', () => {
    for (const route of apiRoutes) {
      const path = route.path.replace(/:([a-zA-Z]+)/g, '{$1}');
      expect(document.paths[path]?.[route.method.toLowerCase()]).toBeDefined();
    }
  });

  it('when built, then every upload route is a multipart operation of it', () => {
    for (const upload of uploads) {
      expect(Object.keys(document.paths[upload.path].post.requestBody.content)).toEqual([
        'multipart/form-data',
      ]);
    }
  });

  it('when read, then every operation has a unique id, responses, and only known methods', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { method, operation } of operations()) {
      expect(METHODS).toContain(method);
      expect(Object.keys(operation.responses).length).toBeGreaterThan(0);
      for (const status of Object.keys(operation.responses)) expect(status).toMatch(/^[1-5]\d\d$/);
    }
  });

  it('when read, then every path template parameter is declared once, required, in the path', () => {
    for (const { path, operation } of operations()) {
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => name);
      const declared = (operation.parameters ?? []).filter((parameter: Json) => parameter.in === 'path');
      expect(declared.map((parameter: Json) => parameter.name).sort()).toEqual([...templated].sort());
      for (const parameter of declared) expect(parameter.required).toBe(true);
    }
  });

  it('when read, then every parameter has a schema and every body a media type', () => {
    for (const { operation } of operations()) {
      for (const parameter of operation.parameters ?? []) {
        expect(['path', 'query', 'header', 'cookie']).toContain(parameter.in);
        expect(parameter.schema).toBeDefined();
      }
      if (operation.requestBody) expect(Object.keys(operation.requestBody.content).length).toBeGreaterThan(0);
    }
  });

  it('when read, then every $ref and every security requirement names something the document defines', () => {
    for (const pointer of references(document)) expect(resolve(pointer)).toBeDefined();
    for (const { operation } of operations()) {
      for (const requirement of operation.security ?? []) {
        for (const scheme of Object.keys(requirement))
          expect(document.components.securitySchemes[scheme]).toBeDefined();
      }
    }
  });

  it('when a route takes a JSON body, then its schema lists the fields with required ones marked', () => {
    const login = document.paths['/api/login'].post.requestBody.content['application/json'].schema;
    expect(login).toMatchObject({
      type: 'object',
      required: ['email', 'password'],
      properties: { email: { type: 'string', maxLength: 254 }, password: { type: 'string', maxLength: 200 } },
    });
    const milestones =
      document.paths['/api/reward-milestones/campaign/{id}'].post.requestBody.content['application/json']
        .schema;
    expect(milestones.properties.milestones).toMatchObject({
      type: 'array',
      maxItems: 50,
      items: { type: 'object', properties: { referralCount: { type: 'integer', minimum: 1 } } },
    });
  });

  it('when a route reads its query, then each query field is a parameter with its default', () => {
    const parameters = document.paths['/api/referrers/campaign/{id}'].get.parameters as Json[];
    expect(parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'id', in: 'path', schema: { type: 'string', format: 'uuid' } }),
        expect.objectContaining({ name: 'search', in: 'query', required: false }),
        expect.objectContaining({
          name: 'limit',
          in: 'query',
          schema: expect.objectContaining({ default: 100 }),
        }),
      ]),
    );
  });

  it('when a route is for owners, then it asks for the owner session cookie; a public one for nothing', () => {
    expect(document.paths['/api/auth/me'].get.security).toEqual([{ ownerSession: [] }]);
    expect(document.paths['/api/login'].post.security).toEqual([]);
    expect(document.components.securitySchemes.ownerSession).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'sid',
    });
  });
});

describe('GET /api/openapi.json', () => {
  let stack: TestGateway;

  beforeAll(async () => {
    stack = await startTestGateway();
  });

  afterAll(async () => {
    await stack.close();
  });

  it('when asked anonymously, then the document is served, cacheable by anyone, with a tag', async () => {
    const response = await fetch(`${stack.url}${OPENAPI_PATH}`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await response.json()).toEqual(document);

    const again = await fetch(`${stack.url}${OPENAPI_PATH}`, {
      headers: { 'if-none-match': response.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });
});
