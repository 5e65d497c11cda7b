// The admin area's server calls (spec-1 section 7, "Admin: users" and "Admin: equipment and pricing"),
// as react-query hooks. Every change says 'Sukces' or 'Błąd' and refreshes what it touched.
import {
  catalogueMessages,
  type Equipment,
  type EquipmentCategory,
  type EquipmentExtra,
  type equipmentInputSchema,
  type PriceTier,
  type PricingSchema,
  type PricingSettings,
  type Role,
  type ServiceCosts,
  type ServiceItem,
  type User,
} from '@ppp/domain';
import {
  apiRequest,
  errorMessageOf,
  handleApiError,
  statusOf,
  toast,
  toastError,
  toastSuccess,
} from '@ppp/ui';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

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

const equipmentLists = [EQUIPMENT_KEY, INACTIVE_EQUIPMENT_KEY];

// ---- reads ----

export const useUsers = () => useQuery<User[]>({ queryKey: USERS_QUERY_KEY });
export const usePendingUsers = () => useQuery<User[]>({ queryKey: PENDING_USERS_QUERY_KEY });
export const useEquipment = () => useQuery<Equipment[]>({ queryKey: EQUIPMENT_KEY });
export const useInactiveEquipment = () => useQuery<Equipment[]>({ queryKey: INACTIVE_EQUIPMENT_KEY });
export const useCategories = () => useQuery<EquipmentCategory[]>({ queryKey: CATEGORIES_KEY });
export const usePricingSchemas = () => useQuery<PricingSchema[]>({ queryKey: SCHEMAS_KEY });
export const usePricingSettings = () => useQuery<PricingSettings>({ queryKey: PRICING_SETTINGS_KEY });
export const useExtras = (id: number) =>
  useQuery<EquipmentExtra[]>({ queryKey: extrasKey(id), enabled: id > 0 });
export const useServiceCosts = (id: number) =>
  useQuery<ServiceCosts | null>({ queryKey: serviceCostsKey(id), enabled: id > 0 });
// spec-1 §7: service items are always fetched afresh.
export const useServiceItems = (id: number) =>
  useQuery<ServiceItem[]>({ queryKey: serviceItemsKey(id), enabled: id > 0, staleTime: 0 });

// ---- the shape of every change ----

/**
 * Says why a change failed: the server's own message for a refusal (4xx, e.g. the category that
 * still holds equipment), the specification's text when the server broke (5xx) or was unreachable.
 */
