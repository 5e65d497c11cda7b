import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf } from '../api/client.ts';

/**
 * Puts the server's field messages (D6 `errors`) under the matching fields of a form. `aliases` maps
 * a server field to a form field where the names differ (itemName -> name).
 */
export function showServerErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
  aliases: Record<string, Path<Values>> = {},
): void {
  for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
    const target =
      aliases[field] ?? (fields.includes(field as Path<Values>) ? (field as Path<Values>) : null);
    if (target) setError(target, { type: 'server', message }, { shouldFocus: true });
  }
}
