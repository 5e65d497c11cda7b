import {
  countFromText,
  type DepartmentConfig,
  type DepartmentEquipment,
  type DepartmentItemPrice,
  type DepartmentQuoteDetail,
  type DepartmentQuoteItem,
  type DepartmentQuoteItemInput,
  decimalTextField,
  decimalTextValue,
  departmentMessages,
  departmentQuoteUpdateSchema,
  formatDecimalText,
  GENERAL_ITEM_START,
  priceDepartmentItem,
  quoteTotals,
  stockExceeded,
} from '@ppp/domain';
import type { PlausibleField } from '@ppp/ui';

// The items of an electrical or general quote as the form holds them, priced live with the same
// formula the server uses (D14), and turned into the request's items.

export interface AdditionalChoice {
  checked: boolean;
  quantity: string;
}

export interface ItemDraft {
  key: number;
  /** The saved item's id on an edit (its stored discount and snapshot are kept, D14). */
  id?: number;
  equipmentId: number | null;
  /** The saved item as the server answered it (edit), for equipment deleted since. */
  saved?: DepartmentQuoteItem;
  quantity: string;
  rentalPeriodDays: string;
  /** The typed price per day of the general edit, as typed ('95,50'); '' elsewhere. */
  pricePerDay: string;
  notes: string;
  additional: Record<number, AdditionalChoice>;
}

let nextKey = 1;

/** D14: an invalid quantity or day count typed in a form counts as 1 (read by the one parser, D20). */
export function wholeOrOne(text: string, max = Number.MAX_SAFE_INTEGER): number {
  const value = countFromText(text);
  return value !== null && Number.isInteger(value) && value >= 1 && value <= max ? value : 1;
}

/** D14: the general area's edit types the price per day of a saved item. */
export const typesPrice = (draft: ItemDraft, config: DepartmentConfig, editing: boolean) =>
  editing && config.typedPriceOnEdit && draft.saved !== undefined;

/** The typed price read by the one parser (D20), then by the API's own check of the field. */
const typedPriceField = decimalTextField(
  'money',
  departmentQuoteUpdateSchema.shape.items.element.shape.pricePerDay,
);

/** The plausibility question of an item's typed price (D20), named by the id of its input. */
export const typedPricePlausibility = (draft: ItemDraft): PlausibleField => ({
  name: `item-${draft.key}-price-per-day`,
  text: draft.pricePerDay,
  limit: 'dayPrice',
});

const count = (value: number) => formatDecimalText(value, 'count');

/** A new item of the chosen equipment: 1 × 7 days (spec-2 §9), its non-optional extras on. */
export function newItemDraft(equipment: DepartmentEquipment): ItemDraft {
  return {
    key: nextKey++,
    equipmentId: equipment.id,
    quantity: String(GENERAL_ITEM_START.quantity),
    rentalPeriodDays: String(GENERAL_ITEM_START.rentalPeriodDays),
    pricePerDay: '',
    notes: '',
    // A non-optional extra has no entry until its quantity is changed: it follows the item's (D14).
    additional: Object.fromEntries(
      equipment.additionalEquipment
        .filter((extra) => extra.isOptional)
        .map((extra) => [extra.id, { checked: false, quantity: '1' }]),
    ),
  };
}

/** The quantity of an extra on the item: as typed, else (non-optional) the item's own. */
const extraQuantity = (draft: ItemDraft, extraId: number) =>
  wholeOrOne(draft.additional[extraId]?.quantity ?? draft.quantity);

/** The drafts of a saved quote (edit). */
export const draftsOfQuote = (quote: DepartmentQuoteDetail): ItemDraft[] =>
  quote.items.map((item) => ({
    key: nextKey++,
    id: item.id,
    equipmentId: item.equipmentId,
    saved: item,
    quantity: count(item.quantity),
    rentalPeriodDays: count(item.rentalPeriodDays),
    pricePerDay: formatDecimalText(item.pricePerDay, 'money'),
    notes: item.notes ?? '',
    additional: Object.fromEntries(
      item.selectedAdditionalEquipment.map((extra) => [
        extra.id,
        { checked: true, quantity: count(extra.quantity) },
      ]),
    ),
  }));

/** What the item may carry: the equipment's additional items, and those it was saved with (D8). */
export function offeredAdditional(draft: ItemDraft, equipment: DepartmentEquipment | undefined) {
  const offered = new Map<
    number,
    { id: number; name: string; pricePerDay: string; isOptional: boolean; type: string }
  >();
  for (const kept of draft.saved?.selectedAdditionalEquipment ?? [])
    offered.set(kept.id, { ...kept, isOptional: true });
  for (const current of equipment?.additionalEquipment ?? []) offered.set(current.id, current);
  return [...offered.values()];
}

