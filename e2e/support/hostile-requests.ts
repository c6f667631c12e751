import { gzipSync } from 'node:zlib';
import fc, { type Arbitrary } from 'fast-check';

/** A JSON Schema of the OpenAPI document, as far as the generators read it. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | false;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
}

/** One call of the API as its OpenAPI document describes it. */
export interface Operation {
  method: string;
  /** Path template, `{name}` for a parameter. */
  path: string;
  pathParams: { name: string; format?: string }[];
  query: { name: string; schema: JsonSchema }[];
  /** Request headers the call reads (an `Idempotency-Key`). */
  headers: { name: string; schema: JsonSchema }[];
  body?: { mediaType: string; schema: JsonSchema };
  /** Security scheme names any of which lets a caller in; empty for a public call. */
  schemes: string[];
  /** The call signs a session in or out (`x-session`). */
  session?: unknown;
}

/** Reads every operation of an OpenAPI 3.1 document. */
export function operationsOf(document: any): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries<any>(document.paths)) {
    for (const [method, operation] of Object.entries<any>(item)) {
      const parameters: any[] = operation.parameters ?? [];
      const [mediaType, content] = Object.entries<any>(operation.requestBody?.content ?? {})[0] ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters
          .filter((parameter) => parameter.in === 'path')
          .map((parameter) => ({ name: parameter.name, format: parameter.schema?.format })),
        query: parameters
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => ({ name: parameter.name, schema: parameter.schema ?? {} })),
        headers: parameters
          .filter((parameter) => parameter.in === 'header')
          .map((parameter) => ({ name: parameter.name, schema: parameter.schema ?? {} })),
        body: mediaType ? { mediaType, schema: content.schema ?? {} } : undefined,
        schemes: (operation.security ?? []).flatMap((requirement: object) => Object.keys(requirement)),
        session: operation['x-session'],
      });
    }
  }
  return operations;
}

/** A generated request. `refused` marks one the API must refuse (4xx) whoever sends it. */
export interface HostileRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  refused: boolean;
  /** What was sent, for the failure report. */
  label: string;
}

/** What a caller brings to a generated request: values for path parameters, by name. */
export interface CallerIds {
  [name: string]: string;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The bounds the gateway enforces on every input (see the kit's INPUT_LIMITS), from just beyond them. */
const TOO_DEEP = { min: 9, max: 3000 };
const TOO_MANY_VALUES = 10_001;

/** Keys that look up an Object.prototype member on a plain object. */
const PROTOTYPE_KEYS = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'isPrototypeOf'];

/** Text no stored field may hold: NUL, and UTF-16 surrogates without their pair. */
const badText: Arbitrary<string> = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('\u0000', '\ud800', '\udfff', '\udc00\ud800'),
    fc.string({ maxLength: 8 }),
  )
  .map(([before, bad, after]) => `${before}${bad}${after}`);

function nested(depth: number, inArray: boolean): unknown {
  let value: unknown = 'end';
  for (let level = 0; level < depth; level += 1) value = inArray ? [value] : { a: value };
  return value;
}

const tooDeep: Arbitrary<unknown> = fc
  .tuple(fc.integer(TOO_DEEP), fc.boolean())
  .map(([depth, inArray]) => nested(depth, inArray));

/** Any value with the odd ones JSON allows: big, small, empty, unicode, nested a little. */
const anyValue: Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom('', ' ', '0', 'null', 'true', '[]', '{}', -1, 0, 1e308, -0, 2 ** 53 + 1, null, true, false),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer({ min: 1000, max: 60_000 }).map((length) => 'x'.repeat(length)),
);

function isType(schema: JsonSchema, type: string): boolean {
  return Array.isArray(schema.type) ? schema.type.includes(type) : schema.type === type;
}

/** A value the schema may well accept, so the other parts of a request are what is tested. */
function plausible(schema: JsonSchema, ids: CallerIds): Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (isType(schema, 'object') || schema.properties) return objectOf(schema, ids);
  if (isType(schema, 'array')) {
    const items = schema.items === false || schema.items === undefined ? {} : schema.items;
    return fc.array(plausible(items, ids), { maxLength: Math.min(schema.maxItems ?? 3, 3) });
  }
  if (isType(schema, 'integer'))
    return fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 1000, 1000) });
  if (isType(schema, 'number'))
    return fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 1000, 1000) });
  if (isType(schema, 'boolean')) return fc.boolean();
  if (schema.format === 'uuid') return fc.oneof(fc.constantFrom(...Object.values(ids), 'none'), fc.uuid());
  if (schema.format === 'email') return fc.nat(1e9).map((n) => `hostile-${n}@example.com`);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
}

