import { gatewayError } from '../errors.ts';
import type { InputSchema } from '../routes/index.ts';

interface ValidationFailure {
  name?: unknown;
  message: string;
  path?: string;
  inner?: ValidationFailure[];
}

/**
 * Validates with the very schema object the form uses, so the answer repeats the form's wording.
 * All failures are collected (abortEarly false) to give each field its message; unknown fields are
 * dropped (stripUnknown) so nothing the contract does not name reaches a service. Returns the cast
 * value (trimmed strings and the like).
 */
export async function validateInput(schema: InputSchema, value: unknown): Promise<unknown> {
  try {
    return await schema.validate(value, { abortEarly: false, stripUnknown: true });
  } catch (err) {
    if ((err as ValidationFailure | null)?.name === 'ValidationError')
      throw toInputError(err as ValidationFailure);
    throw err;
  }
}

/** A JSON body the schemas can read: an object, not an array or a scalar. */
export function requireJsonObject(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw gatewayError('InputError', 'Expected a JSON object');
  }
  return value as Record<string, unknown>;
}

function toInputError(failure: ValidationFailure): Error {
  // yup orders `inner` by the schema's field order, so "first" is the form's first invalid field.
  const failures = failure.inner && failure.inner.length > 0 ? failure.inner : [failure];
  const fields = new Map<string, string>();
  for (const { path, message } of failures) {
    if (path && !fields.has(path)) fields.set(path, message);
  }
  const message = failures[0]?.message || 'Invalid request';
  return gatewayError('InputError', message, fields.size > 0 ? { fields: Object.fromEntries(fields) } : {});
}