export function reportFailure(error: unknown, failure: string): void {
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

function useAdminMutation<Variables, Result = unknown>({
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
function explainLimit(error: unknown): boolean {
  const message = errorMessageOf(error, '');
  const limits: string[] = [catalogueMessages.extrasLimit, catalogueMessages.serviceItemsLimit];
  if (statusOf(error) !== 409 || !limits.includes(message)) return false;
  toastLimit(message);
  return true;
}

// ---- users ----

const users = () => [USERS_QUERY_KEY, PENDING_USERS_QUERY_KEY];

export const useChangeRole = () =>
  useAdminMutation<{ id: number; role: Role }>({
    request: ({ id, role }) => apiRequest('PUT', `/api/users/${id}/role`, { role }),
    success: 'Rola użytkownika została zmieniona',
    failure: 'Nie udało się zmienić roli użytkownika',
    invalidates: users,
  });

export const useToggleActive = () =>
  useAdminMutation<number>({
    request: (id) => apiRequest('PUT', `/api/users/${id}/toggle-active`),
    success: 'Status użytkownika został zmieniony',
    failure: 'Nie udało się zmienić statusu użytkownika',
    invalidates: users,
  });

export const useDeleteUser = () =>
  useAdminMutation<number>({
    request: (id) => apiRequest('DELETE', `/api/users/${id}`),
    success: 'Użytkownik został usunięty',
    failure: 'Nie udało się usunąć użytkownika',
    invalidates: users,
  });

export const useApproveUser = () =>
  useAdminMutation<number>({
    request: (id) => apiRequest('POST', `/api/users/${id}/approve`),
    success: 'Użytkownik został zatwierdzony',
    failure: 'Nie udało się zatwierdzić użytkownika',
    invalidates: users,
  });

export const useRejectUser = () =>
  useAdminMutation<number>({
    request: (id) => apiRequest('DELETE', `/api/users/${id}/reject`),
    success: 'Użytkownik został odrzucony',
    failure: 'Nie udało się odrzucić użytkownika',
    invalidates: users,
  });

// ---- equipment ----

/** The body of POST /api/equipment and PUT /api/equipment/{id}, as domain's schema answers it. */
export type EquipmentBody = z.output<typeof equipmentInputSchema>;

export const useCreateEquipment = () =>
  useAdminMutation<EquipmentBody, Equipment>({
    request: (body) => apiRequest<Equipment>('POST', '/api/equipment', body),
    success: 'Sprzęt został dodany',
    failure: 'Nie udało się dodać sprzętu',
    invalidates: () => equipmentLists,
  });

export const useUpdateEquipment = () =>
  useAdminMutation<{ id: number; body: EquipmentBody }>({
    request: ({ id, body }) => apiRequest('PUT', `/api/equipment/${id}`, body),
    success: 'Sprzęt został zaktualizowany',
    failure: 'Nie udało się zaktualizować sprzętu',
    invalidates: () => equipmentLists,
  });

export const useRestoreEquipment = () =>
  useAdminMutation<{ id: number; body: EquipmentBody }>({
    request: ({ id, body }) => apiRequest('PUT', `/api/equipment/${id}`, { ...body, isActive: true }),
    success: 'Sprzęt został ponownie aktywowany',
    failure: 'Nie udało się przywrócić sprzętu',
    invalidates: () => equipmentLists,
  });

export const useDeactivateEquipment = () =>
  useAdminMutation<number>({
    request: (id) => apiRequest('DELETE', `/api/equipment/${id}`),
    success: 'Sprzęt został dezaktywowany',
    failure: 'Nie udało się usunąć sprzętu',
    invalidates: () => equipmentLists,
  });

export const useDeleteEquipmentPermanently = () =>
  useAdminMutation<number>({
    request: (id) => apiRequest('DELETE', `/api/equipment/${id}/permanent`),
    success: 'Sprzęt został trwale usunięty',
    failure: 'Nie udało się całkowicie usunąć nieaktywnego sprzętu',
    invalidates: () => equipmentLists,
  });

export const useUpdateQuantity = () =>
  useAdminMutation<{ id: number; quantity: number; availableQuantity: number }>({
    request: ({ id, ...body }) => apiRequest('PATCH', `/api/equipment/${id}/quantity`, body),
    success: 'Ilość sprzętu została zaktualizowana',
    failure: 'Nie udało się zaktualizować ilości sprzętu',
    invalidates: () => [EQUIPMENT_KEY],
  });

export const useCopyEquipment = () =>
  useAdminMutation<number, Equipment>({
    request: (id) => apiRequest<Equipment>('POST', `/api/equipment/${id}/copy`),
    success: (copy) => `Utworzono kopię: ${copy.name}`,
    failure: 'Nie udało się skopiować sprzętu',
    invalidates: () => equipmentLists,
  });

export const useSyncEquipment = () =>
  useAdminMutation<void, { completed: number; message: string }>({
    request: () => apiRequest('POST', '/api/admin/sync-all-equipment'),
    success: (result) => result.message,
    failure: 'Nie udało się zsynchronizować urządzeń',
    // Sync completes tiers, service costs and items of any equipment.
    invalidates: () => [EQUIPMENT_KEY, INACTIVE_EQUIPMENT_KEY],
  });

// ---- categories ----

export interface CategoryBody {
  name: string;
  description: string | null;
}

export const useCreateCategory = () =>
  useAdminMutation<CategoryBody>({
    request: (body) => apiRequest('POST', '/api/equipment-categories', body),
    success: 'Kategoria została dodana',
    failure: 'Nie udało się dodać kategorii',
    invalidates: () => [CATEGORIES_KEY],
  });

export const useRenameCategory = () =>
  useAdminMutation<{ id: number; body: CategoryBody }>({
    request: ({ id, body }) => apiRequest('PATCH', `/api/equipment-categories/${id}`, body),
    success: 'Kategoria została zaktualizowana',
    failure: 'Nie udało się zaktualizować kategorii',
    // Equipment rows carry their category's name.
    invalidates: () => [CATEGORIES_KEY, ...equipmentLists],
  });

export const useDeleteCategory = () =>
  useAdminMutation<number>({
    request: (id) => apiRequest('DELETE', `/api/equipment-categories/${id}`),
    success: 'Kategoria została usunięta',
    failure: 'Nie udało się usunąć kategorii',
    invalidates: () => [CATEGORIES_KEY],
  });

// ---- price tiers (the server validates the set and derives every discount) ----

export interface TierBody {
  periodStart?: number;
  periodEnd?: number | null;
  pricePerDay?: string;
}

export const useCreateTier = () =>
  useAdminMutation<TierBody & { equipmentId: number }, PriceTier>({
    request: (body) => apiRequest<PriceTier>('POST', '/api/equipment-pricing', body),
    success: 'Próg cenowy został dodany',
    failure: 'Nie udało się dodać progu cenowego',
    invalidates: () => [EQUIPMENT_KEY],
  });

export const useUpdateTier = () =>
  useAdminMutation<{ id: number; body: TierBody }>({
    request: ({ id, body }) => apiRequest('PATCH', `/api/equipment-pricing/${id}`, body),
    success: 'Próg cenowy został zaktualizowany',
    failure: 'Nie udało się zaktualizować progu cenowego',
    invalidates: () => [EQUIPMENT_KEY],
  });

export const useDeleteTier = () =>
  useAdminMutation<number>({
    request: (id) => apiRequest('DELETE', `/api/equipment-pricing/${id}`),
    success: 'Próg cenowy został usunięty',
    failure: 'Nie udało się usunąć progu cenowego',
    invalidates: () => [EQUIPMENT_KEY],
  });

// ---- pricing schemas and settings ----

export type SchemaBody = Pick<
  PricingSchema,
  'name' | 'description' | 'calculationMethod' | 'isDefault' | 'isActive'
>;

export const useCreateSchema = () =>
  useAdminMutation<SchemaBody>({
    request: (body) => apiRequest('POST', '/api/pricing-schemas', body),
    success: 'Schemat cenowy został dodany',
    failure: 'Nie udało się dodać schematu cenowego',
    invalidates: () => [SCHEMAS_KEY],
  });

export const useUpdateSchema = () =>
  useAdminMutation<{ id: number; body: Partial<SchemaBody> }>({
    request: ({ id, body }) => apiRequest('PATCH', `/api/pricing-schemas/${id}`, body),
    success: 'Schemat cenowy został zaktualizowany',
    failure: 'Nie udało się zaktualizować schematu cenowego',
    invalidates: () => [SCHEMAS_KEY],
  });

export const useDeleteSchema = () =>
  useAdminMutation<number>({
    request: (id) => apiRequest('DELETE', `/api/pricing-schemas/${id}`),
    success: 'Schemat cenowy został usunięty',
    failure: 'Nie udało się usunąć schematu cenowego',
    invalidates: () => [SCHEMAS_KEY],
  });

export const useSavePricingSettings = () =>
  useAdminMutation<{ vatRate: string; currency: PricingSettings['currency'] }>({
    request: (body) => apiRequest('PUT', '/api/settings/pricing', body),
    success: 'Ustawienia cenowe zostały zapisane',
    failure: 'Nie udało się zapisać ustawień cenowych',
    invalidates: () => [PRICING_SETTINGS_KEY],
  });

// ---- extras and accessories ----

/** A named price of an equipment: an extra (name, price) or a service item (itemName, itemCost). */
export interface PricedEntryBody {
  name: string;
  price: string;
}

export const useCreateExtra = () =>
  useAdminMutation<PricedEntryBody & { equipmentId: number; type: EquipmentExtra['type']; position: number }>(
    {
      request: (body) => apiRequest('POST', '/api/equipment-additional', body),
      success: 'Pozycja została dodana',
      failure: 'Nie udało się dodać pozycji',
      invalidates: ({ equipmentId }) => [extrasKey(equipmentId)],
      explain: explainLimit,
    },
  );

export const useUpdateExtra = () =>
  useAdminMutation<{ id: number; equipmentId: number; body: PricedEntryBody }>({
    request: ({ id, body }) => apiRequest('PATCH', `/api/equipment-additional/${id}`, body),
    success: 'Pozycja została zaktualizowana',
    failure: 'Nie udało się zaktualizować pozycji',
    invalidates: ({ equipmentId }) => [extrasKey(equipmentId)],
  });

export const useDeleteExtra = () =>
  useAdminMutation<{ id: number; equipmentId: number }>({
    request: ({ id }) => apiRequest('DELETE', `/api/equipment-additional/${id}`),
    success: 'Pozycja została usunięta',
    failure: 'Nie udało się usunąć pozycji',
    invalidates: ({ equipmentId }) => [extrasKey(equipmentId)],
  });

// ---- service costs and items ----

export interface ServiceCostsBody {
  serviceIntervalMotohours?: number | null;
  serviceIntervalKm?: number | null;
  serviceIntervalMonths?: number | null;
  workerHours: string;
  workerCostPerHour: string;
}

export const useSaveServiceCosts = () =>
  useAdminMutation<{ equipmentId: number; body: ServiceCostsBody }>({
    request: ({ equipmentId, body }) =>
      apiRequest('POST', `/api/equipment/${equipmentId}/service-costs`, { equipmentId, ...body }),
    success: 'Koszty serwisu zostały zaktualizowane',
    failure: 'Nie udało się zaktualizować kosztów serwisu',
    // The worker-hours item follows the costs (D8).
    invalidates: ({ equipmentId }) => [serviceCostsKey(equipmentId), serviceItemsKey(equipmentId)],
  });

export const useCreateServiceItem = () =>
  useAdminMutation<{ equipmentId: number; body: PricedEntryBody; sortOrder: number }>({
    request: ({ equipmentId, body, sortOrder }) =>
      apiRequest('POST', `/api/equipment/${equipmentId}/service-items`, {
        equipmentId,
        itemName: body.name,
        itemCost: body.price,
        sortOrder,
      }),
    success: 'Element serwisu został dodany',
    failure: 'Nie udało się dodać elementu serwisu',
    invalidates: ({ equipmentId }) => [serviceItemsKey(equipmentId)],
    explain: explainLimit,
  });

export const useUpdateServiceItem = () =>
  useAdminMutation<{ id: number; equipmentId: number; body: PricedEntryBody }>({
    request: ({ id, body }) =>
      apiRequest('PATCH', `/api/equipment-service-items/${id}`, {
        itemName: body.name,
        itemCost: body.price,
      }),
    success: 'Element serwisu został zaktualizowany',
    failure: 'Nie udało się zaktualizować elementu serwisu',
    invalidates: ({ equipmentId }) => [serviceItemsKey(equipmentId)],
  });

export const useDeleteServiceItem = () =>
  useAdminMutation<{ id: number; equipmentId: number }>({
    request: ({ id }) => apiRequest('DELETE', `/api/equipment-service-items/${id}`),
    success: 'Element serwisu został usunięty',
    failure: 'Nie udało się usunąć elementu serwisu',
    invalidates: ({ equipmentId }) => [serviceItemsKey(equipmentId)],
  });
