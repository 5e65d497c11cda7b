import { clientRuleMessages, type DuplicateClient } from '@ppp/domain';
import { fieldErrorsOf, handleApiError, toastError } from '@ppp/ui';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { duplicateClientOf } from './clientsApi.ts';

const clientFields = new Set(['companyName', 'nip', 'contactPerson', 'phone', 'email', 'address']);

/**
 * A refused client step of a quote form (D19): a NIP another client holds marks the NIP and offers
 * that client (`onDuplicate`); other messages go under the client's fields, and a toast says why.
 */
export function showClientSaveError<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  error: unknown,
  fallback: string,
  onDuplicate?: (existing: DuplicateClient['existing']) => void,
) {
  const duplicate = duplicateClientOf(error);
  if (duplicate) {
    form.setError(
      'client.nip' as FieldPath<T>,
      { type: 'server', message: clientRuleMessages.duplicateNip },
      { shouldFocus: true },
    );
    onDuplicate?.(duplicate);
    toastError('Klient o tym NIP już istnieje. Możesz użyć istniejącego klienta.');
    return;
  }
  for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
    if (clientFields.has(field)) {
      form.setError(`client.${field}` as FieldPath<T>, { type: 'server', message }, { shouldFocus: true });
    }
  }
  handleApiError(error, fallback);
}
