import {
  type Equipment,
  type EquipmentItemPrice,
  type EquipmentPricingData,
  type PricingMethod,
  priceEquipmentItem,
  type QuoteDetail,
  quoteItemInputSchema,
  quoteTotals,
  stockExceeded,
} from '@ppp/domain';
import { useMemo, useRef } from 'react';
import { type ItemCatalogue, useItemCatalogues } from '../../api.ts';
import { type ItemDraft, itemRequest } from './formModel.ts';

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
    if (sum <= equipment.availableQuantity) return live;
    const reason = stockExceeded(equipment.name, equipment.availableQuantity);
    // The same figure over the same stock answers the same object (a memoised item stays as it is).
    const known = overStock.get(live);
    if (known?.state === 'invalid' && known.reason === reason) return known;
    const over: LivePrice = { state: 'invalid', reason };
    overStock.set(live, over);
    return over;
  });
}

/** Each figure's answer when its items exceed the stock, while the figure stays. */
const overStock = new WeakMap<LivePrice, LivePrice>();

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

/** What an item's figure was priced from, and the figure. */
interface PricedItem {
  /** The draft as JSON (the form hands out new objects on every change). */
  draft: string;
  equipment: Equipment | undefined;
  catalogue: ItemCatalogue | undefined;
  method: PricingMethod;
  live: LivePrice;
}

const samePricing = (last: PricedItem, next: Omit<PricedItem, 'live'>) =>
  last.draft === next.draft &&
  last.equipment === next.equipment &&
  last.method === next.method &&
  (last.catalogue === next.catalogue ||
    (last.catalogue !== undefined &&
      next.catalogue !== undefined &&
      last.catalogue.extras === next.catalogue.extras &&
      last.catalogue.serviceCosts === next.catalogue.serviceCosts &&
      last.catalogue.serviceItems === next.catalogue.serviceItems));

/** Every item priced, and the quote's net, VAT (at `vatRate`) and gross (D4's quoteTotals). */
export function useLiveQuote(
  items: readonly ItemDraft[],
  equipment: readonly Equipment[],
  method: PricingMethod,
  vatRate: string,
): LiveQuote {
  const byId = useMemo(() => new Map(equipment.map((entry) => [entry.id, entry])), [equipment]);
  const catalogues = useItemCatalogues(items.map((item) => Number(item.equipmentId) || 0));
  // Each item's figure as last priced, kept while its draft, equipment, catalogue and method stay:
  // a keystroke in one item of a long quote prices that item, and the others keep their figures
  // (the same objects, so their memoised editors do not render again).
  const priced = useRef<PricedItem[]>([]);
  const prices = withinStock(
    items,
    items.map((item, index) => {
      const id = Number(item.equipmentId) || 0;
      const inputs = {
        draft: JSON.stringify(item),
        equipment: byId.get(id),
        catalogue: catalogues.get(id),
        method,
      };
      const last = priced.current[index];
      if (last && samePricing(last, inputs)) return last.live;
      const live = priceDraft(item, inputs.equipment, inputs.catalogue, method);
      priced.current[index] = { ...inputs, live };
      return live;
    }),
    byId,
  );
  priced.current.length = items.length;
  const totals = prices.map(totalOf).filter((total): total is string => total !== null);
  return { prices, totals: quoteTotals(totals, vatRate), pending: prices.length - totals.length };
}
