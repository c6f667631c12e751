import { ValidationError } from 'yup';
import {
  refereeRegistrationSchemaFor,
  referrerRegistrationSchema,
  type FriendField,
} from '@referrals/contracts';
import type { Registration } from '../api/register.ts';

/** Field name to its first message, as the form shows them. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * Checks what the form would send with the same yup schemas the gateway applies, so every message reads as
 * the server's would; a friend's with what the campaign asks (`friendFields`). Loaded on demand (the schemas
 * bring yup): the page's first paint does not pay for it.
 *
 * @returns the registration as the schema normalised it (trimmed), or the message of each invalid field
 */
export function validateRegistration(
  registration: Registration,
  friendFields: readonly FriendField[],
): { valid: true; registration: Registration } | { valid: false; errors: FieldErrors } {
  try {
    if (registration.as === 'referrer') {
      const input = referrerRegistrationSchema.validateSync(registration.input, {
        abortEarly: false,
        stripUnknown: true,
      });
      return { valid: true, registration: { as: 'referrer', input } };
    }
    const input = refereeRegistrationSchemaFor(friendFields).validateSync(registration.input, {
      abortEarly: false,
      stripUnknown: true,
    });
    return { valid: true, registration: { as: 'referee', input } };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: FieldErrors = {};
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      if (issue.path && !errors[issue.path]) errors[issue.path] = issue.message;
    }
    return { valid: false, errors };
  }
}
