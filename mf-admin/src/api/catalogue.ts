// Admin: equipment and pricing (spec-1 section 7): equipment, categories, tiers, schemas and
// settings, extras, service costs and items.
import {
  type Equipment,
  type EquipmentCategory,
  type EquipmentExtra,
  type equipmentInputSchema,
  type PriceTier,
  type PricingSchema,
  type PricingSettings,
  pricingSettingsVersion,
  type ServiceCosts,
  type ServiceItem,
} from '@ppp/domain';
import { apiRequest } from '@ppp/ui';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  CATEGORIES_KEY,
  EQUIPMENT_KEY,
  equipmentLists,
  explainLimit,
  explainReserved,
  extrasKey,
  INACTIVE_EQUIPMENT_KEY,
  PRICING_SETTINGS_KEY,
  SCHEMAS_KEY,
  serviceCostsKey,
  serviceItemsKey,
  useAdminMutation,
} from './shared.ts';

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

// ---- equipment ----

/** The body of POST /api/equipment and PUT /api/equipment/{id}, as domain's schema answers it. */
export type EquipmentBody = z.output<typeof equipmentInputSchema>;
/** An edit's body: the stock figures only when the edit changes them (absent keeps the stored ones). */
export type EquipmentUpdateBody = Omit<EquipmentBody, 'quantity' | 'availableQuantity'> &
  Partial<Pick<EquipmentBody, 'quantity' | 'availableQuantity'>>;

export const useCreateEquipment = () =>
  useAdminMutation<EquipmentBody, Equipment>({
    request: (body) => apiRequest<Equipment>('POST', '/api/equipment', body),
    success: 'Sprzęt został dodany',
    failure: 'Nie udało się dodać sprzętu',
    invalidates: () => equipmentLists,
  });

/** Saved over the equipment as the dialog read it (`read`: its updatedAt); saved since, the answer is 412. */
export const useUpdateEquipment = () =>
  useAdminMutation<{ id: number; body: EquipmentUpdateBody; read?: string }>({
    request: ({ id, body, read }) =>
      apiRequest('PUT', `/api/equipment/${id}`, body, read ? { 'If-Match': `"${read}"` } : undefined),
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
    explain: explainReserved,
    invalidates: () => equipmentLists,
  });

export const useDeleteEquipmentPermanently = () =>
  useAdminMutation<number>({
    request: (id) => apiRequest('DELETE', `/api/equipment/${id}/permanent`),
    success: 'Sprzęt został trwale usunięty',
    failure: 'Nie udało się całkowicie usunąć nieaktywnego sprzętu',
    explain: explainReserved,
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

/** Saved over the settings the form read (`read`): changed since, the answer is 412 (domain's pricingSettingsVersion). */
export const useSavePricingSettings = () =>
  useAdminMutation<
    { body: { vatRate: string; currency: PricingSettings['currency'] }; read: PricingSettings },
    PricingSettings
  >({
    request: ({ body, read }) =>
      apiRequest<PricingSettings>('PUT', '/api/settings/pricing', body, {
        'If-Match': pricingSettingsVersion(read),
      }),
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