/** A value of another JSON type than the schema's. */
function wrongType(schema: JsonSchema): Arbitrary<unknown> {
  const structured = fc.oneof(
    fc.array(fc.string(), { maxLength: 3 }),
    fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
  );
  if (isType(schema, 'string')) return fc.oneof(structured, fc.integer(), fc.boolean(), fc.constant(null));
  return fc.oneof(structured, fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
}

/** Sets a key as an own, enumerable property: assigning `__proto__` would set the prototype instead. */
function setKey(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * An object for the schema: each property plausible, of the wrong type, any value, or missing, plus extra
 * keys (prototype names among them).
 */
function objectOf(schema: JsonSchema, ids: CallerIds): Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(schema.properties ?? {});
  const field = (property: JsonSchema): Arbitrary<{ value?: unknown }> =>
    fc.oneof(
      { weight: 4, arbitrary: plausible(property, ids).map((value) => ({ value })) },
      { weight: 1, arbitrary: fc.constant({}) },
      { weight: 1, arbitrary: wrongType(property).map((value) => ({ value })) },
      { weight: 1, arbitrary: anyValue.map((value) => ({ value })) },
    );
  const extraKey = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 12 }));
  return fc
    .tuple(
      fc.tuple(...entries.map(([, property]) => field(property))),
      fc.dictionary(extraKey, anyValue, { maxKeys: 3 }),
    )
    .map(([values, extra]) => {
      const result: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(extra)) setKey(result, key, value);
      entries.forEach(([name], index) => {
        const given = values[index]!;
        if ('value' in given) setKey(result, name, given.value);
      });
      return result;
    });
}

interface BodyPart {
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  refused: boolean;
  label: string;
}

/** A JSON body that any route refuses, whatever else it holds. */
function refusedJsonBody(schema: JsonSchema, ids: CallerIds): Arbitrary<BodyPart> {
  const json = { 'content-type': 'application/json' };
  const stringFields = Object.entries(schema.properties ?? {})
    .filter(([, property]) => isType(property, 'string'))
    .map(([name]) => name);
  const base = objectOf(schema, ids);
  const poisoned: Arbitrary<[string, unknown][]>[] = [
    fc
      .tuple(
        fc.oneof(
          fc.constantFrom(...Object.keys(schema.properties ?? {}), 'extra'),
          fc.string({ maxLength: 6 }),
        ),
        badText,
      )
      .map((entry) => [entry]),
    fc
      .tuple(fc.oneof(fc.constantFrom(...Object.keys(schema.properties ?? {}), 'extra')), tooDeep)
      .map((entry) => [entry]),
    fc.constant([['many', Array(TOO_MANY_VALUES).fill(0)]]),
    badText.map((key) => [[key, 1]]),
  ];
  if (stringFields.length > 0) {
    poisoned.push(
      fc
        .tuple(
          fc.constantFrom(...stringFields),
          fc.oneof(fc.array(fc.string(), { maxLength: 2 }), fc.object({ maxDepth: 1 })),
        )
        .map((entry) => [entry]),
    );
  }
  const objectBodies = fc.tuple(base, fc.oneof(...poisoned)).map(([body, entries]): BodyPart => {
    for (const [key, value] of entries) setKey(body, key, value);
    return {
      headers: json,
      body: JSON.stringify(body),
      refused: true,
      label: 'JSON object with a refused part',
    };
  });
  const wholeBodies: Arbitrary<BodyPart> = fc.oneof(
    fc
      .oneof(fc.array(anyValue, { maxLength: 3 }), fc.integer(), fc.string(), fc.constant(null))
      .map((value) => ({
        headers: json,
        body: JSON.stringify(value),
        refused: true,
        label: 'JSON that is not an object',
      })),
    fc.constantFrom('{', '{"a":}', '{"a":1,}', "{'a':1}", '\u0000', '{"a":"\\ud800"', 'nul').map((body) => ({
      headers: json,
      body,
      refused: true,
      label: 'malformed JSON',
    })),
    fc
      .constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/jsonx',
      )
      .map((type) => ({
        headers: { 'content-type': type },
        body: 'a=1',
        refused: true,
        label: `content-type ${type}`,
      })),
    fc.constantFrom('gzip', 'deflate', 'br', 'zstd', 'compress', 'gzip, gzip').map((encoding) => ({
      headers: { ...json, 'content-encoding': encoding },
      body: '{"a":1}',
      refused: true,
      label: `body not encoded as ${encoding}`,
    })),
    fc.constant({
      headers: { ...json, 'content-encoding': 'gzip' },
      body: new Uint8Array(gzipSync('{"a":1').subarray(0, 12)),
      refused: true,
      label: 'truncated gzip',
    }),
    fc.constant({
      headers: json,
      body: `{"a":"${'x'.repeat(1024 * 1024 + 1)}"}`,
      refused: true,
      label: 'over 1 MiB',
    }),
  );
  return fc.oneof({ weight: 3, arbitrary: objectBodies }, { weight: 2, arbitrary: wholeBodies });
}

