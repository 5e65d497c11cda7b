// What every admin change shares: the query keys, and one shape for a change that says 'Sukces' or
// 'Błąd' and refreshes what it touched.
import { catalogueMessages, reservedQuotesMessageOf } from '@ppp/domain';
import {
  errorBodyOf,
  errorMessageOf,
  handleApiError,
  statusOf,
  toast,
  toastError,
  toastSuccess,
} from '@ppp/ui';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

export const USERS_QUERY_KEY = ['/api/users'] as const;
export const PENDING_USERS_QUERY_KEY = ['/api/users/pending'] as const;
export const EQUIPMENT_KEY = ['/api/equipment'] as const;
export const INACTIVE_EQUIPMENT_KEY = ['/api/equipment/inactive'] as const;
export const CATEGORIES_KEY = ['/api/equipment-categories'] as const;
export const SCHEMAS_KEY = ['/api/pricing-schemas'] as const;
export const PRICING_SETTINGS_KEY = ['/api/settings/pricing'] as const;
export const extrasKey = (id: number) => ['/api/equipment', id, 'additional'] as const;
export const serviceCostsKey = (id: number) => ['/api/equipment', id, 'service-costs'] as const;
export const serviceItemsKey = (id: number) => ['/api/equipment', id, 'service-items'] as const;

export const equipmentLists = [EQUIPMENT_KEY, INACTIVE_EQUIPMENT_KEY];

// ---- the shape of every change ----

/**
 * Says why a change failed: the server's own message for a refusal (4xx, e.g. the category that
 * still holds equipment), the specification's text when the server broke (5xx) or was unreachable.
 */
function reportFailure(error: unknown, failure: string): void {
  const status = statusOf(error);
  if (status === undefined || status >= 500) toastError(failure);
  else handleApiError(error, failure);
}

interface AdminMutation<Variables, Result> {
  request: (variables: Variables) => Promise<Result>;
  success: string | ((result: Result) => string);
  failure: string;
  /** The queries the change makes out of date. */
  invalidates: (variables: Variables) => readonly QueryKey[];
  /** A failure with its own wording; answers true when it has told the user. */
  explain?: (error: unknown) => boolean;
}

export function useAdminMutation<Variables, Result = unknown>({
  request,
  success,
  failure,
  invalidates,
  explain,
}: AdminMutation<Variables, Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (result) => toastSuccess(typeof success === 'function' ? success(result) : success),
    onError: (error) => {
      if (!explain?.(error)) reportFailure(error, failure);
    },
    onSettled: (_result, _error, variables) =>
      Promise.all(invalidates(variables).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** spec-1 §5: 'Limit osiągnięty' / 'Możesz dodać maksymalnie 4 pozycje'. */
export function toastLimit(description: string = catalogueMessages.extrasLimit) {
  toast({ title: 'Limit osiągnięty', description, variant: 'destructive' });
}

/** A refusal for a full list (409) is told as 'Limit osiągnięty' with the server's words. */
export function explainLimit(error: unknown): boolean {
  const message = errorMessageOf(error, '');
  const limits: string[] = [catalogueMessages.extrasLimit, catalogueMessages.serviceItemsLimit];
  if (statusOf(error) !== 409 || !limits.includes(message)) return false;
  toastLimit(message);
  return true;
}

/**
 * D21: equipment that approved quotes hold on coming days cannot go: the refusal names those quotes
 * and their days ('… : WYC/2026/0005 (28.11.2026–11.12.2026), …'), as the quantity dialog does.
 */
export function explainReserved(error: unknown): boolean {
  const message = reservedQuotesMessageOf(errorBodyOf(error));
  if (!message) return false;
  toastError(message);
  return true;
}
