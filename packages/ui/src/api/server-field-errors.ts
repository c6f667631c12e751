import { isApiError } from './api-client.ts';

/**
 * Puts the field messages of a failed call (`{ errors: { field: message } }`) on the form's fields that exist,
 * so the server's validation shows where the owner typed. `setError` is react-hook-form's; a list item's path
 * (`openingHours[0].opens` from the server) is named as react-hook-form names it (`openingHours.0.opens`).
 */
export function showServerFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  setError: (field: Field, error: { type: 'server'; message: string }) => void,
): void {
  if (!isApiError(error)) return;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const path = field.replace(/\[(\d+)\]/g, '.$1');
    const name = fields.find((candidate) => candidate === path);
    if (name) setError(name, { type: 'server', message });
  }
}
