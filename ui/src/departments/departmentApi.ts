// The server calls of the electrical and general-rental areas (spec-2 §7, D8, D14), on the area's
// addresses from its configuration: one set of hooks for both.
import type {
  DepartmentCategory,
  DepartmentCategoryInput,
  DepartmentConfig,
  DepartmentEquipment,
  DepartmentEquipmentInput,
  DepartmentQuoteDetail,
  DepartmentQuoteInput,
} from '@ppp/domain';
import { departmentMessages, quoteVersion } from '@ppp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api/client.ts';
import { handleApiError } from '../api/errors.ts';
import { ClientStepError, saveQuoteClient } from '../clients/clientsApi.ts';
import { toastSuccess } from '../components/Toast/toastStore.ts';
import { kindQuoteKey, useKindQuoteCache } from '../quotes/quoteKindApi.ts';

export const useDepartmentCategories = (config: DepartmentConfig) =>
  useQuery<DepartmentCategory[]>({ queryKey: [config.api.categories], staleTime: 0 });

/** The area's equipment; `includeInactive` for its administrators' page (D14). */
export const useDepartmentEquipment = (config: DepartmentConfig, includeInactive = false) =>
  useQuery<DepartmentEquipment[]>({
    queryKey: [includeInactive ? `${config.api.equipment}?includeInactive=true` : config.api.equipment],
    staleTime: 0,
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

export interface SaveDepartmentQuoteVariables {
  quoteId: number | null;
  /** The address-book client chosen; with `client` it is updated, else `client` creates one (D19). */
  clientId: number | null;
  client: unknown;
  body: Omit<DepartmentQuoteInput, 'clientId' | 'client'>;
  /** The version the edit started from: a save since in another tab is refused (412, D19). */
  version: string | null;
  /** 'Zapisz jako wersję roboczą' also brings a pending quote back to draft (D3, D20). */
  asDraft: boolean;
  /** Told as soon as the client exists, so a retry updates it instead of creating another. */
  onClientSaved?: (clientId: number) => void;
  /** Told as soon as the quote is written, before the status step (whose failure keeps it saved). */
  onQuoteSaved?: (saved: DepartmentQuoteDetail) => void;
}

/** The quote was saved but moving it back to draft failed (the draft save of a pending quote). */
export class StatusStepError extends Error {
  constructor(readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'StatusStepError';
  }
}

/**
 * Saves a quote of the area (D14, D19, D20): the client first (updated when one was chosen, else
 * created), then the quote; a draft save of a pending quote then moves it back to draft.
 */
export function useSaveDepartmentQuote(config: DepartmentConfig) {
  const base = config.api.quotes;
  const refresh = useKindQuoteCache<DepartmentQuoteDetail>(base);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      quoteId,
      clientId,
      client,
      body,
      version,
      asDraft,
      onClientSaved,
      onQuoteSaved,
    }: SaveDepartmentQuoteVariables) => {
      let savedClientId: number;
      try {
        savedClientId = (await saveQuoteClient(clientId, client)).id;
      } catch (error) {
        throw new ClientStepError(error);
      }
      onClientSaved?.(savedClientId);
      const request: DepartmentQuoteInput = { ...body, clientId: savedClientId };
      // A read of this quote still under way must not overwrite the save.
      if (quoteId !== null) await queryClient.cancelQueries({ queryKey: kindQuoteKey(base, quoteId) });
      const saved =
        quoteId === null
          ? await apiRequest<DepartmentQuoteDetail>('POST', base, request)
          : await apiRequest<DepartmentQuoteDetail>(
              'PUT',
              `${base}/${quoteId}`,
              request,
              version ? { 'If-Match': quoteVersion(version) } : undefined,
            );
      // Stored at once: a retry after a failed status step starts from this version.
      queryClient.setQueryData(kindQuoteKey(base, saved.id), saved);
      onQuoteSaved?.(saved);
      if (!asDraft || saved.status !== 'pending') return saved;
      try {
        return await apiRequest<DepartmentQuoteDetail>('PATCH', `${base}/${saved.id}/status`, {
          status: 'draft',
        });
      } catch (error) {
        throw new StatusStepError(error);
      }
    },
    onSuccess: (saved) => refresh(saved),
  });
}
