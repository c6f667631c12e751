import { Errors } from './errors.ts';

/** The part of a yup schema this needs; the schemas themselves come from `@referrals/contracts`. */
interface InputSchema<T> {
  validate(value: unknown, options: { abortEarly: false; stripUnknown: true }): Promise<T>;
}

interface YupValidationError {
  name: 'ValidationError';
  errors: string[];
  inner: { path?: string; message: string }[];
}

function isValidationError(error: unknown): error is YupValidationError {
  return (error as { name?: unknown } | null)?.name === 'ValidationError';
}

/**
 * Validates a request body again behind the gateway (defence in depth). Invalid input is an InputError
 * carrying the schema's messages: the first as the message, and the first per field in `fields`.
 */
export async function parseInput<T>(schema: InputSchema<T>, value: unknown): Promise<T> {
  try {
    return await schema.validate(value ?? {}, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!isValidationError(error)) throw error;
    const fields: Record<string, string> = {};
    for (const issue of error.inner) {
      if (issue.path && !(issue.path in fields)) fields[issue.path] = issue.message;
    }
    throw Errors.input(error.errors[0] ?? 'Invalid input', fields);
  }
}
