import { Errors } from './errors.ts';

/**
 * What a yup schema's `describe()` says about a value, as far as {@link parseInput} reads it: the type and,
 * for objects and arrays, what they contain.
 */
export interface SchemaDescription {
  type?: string;
  fields?: Record<string, SchemaDescription>;
  /** An array's element (a tuple's elements, in order). */
  innerType?: SchemaDescription | SchemaDescription[];
}

/** The part of a yup schema this needs; the schemas themselves come from `@referrals/contracts`. */
export interface InputSchema<T> {
  validate(value: unknown, options: { abortEarly: false; stripUnknown: true }): Promise<T>;
  /** yup's own description; lets {@link parseInput} refuse a wrong type before a transform trips on it. */
  describe?(): SchemaDescription;
}

/**
 * Bounds of any input, far above what a form sends (a campaign with 50 milestones is depth 3 and ~400 values)
 * and far below what would strain a schema walk, a JSON column or a log line.
 */
export const INPUT_LIMITS = { maxDepth: 8, maxValues: 10_000 } as const;

/**
 * Names no input field may have: reading such a key from a plain object finds the prototype's member
 * (`constructor`, `toString`, `__proto__`...) instead of nothing, which is how a schema's field lookup breaks.
 */
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));

const NOT_ALLOWED_CHARACTER = 'Contains a character that is not allowed';

interface YupValidationError {
  name: 'ValidationError';
  errors: string[];
  inner: { path?: string; message: string }[];
}

function isValidationError(error: unknown): error is YupValidationError {
  return (error as { name?: unknown } | null)?.name === 'ValidationError';
}

/**
 * Makes any decoded input safe to hand to a schema, or refuses it with an InputError naming the field:
 * - only JSON values in plain objects and arrays (a fresh copy: nothing the caller built survives);
 * - keys named like `Object.prototype` members are dropped, as unknown fields are;
 * - a string containing NUL (PostgreSQL text cannot store it) or a lone UTF-16 surrogate (not valid
 *   Unicode: JSON columns and UTF-8 encoders refuse it) is refused;
 * - at most {@link INPUT_LIMITS}: objects and arrays nested `maxDepth` deep, `maxValues` values in all.
 */
export function normaliseInput(value: unknown): unknown {
  let values = 0;
  const copy = (item: unknown, path: string, depth: number): unknown => {
    values += 1;
    if (values > INPUT_LIMITS.maxValues) throw Errors.input('Too many values in the request');
    if (typeof item === 'string') {
      if (!isCleanText(item)) throw refusedText(path);
      return item;
    }
    if (item === null || typeof item === 'number' || typeof item === 'boolean') return item;
    if (typeof item !== 'object') throw Errors.input('Invalid request');
    if (depth >= INPUT_LIMITS.maxDepth) throw Errors.input('The request is nested too deeply');
    if (Array.isArray(item))
      return item.map((element, index) => copy(element, `${path}[${index}]`, depth + 1));
    const result: Record<string, unknown> = {};
    for (const [key, element] of Object.entries(item)) {
      if (PROTOTYPE_KEYS.has(key)) continue;
      const field = path ? `${path}.${key}` : key;
      if (!isCleanText(key)) throw refusedText(field);
      result[key] = copy(element, field, depth + 1);
    }
    return result;
  };
  return copy(value, '', 0);
}

/** True for text that PostgreSQL and JSON can store as sent: well-formed Unicode without NUL. */
export function isCleanText(text: string): boolean {
  return text.isWellFormed() && !text.includes('\u0000');
}

function refusedText(path: string): Error {
  return path
    ? Errors.input(`${path} contains a character that is not allowed`, { [path]: NOT_ALLOWED_CHARACTER })
    : Errors.input(NOT_ALLOWED_CHARACTER);
}

/**
 * A value of the wrong JSON type where the schema wants text: yup casts numbers and booleans to text but
 * hands arrays and objects to its transforms (`trim`), which throw. Refused here with the field's name.
 */
function checkTypes(description: SchemaDescription | undefined, value: unknown, path: string): void {
  if (!description || value === null || value === undefined) return;
  if (description.type === 'string' && typeof value === 'object') {
    const message = 'Must be text';
    throw Errors.input(path ? `${path} must be text` : message, path ? { [path]: message } : undefined);
  }
  if (description.fields && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const [key, field] of Object.entries(description.fields)) {
      if (Object.hasOwn(record, key)) checkTypes(field, record[key], path ? `${path}.${key}` : key);
    }
  }
  const { innerType } = description;
  if (innerType && Array.isArray(value)) {
    value.forEach((element, index) => {
      const elementType = Array.isArray(innerType) ? innerType[index] : innerType;
      checkTypes(elementType, element, `${path}[${index}]`);
    });
  }
}

const descriptions = new WeakMap<object, SchemaDescription | undefined>();

function describe<T>(schema: InputSchema<T>): SchemaDescription | undefined {
  if (!descriptions.has(schema)) descriptions.set(schema, schema.describe?.());
  return descriptions.get(schema);
}

/**
 * Validates input with the contract's schema: the gateway does so for every /api call, and a service again
 * behind it (defence in depth), so input arriving over the bus from anywhere gets the same treatment. The
 * input is first normalised ({@link normaliseInput}) and type-checked against the schema's description.
 * Invalid input is an InputError carrying the schema's messages: the first as the message, and the first per
 * field in `fields`. All failures are collected (abortEarly false); unknown fields are dropped (stripUnknown)
 * so nothing the contract does not name passes. Returns the cast value (trimmed strings and the like).
 */
export async function parseInput<T>(schema: InputSchema<T>, value: unknown): Promise<T> {
  const input = normaliseInput(value ?? {});
  checkTypes(describe(schema), input, '');
  try {
    return await schema.validate(input, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!isValidationError(error)) throw error;
    const fields: Record<string, string> = {};
    for (const issue of error.inner) {
      if (issue.path && !(issue.path in fields)) fields[issue.path] = issue.message;
    }
    throw Errors.input(error.errors[0] ?? 'Invalid input', fields);
  }
}
