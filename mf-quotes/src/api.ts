// The equipment-quotes area's server calls (spec-1 section 7, D3, D5), as react-query hooks.

import type {
  Equipment,
  EquipmentCategory,
  EquipmentExtra,
  PricingSchema,
  PricingSettings,
  QuoteDetail,
  ServiceCosts,
  ServiceItem,
} from '@ppp/domain';
import { type Period, useKindQuote } from '@ppp/quoting';
import { useQueries, useQuery } from '@tanstack/react-query';

const QUOTES_QUERY_KEY = '/api/quotes';

/** The catalogue; with a period (D21) each item also says how many units are free throughout it. */
export const useEquipment = (period?: Period | null) =>
  useQuery<Equipment[]>(
    period
      ? {
          queryKey: ['/api/equipment', { from: period.from, to: period.to }],
          // Free units change with every approval: read afresh, the last list shown meanwhile.
          staleTime: 0,
          placeholderData: (previous) => previous,
        }
      : { queryKey: ['/api/equipment'] },
  );

export const useCategories = () => useQuery<EquipmentCategory[]>({ queryKey: ['/api/equipment-categories'] });

export const usePricingSchemas = () => useQuery<PricingSchema[]>({ queryKey: ['/api/pricing-schemas'] });

export const usePricingSettings = () => useQuery<PricingSettings>({ queryKey: ['/api/settings/pricing'] });

/** The per-equipment catalogue data; each runs only for a chosen equipment (spec-1 §7). */
export const equipmentExtrasKey = (id: number) => ['/api/equipment', id, 'additional'] as const;
export const serviceCostsKey = (id: number) => ['/api/equipment', id, 'service-costs'] as const;
export const serviceItemsKey = (id: number) => ['/api/equipment', id, 'service-items'] as const;

/**
 * Service items are read again whenever a form shows them (spec-1 §7: "always refetched"; every
 * other read is never stale). The cached answer shows meanwhile.
 */
const alwaysRefetched = { staleTime: 0 } as const;

export const useEquipmentExtras = (id: number | null) =>
  useQuery<EquipmentExtra[]>({
    queryKey: equipmentExtrasKey(id ?? 0),
    enabled: (id ?? 0) > 0,
  });

export const useServiceItems = (id: number | null) =>
  useQuery<ServiceItem[]>({ queryKey: serviceItemsKey(id ?? 0), enabled: (id ?? 0) > 0, ...alwaysRefetched });

/** What the API's pricing reads of one equipment, fetched from the same catalogue calls (D4). */
export interface ItemCatalogue {
  extras: EquipmentExtra[];
  serviceCosts: ServiceCosts | null;
  serviceItems: ServiceItem[];
}

/** The catalogue data of every chosen equipment, shared with the item editors through the query cache. */
export function useItemCatalogues(equipmentIds: readonly number[]): Map<number, ItemCatalogue> {
  const ids = [...new Set(equipmentIds.filter((id) => id > 0))];
  const results = useQueries({
    queries: ids.flatMap((id) => [
      { queryKey: equipmentExtrasKey(id) },
      { queryKey: serviceCostsKey(id) },
      { queryKey: serviceItemsKey(id), ...alwaysRefetched },
    ]),
  });
  const catalogues = new Map<number, ItemCatalogue>();
  ids.forEach((id, index) => {
    const [extras, costs, items] = results.slice(index * 3, index * 3 + 3);
    if (extras.isSuccess && costs.isSuccess && items.isSuccess) {
      catalogues.set(id, {
        extras: extras.data as EquipmentExtra[],
        serviceCosts: (costs.data as ServiceCosts | null) ?? null,
        serviceItems: items.data as ServiceItem[],
      });
    }
  });
  return catalogues;
}

// One equipment quote for its detail and edit pages; the list, status changes, deletion and print
// are the shared quote pages' (D18, D20), on the kind's address from the registry.
export const useQuote = (id: number) => useKindQuote<QuoteDetail>(QUOTES_QUERY_KEY, id);