/** A JSON body made of plausible, missing, mistyped and extra fields: any answer but a 5xx will do. */
function anyJsonBody(schema: JsonSchema, ids: CallerIds): Arbitrary<BodyPart> {
  return objectOf(schema, ids).map((body) => ({
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    refused: false,
    label: 'JSON object of any fields',
  }));
}

/** A multipart upload no route may take: no file, a hostile or unknown purpose, bytes that are no image. */
function refusedMultipart(schema: JsonSchema): Arbitrary<BodyPart> {
  const boundary = 'hostile-boundary';
  const purposes = (schema.properties?.type?.enum ?? []) as string[];
  const part = (name: string, value: string, filename?: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n` +
    `${filename ? 'Content-Type: image/png\r\n' : ''}\r\n${value}\r\n`;
  const multipart = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  return fc.oneof(
    fc
      .oneof(
        badText,
        fc.string({ maxLength: 10 }).filter((text) => !purposes.includes(text)),
      )
      .map((purpose) => ({
        headers: multipart,
        body: `${part('type', purpose)}${part('file', 'not an image', 'a.png')}--${boundary}--\r\n`,
        refused: true,
        label: 'upload with a purpose no route takes',
      })),
    fc.constantFrom(...(purposes.length > 0 ? purposes : ['x'])).map((purpose) => ({
      headers: multipart,
      body: `${part('type', purpose)}${part('file', 'plain text, not an image', 'a.png')}--${boundary}--\r\n`,
      refused: true,
      label: 'upload of bytes that are no image',
    })),
    fc.constant({
      headers: multipart,
      body: `${part('type', purposes[0] ?? 'x')}--${boundary}--\r\n`,
      refused: true,
      label: 'upload without a file',
    }),
    fc.constant({
      headers: multipart,
      body: `--${boundary}\r\nbroken`,
      refused: true,
      label: 'broken multipart',
    }),
    fc.constant({
      headers: { 'content-type': 'application/json' },
      body: '{"type":"logoImage"}',
      refused: true,
      label: 'upload as JSON',
    }),
  );
}

interface PathPart {
  path: string;
  refused: boolean;
}

/** The path with each parameter the caller's own id, another id, or a malformed one. */
function pathOf(operation: Operation, ids: CallerIds): Arbitrary<PathPart> {
  const param = ({ name, format }: { name: string; format?: string }): Arbitrary<PathPart> => {
    const malformed = fc.oneof(
      fc.constantFrom('%00', 'a%00b', '%ED%A0%80', '%25', '..%2F..', `${'f'.repeat(400)}`, '%20', 'null'),
      fc.uuid().map((uuid) => `${uuid}%00`),
    );
    const own = ids[name];
    return fc.oneof(
      {
        weight: 3,
        arbitrary: own
          ? fc.constant({ path: encodeURIComponent(own), refused: false })
          : fc.uuid().map((id) => ({ path: id, refused: false })),
      },
      { weight: 1, arbitrary: fc.uuid().map((id) => ({ path: id, refused: false })) },
      // A malformed UUID names nothing (404); a malformed slug is refused only when it holds NUL.
      {
        weight: 2,
        arbitrary: malformed.map((path) => ({ path, refused: format === 'uuid' || path.includes('%00') })),
      },
    );
  };
  if (operation.pathParams.length === 0) return fc.constant({ path: operation.path, refused: false });
  return fc.tuple(...operation.pathParams.map(param)).map((values) => {
    let path = operation.path;
    operation.pathParams.forEach(({ name }, index) => {
      path = path.replace(`{${name}}`, values[index]!.path);
    });
    return { path, refused: values.some((value) => value.refused) };
  });
}

/** A query string: the schema's parameters and others, with repeated keys, NUL and odd values. */
function queryOf(operation: Operation): Arbitrary<PathPart> {
  const known = operation.query.map((parameter) => parameter.name);
  const pair = fc.oneof(
    fc
      .tuple(fc.constantFrom(...known, 'extra'), fc.oneof(fc.string({ maxLength: 20 }), anyValue.map(String)))
      .map(([key, value]) => ({
        text: `${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
        refused: false,
      })),
    fc.constantFrom(...PROTOTYPE_KEYS).map((key) => ({ text: `${key}=1`, refused: false })),
    fc.constantFrom(...known, 'extra').map((key) => ({ text: `${key}=a%00b`, refused: true })),
    fc.constantFrom(...known, 'extra').map((key) => ({ text: `${key}=a&${key}=b`, refused: true })),
  );
  return fc.array(pair, { maxLength: 4 }).map((pairs) => ({
    path: pairs.length > 0 ? `?${pairs.map((item) => item.text).join('&')}` : '',
    refused: pairs.some((item) => item.refused),
  }));
}