export interface LiveItem {
  draft: ItemDraft;
  equipment: DepartmentEquipment | undefined;
  name: string;
  price: DepartmentItemPrice;
  /** The stock rule's message on this item (D8), which keeps it out of the totals (D19). */
  stockError: string | null;
  /**
   * The typed price's problem ('Nieprawidłowa liczba', a negative price), marked at once; it keeps
   * the item out of the totals too (D19, D20).
   */
  priceError: string | null;
}

/** An item the form cannot use as it is: marked under its field and left out of the totals (D19). */
export const isFlagged = (item: LiveItem) => item.stockError !== null || item.priceError !== null;

export interface LiveQuote {
  items: LiveItem[];
  totals: { totalNet: string; vatAmount: string; totalGross: string };
}

/** Prices the drafts as the server will (D14); over-stock items are flagged and not counted (D19). */
export function liveQuote(
  drafts: readonly ItemDraft[],
  catalogue: ReadonlyMap<number, DepartmentEquipment>,
  config: DepartmentConfig,
  vatRate: string,
  editing: boolean,
): LiveQuote {
  const stock = new Map<number, number>();
  const items = drafts.map((draft) => {
    const equipment = draft.equipmentId === null ? undefined : catalogue.get(draft.equipmentId);
    const quantity = wholeOrOne(draft.quantity);
    const rentalPeriodDays = wholeOrOne(draft.rentalPeriodDays, 365);
    let stockError: string | null = null;
    if (equipment) {
      const sum = (stock.get(equipment.id) ?? 0) + quantity;
      stock.set(equipment.id, sum);
      if (sum > equipment.availableQuantity)
        stockError = stockExceeded(equipment.name, equipment.availableQuantity);
    }
    const additionalItems = offeredAdditional(draft, equipment)
      .filter((extra) => !extra.isOptional || draft.additional[extra.id]?.checked)
      .map((extra) => ({
        quantity: extraQuantity(draft, extra.id),
        rentalPeriodDays,
        pricePerDay: extra.pricePerDay,
      }));
    let priceError: string | null = null;
    let typedPrice: string | null = null;
    if (typesPrice(draft, config, editing)) {
      const read = typedPriceField.safeParse(draft.pricePerDay);
      if (read.success) typedPrice = read.data ?? null;
      else priceError = read.error.issues[0]?.message ?? null;
    }
    // An empty typed price is none: the item is priced from the tiers, as the server does then.
    const typed =
      draft.saved && typedPrice !== null
        ? { pricePerDay: typedPrice, discountPercent: draft.saved.discountPercent }
        : !equipment && draft.saved
          ? { pricePerDay: draft.saved.pricePerDay, discountPercent: draft.saved.discountPercent }
          : null;
    const price = priceDepartmentItem({
      tiers: equipment?.pricing ?? [],
      quantity,
      rentalPeriodDays,
      typedPrice: typed,
      additionalItems,
    });
    const name = equipment?.name ?? draft.saved?.equipment.name ?? departmentMessages.unknownEquipment;
    return { draft, equipment, name, price, stockError, priceError };
  });
  const counted = items.filter((item) => !isFlagged(item)).map((item) => item.price.totalPrice);
  return { items, totals: quoteTotals(counted, vatRate) };
}

/** The request's items (D14): the checked extras with their quantities, the typed price on a general edit. */
export function itemsBody(
  live: LiveQuote,
  config: DepartmentConfig,
  editing: boolean,
): DepartmentQuoteItemInput[] {
  return live.items.map(({ draft, equipment }) => ({
    ...(draft.id === undefined ? {} : { id: draft.id }),
    equipmentId: draft.equipmentId,
    quantity: wholeOrOne(draft.quantity),
    rentalPeriodDays: wholeOrOne(draft.rentalPeriodDays, 365),
    notes: draft.notes.trim() || null,
    selectedAdditionalEquipment: offeredAdditional(draft, equipment)
      .filter((extra) => draft.additional[extra.id]?.checked || !extra.isOptional)
      .map((extra) => ({ id: extra.id, quantity: extraQuantity(draft, extra.id) })),
    ...(typesPrice(draft, config, editing)
      ? { pricePerDay: decimalTextValue(draft.pricePerDay, 'money') }
      : {}),
  }));
}
