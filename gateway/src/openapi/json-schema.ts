import type { SchemaDescription } from '@referrals/service-kit';

/** yup's `describe()` output, as far as the conversion reads it. */
export interface YupDescription extends SchemaDescription {
  optional?: boolean;
  nullable?: boolean;
  default?: unknown;
  oneOf?: unknown[];
  tests?: { name?: string; params?: Record<string, unknown> }[];
  fields?: Record<string, YupDescription>;
  innerType?: YupDescription | YupDescription[];
}

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1). */
export type JsonSchema = Record<string, unknown>;

/** yup's string tests that are a JSON Schema `format`. */
const STRING_FORMATS: Record<string, string> = { email: 'email', uuid: 'uuid', url: 'uri' };

/**
 * The JSON Schema of what a yup schema accepts, from its `describe()` output. Covers what the contract's
 * schemas use: object fields (required unless optional), arrays, strings with length, pattern and format,
 * numbers with bounds and `integer`, booleans, `oneOf` lists, defaults and `nullable`. A test yup cannot
 * describe (a custom `test()` or a `when()` condition) is not expressible here and is left to the server,
 * which answers 400 with the form's message; so the document may accept a little more than the server.
 */
export function toJsonSchema(description: YupDescription): JsonSchema {
  const schema: JsonSchema = {};
  const type = jsonType(description.type);
  if (type) schema.type = description.nullable ? [type, 'null'] : type;

  if (description.fields) {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const [name, field] of Object.entries(description.fields)) {
      properties[name] = toJsonSchema(field);
      if (field.optional === false) required.push(name);
    }
    schema.type ??= 'object';
    schema.properties = properties;
    if (required.length > 0) schema.required = required;
  }
  const { innerType } = description;
  if (Array.isArray(innerType)) {
    schema.prefixItems = innerType.map(toJsonSchema);
    schema.items = false;
  } else if (innerType) {
    schema.items = toJsonSchema(innerType);
  }

  const allowed = (description.oneOf ?? []).filter((value) => value !== undefined);
  if (allowed.length > 0) schema.enum = allowed;
  if (description.default !== undefined && typeof description.default !== 'function') {
    schema.default = description.default;
  }
  for (const test of description.tests ?? []) Object.assign(schema, testKeywords(type, test));
  return schema;
}

function jsonType(type: string | undefined): string | undefined {
  switch (type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'object':
    case 'array':
      return type;
    case 'date':
      return 'string';
    default:
      return undefined;
  }
}

function testKeywords(
  type: string | undefined,
  test: { name?: string; params?: Record<string, unknown> },
): JsonSchema {
  const params = test.params ?? {};
  const format = test.name ? STRING_FORMATS[test.name] : undefined;
  if (format) return { format };
  switch (test.name) {
    case 'integer':
      return { type: 'integer' };
    case 'min':
      return bound(type, 'min', params.min);
    case 'max':
      return bound(type, 'max', params.max);
    case 'length':
      return typeof params.length === 'number'
        ? { ...bound(type, 'min', params.length), ...bound(type, 'max', params.length) }
        : {};
    case 'matches':
      return params.regex instanceof RegExp ? { pattern: params.regex.source } : {};
    default:
      return {};
  }
}

function bound(type: string | undefined, side: 'min' | 'max', value: unknown): JsonSchema {
  if (typeof value !== 'number') return {};
  const keyword =
    type === 'string'
      ? `${side}Length`
      : type === 'array'
        ? `${side}Items`
        : side === 'min'
          ? 'minimum'
          : 'maximum';
  return { [keyword]: value };
}