/**
 * The call's own headers: absent, a fresh key, one key sent again and again (with whatever body: the same
 * key with another request), or one no call may take (too long, a tab or a character beyond ASCII).
 */
function headersOf(operation: Operation): Arbitrary<BodyPart> {
  // No spaces: HTTP clients strip whitespace at either end of a value, a tab there with it.
  const visibleAscii = fc.stringMatching(/^[!-~]{1,8}$/);
  const none: BodyPart = { headers: {}, refused: false, label: '' };
  const header = ({ name, schema }: { name: string; schema: JsonSchema }): Arbitrary<BodyPart> =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant(none) },
      {
        weight: 2,
        arbitrary: fc
          .oneof(fc.uuid(), fc.constant('hostile-key-sent-again'))
          .map((value) => ({ headers: { [name]: value }, refused: false, label: `, ${name} ${value}` })),
      },
      {
        weight: 1,
        arbitrary: fc
          .oneof(
            fc.constant('k'.repeat((schema.maxLength ?? 255) + 1)),
            fc
              .tuple(visibleAscii, fc.constantFrom('\t', '\u0080', '\u00e9', '\u00ff'), visibleAscii)
              .map(([before, bad, after]) => `${before}${bad}${after}`),
          )
          .map((value) => ({ headers: { [name]: value }, refused: true, label: `, malformed ${name}` })),
      },
    );
  if (operation.headers.length === 0) return fc.constant(none);
  return fc.tuple(...operation.headers.map(header)).map((parts) => ({
    headers: Object.assign({}, ...parts.map((part) => part.headers)),
    refused: parts.some((part) => part.refused),
    label: parts.map((part) => part.label).join(''),
  }));
}

/**
 * Requests for one operation as one caller: its path (own, other and malformed ids), its query, its body
 * (refused or any, see the two body makers) and, for state-changing calls, sometimes a foreign Origin
 * (the CSRF check). With `onlyRefused`, every request carries a part any route refuses: for calls whose
 * success would sign in, sign out or count against a throttle shared with the other suites.
 */
export function requestsFor(
  operation: Operation,
  ids: CallerIds,
  onlyRefused: boolean,
): Arbitrary<HostileRequest> {
  const inBody = operation.body !== undefined;
  const noBody: Arbitrary<BodyPart> = fc.constant({ headers: {}, refused: false, label: 'no body' });
  const body: Arbitrary<BodyPart> = !inBody
    ? noBody
    : operation.body!.mediaType === 'multipart/form-data'
      ? refusedMultipart(operation.body!.schema)
      : onlyRefused
        ? refusedJsonBody(operation.body!.schema, ids)
        : fc.oneof(refusedJsonBody(operation.body!.schema, ids), anyJsonBody(operation.body!.schema, ids));
  const query = inBody ? fc.constant({ path: '', refused: false }) : queryOf(operation);
  const origin = STATE_CHANGING.has(operation.method)
    ? fc.oneof(
        { weight: 5, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constantFrom('https://evil.example', 'null') },
      )
    : fc.constant(undefined);
  return fc
    .tuple(pathOf(operation, ids), query, body, origin, headersOf(operation))
    .filter(
      ([path, queryPart, bodyPart, foreign, own]) =>
        !onlyRefused ||
        path.refused ||
        queryPart.refused ||
        bodyPart.refused ||
        own.refused ||
        foreign !== undefined,
    )
    .map(([path, queryPart, bodyPart, foreign, own]) => ({
      method: operation.method,
      path: `${path.path}${queryPart.path}`,
      headers: { ...bodyPart.headers, ...own.headers, ...(foreign ? { origin: foreign } : {}) },
      body: bodyPart.body,
      refused: path.refused || queryPart.refused || bodyPart.refused || own.refused || foreign !== undefined,
      label: `${bodyPart.label}${own.label}`,
    }));
}
