// The server calls of the electrical and general-rental areas (spec-2 §7, D8, D14), on the area's
// addresses from its configuration: one set of hooks for both.

import type {
  DepartmentCategory,
  DepartmentCategoryInput,
  DepartmentConfig,
  DepartmentEquipment,
  DepartmentEquipmentInput,
} from '@ppp/domain';
import { departmentMessages } from '@ppp/domain';
import { apiRequest, handleApiError, toastSuccess } from '@ppp/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Period } from '../availability/availabilityApi.ts';

export const useDepartmentCategories = (config: DepartmentConfig) =>
  useQuery<DepartmentCategory[]>({ queryKey: [config.api.categories], staleTime: 0 });

/**
 * The area's equipment; `includeInactive` for its administrators' page (D14); with a period (D21)
 * each item also says how many units are free throughout it.
 */
export const useDepartmentEquipment = (
  config: DepartmentConfig,
  includeInactive = false,
  period: Period | null = null,
) =>
  useQuery<DepartmentEquipment[]>({
    // The URL's parameters as one object: '/api/…-equipment?includeInactive=true&from=…&to=…'.
    queryKey: [
      config.api.equipment,
      { includeInactive: includeInactive ? 'true' : undefined, from: period?.from, to: period?.to },
    ],
    staleTime: 0,
    // Another period keeps the last list on screen until its own is there.
    placeholderData: (previous) => previous,
  });

/** A change of the catalogue: its toast, the server's message (or `failure`), fresh lists after. */
function useCatalogueChange<TVariables, TResult = unknown>(
  config: DepartmentConfig,
  mutationFn: (variables: TVariables) => Promise<TResult>,
  texts: { success: string; failure: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => toastSuccess(texts.success),
    onError: (error) => handleApiError(error, texts.failure),
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: (query) =>
          typeof query.queryKey[0] === 'string' &&
          (query.queryKey[0].startsWith(config.api.equipment) ||
            query.queryKey[0].startsWith(config.api.categories)),
      }),
  });
}

export const useSaveCategory = (config: DepartmentConfig) =>
  useCatalogueChange(
    config,
    ({ id, body }: { id: number | null; body: DepartmentCategoryInput }) =>
      id === null
        ? apiRequest<DepartmentCategory>('POST', config.api.categories, body)
        : apiRequest<DepartmentCategory>('PUT', `${config.api.categories}/${id}`, body),
    { success: 'Kategoria została zapisana', failure: departmentMessages.createCategoryFailed },
  );

export const useDeleteCategory = (config: DepartmentConfig) =>
  useCatalogueChange(config, (id: number) => apiRequest('DELETE', `${config.api.categories}/${id}`), {
    success: 'Kategoria została usunięta',
    failure: departmentMessages.deleteCategoryFailed,
  });

export const useSaveEquipment = (config: DepartmentConfig) =>
  useCatalogueChange(
    config,
    ({ id, body }: { id: number | null; body: DepartmentEquipmentInput }) =>
      id === null
        ? apiRequest<DepartmentEquipment>('POST', config.api.equipment, body)
        : apiRequest<DepartmentEquipment>('PUT', `${config.api.equipment}/${id}`, body),
    { success: 'Sprzęt został zapisany', failure: departmentMessages.createEquipmentFailed },
  );

export const useDeleteEquipment = (config: DepartmentConfig) =>
  useCatalogueChange(config, (id: number) => apiRequest('DELETE', `${config.api.equipment}/${id}`), {
    success: 'Sprzęt został usunięty',
    failure: departmentMessages.deleteEquipmentFailed,
  });

export interface TierBody {
  periodStart: number;
  periodEnd: number | null;
  pricePerDay: string;
}

export const useSavePricing = (config: DepartmentConfig) =>
  useCatalogueChange(
    config,
    ({ id, tiers }: { id: number; tiers: TierBody[] }) =>
      apiRequest<DepartmentEquipment>('PUT', `${config.api.equipment}/${id}/pricing`, { pricing: tiers }),
    { success: 'Ceny zostały zaktualizowane', failure: departmentMessages.pricingFailed },
  );

export interface AdditionalBody {
  id?: number;
  type: string;
  name: string;
  description: string | null;
  pricePerDay: string;
  isOptional: boolean;
}

export const useSaveAdditional = (config: DepartmentConfig) =>
  useCatalogueChange(
    config,
    ({ id, items }: { id: number; items: AdditionalBody[] }) =>
      apiRequest<DepartmentEquipment>('PUT', `${config.api.equipment}/${id}/additional`, {
        additionalEquipment: items,
      }),
    { success: 'Wyposażenie zostało zaktualizowane', failure: departmentMessages.additionalFailed },
  );
