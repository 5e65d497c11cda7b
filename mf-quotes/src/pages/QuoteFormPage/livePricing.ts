import {
  type Equipment,
  type EquipmentItemPrice,
  type EquipmentPricingData,
  type PricingMethod,
  priceEquipmentItem,
  type QuoteDetail,
  quoteItemInputSchema,
  quoteTotals,
} from '@ppp/domain';
import { useMemo } from 'react';
import { type ItemCatalogue, useItemCatalogues } from '../../api.ts';
import { type ItemDraft, itemRequest } from './formModel.ts';
import { stockMessage } from './formSchema.ts';

/** The pricing data of an equipment exactly as the server assembles it (tiers, category, extras, service). */
export function pricingDataOf(equipment: Equipment, catalogue: ItemCatalogue): EquipmentPricingData {
  const serviceItems = [...catalogue.serviceItems].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  const { serviceCosts } = catalogue;
  return {
    categoryName: equipment.category.name,
    tiers: equipment.pricing,
    fuelConsumption75: equipment.fuelConsumption75,
    serviceCosts: serviceCosts
      ? {
          serviceIntervalMonths: serviceCosts.serviceIntervalMonths,
          serviceIntervalKm: serviceCosts.serviceIntervalKm,
          serviceIntervalMotohours: serviceCosts.serviceIntervalMotohours,
        }
      : null,
    serviceItems,
    extras: catalogue.extras,
  };
}

export type { ItemCatalogue };

/** The figures an item summary shows, from the engine or as the server stored them. */
export type ItemFigures = Pick<
  EquipmentItemPrice,
  | 'pricePerDay'
  | 'discountPercent'
  | 'discountOverride'
  | 'basePrice'
  | 'totalPrice'
  | 'totalFuelCost'
  | 'totalInstallationCost'
  | 'totalDisassemblyCost'
  | 'totalTravelServiceCost'
  | 'totalServiceItemsCost'
>;

export type LivePrice =
  | { state: 'priced'; price: ItemFigures }
  /** A locked quote shown read-only: the figures as saved, never recomputed (D3, D4). */
  | { state: 'stored'; price: ItemFigures }
  /** No equipment chosen yet. */
  | { state: 'empty' }
  /** The catalogue data of the equipment is still loading. */
  | { state: 'loading' }
  /** A figure the form cannot use (D19): left out of the totals, with the reason shown. */
  | { state: 'invalid'; reason: string }
  /** The equipment is no longer in the active catalogue: the saved total stands until saving. */
  | { state: 'saved'; totalPrice: string };

/**
 * Prices a draft with the domain engine, after the API's own validation of the same request: the
 * live figure is the one the server will store, to the grosz (D4).
 */
export function priceDraft(
  draft: ItemDraft,
  equipment: Equipment | undefined,
  catalogue: ItemCatalogue | undefined,
  method: PricingMethod,
): LivePrice {
  if (!equipment)
    return draft.saved ? { state: 'saved', totalPrice: draft.saved.totalPrice } : { state: 'empty' };
  if (!catalogue) return { state: 'loading' };
  const request = quoteItemInputSchema.safeParse(itemRequest(draft));
  if (!request.success)
    return { state: 'invalid', reason: request.error.issues[0]?.message ?? invalidReason };
  try {
    return {
      state: 'priced',
      price: priceEquipmentItem(request.data, pricingDataOf(equipment, catalogue), method),
    };
  } catch {
    return { state: 'invalid', reason: invalidReason };
  }
}

const invalidReason = 'Popraw wartości pozycji';

/**
 * D4's stock rule over the whole quote: an item whose equipment, summed with the items before it,
 * exceeds the available quantity is left out of the totals (D19: flagged, never counted).
 */
export function withinStock(
  items: readonly ItemDraft[],
  prices: readonly LivePrice[],
  byId: ReadonlyMap<number, Equipment>,
): LivePrice[] {
  const taken = new Map<number, number>();
  return prices.map((live, index) => {
    const id = Number(items[index].equipmentId) || 0;
    const equipment = byId.get(id);
    if (live.state !== 'priced' || !equipment) return live;
    const sum = (taken.get(id) ?? 0) + Number(items[index].quantity);
    taken.set(id, sum);
    return sum > equipment.availableQuantity
      ? {
          state: 'invalid',
          reason: stockMessage({ name: equipment.name, available: equipment.availableQuantity }),
        }
      : live;
  });
}

export const totalOf = (live: LivePrice) =>
  live.state === 'priced' || live.state === 'stored'
    ? live.price.totalPrice
    : live.state === 'saved'
      ? live.totalPrice
      : null;

/** A saved quote's own figures, item by item and in total, as the read-only view shows them. */
export function storedQuote(quote: QuoteDetail): LiveQuote {
  return {
    prices: quote.items.map((item) => ({ state: 'stored', price: item })),
    totals: { totalNet: quote.totalNet, vatAmount: quote.vatAmount, totalGross: quote.totalGross },
    pending: 0,
  };
}

export interface LiveQuote {
  prices: LivePrice[];
  totals: ReturnType<typeof quoteTotals>;
  /** Items not counted in the totals yet (no equipment, invalid figures, still loading). */
  pending: number;
}

/** Every item priced, and the quote's net, VAT (at `vatRate`) and gross (D4's quoteTotals). */
export function useLiveQuote(
  items: readonly ItemDraft[],
  equipment: readonly Equipment[],
  method: PricingMethod,
  vatRate: string,
): LiveQuote {
  const byId = useMemo(() => new Map(equipment.map((entry) => [entry.id, entry])), [equipment]);
  const catalogues = useItemCatalogues(items.map((item) => Number(item.equipmentId) || 0));
  const prices = withinStock(
    items,
    items.map((item) => {
      const id = Number(item.equipmentId) || 0;
      return priceDraft(item, byId.get(id), catalogues.get(id), method);
    }),
    byId,
  );
  const totals = prices.map(totalOf).filter((total): total is string => total !== null);
  return { prices, totals: quoteTotals(totals, vatRate), pending: prices.length - totals.length };
}
