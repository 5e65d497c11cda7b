import {
  type DepartmentConfig,
  type DepartmentEquipment,
  type DepartmentItemPrice,
  type DepartmentQuoteDetail,
  type DepartmentQuoteItem,
  type DepartmentQuoteItemInput,
  decimalTextField,
  decimalTextValue,
  departmentMessages,
  departmentQuoteItemFields,
  formatDecimalText,
  GENERAL_ITEM_START,
  itemPeriodText,
  periodTexts,
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

/**
 * Drafts made elsewhere (a draft restored after a reload, D20: its keys from the page that saved
 * it) keep their keys, and the next new item's key comes after all of them: two items never share
 * a key, so changing or removing one never changes or removes another.
 */
export function claimKeys(drafts: readonly ItemDraft[]): readonly ItemDraft[] {
  for (const draft of drafts) nextKey = Math.max(nextKey, draft.key + 1);
  return drafts;
}

const itemShape = departmentQuoteItemFields.shape;
/** The item's whole numbers read by the one parser (D20), then by the API's own rules of the fields. */
const countFields = {
  quantity: decimalTextField('count', itemShape.quantity),
  // The form asks every item's days (the quote's period comes with the dates on the form).
  rentalPeriodDays: decimalTextField('count', itemShape.rentalPeriodDays.unwrap().unwrap()),
  additional: decimalTextField(
    'count',
    itemShape.selectedAdditionalEquipment.unwrap().element.shape.quantity,
  ),
};

/** A whole number typed in an item: its value, or the message the field shows (D19). */
export interface CountReading {
  value: number | null;
  error: string | null;
}

/** D20 (replacing D14's last sentence): an invalid quantity or day count is marked, never replaced by 1. */
export function readCount(field: keyof typeof countFields, text: string): CountReading {
  const read = countFields[field].safeParse(text);
  return read.success
    ? { value: read.data, error: null }
    : { value: null, error: read.error.issues[0]?.message ?? departmentMessages.itemQuantity };
}

/** D14: the general area's edit types the price per day of a saved item. */
export const typesPrice = (draft: ItemDraft, config: DepartmentConfig, editing: boolean) =>
  editing && config.typedPriceOnEdit && draft.saved !== undefined;

/** The typed price read by the one parser (D20), then by the API's own check of the field. */
const typedPriceField = decimalTextField('money', departmentQuoteItemFields.shape.pricePerDay);

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
    // D21: empty, the item takes the quote's period.
    rentalPeriodDays: '',
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
  readCount('additional', draft.additional[extraId]?.quantity ?? draft.quantity);

/** The drafts of a saved quote (edit): an item's period empty where it is the quote's (D21). */
export const draftsOfQuote = (quote: DepartmentQuoteDetail): ItemDraft[] => {
  const periods = periodTexts(
    quote.rentalDays,
    quote.items.map((item) => item.rentalPeriodDays),
  );
  return quote.items.map((item, index) => ({
    key: nextKey++,
    id: item.id,
    equipmentId: item.equipmentId,
    saved: item,
    quantity: count(item.quantity),
    rentalPeriodDays: periods.items[index],
    pricePerDay: formatDecimalText(item.pricePerDay, 'money'),
    notes: item.notes ?? '',
    additional: Object.fromEntries(
      item.selectedAdditionalEquipment.map((extra) => [
        extra.id,
        { checked: true, quantity: count(extra.quantity) },
      ]),
    ),
  }));
};

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
  /** The quantity and the days as read; their messages when they cannot be used (D20), the extras' by id. */
  quantity: CountReading;
  rentalPeriodDays: CountReading;
  extraErrors: Record<number, string>;
}

/** An item the form cannot use as it is: marked under its field and left out of the totals (D19). */
export const isFlagged = (item: LiveItem) =>
  item.stockError !== null ||
  item.priceError !== null ||
  item.quantity.error !== null ||
  item.rentalPeriodDays.error !== null ||
  Object.keys(item.extraErrors).length > 0;

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
  /** D21: the quote's 'Okres wynajmu (dni)' as typed, the period of an item without its own. */
  quoteDays: string,
): LiveQuote {
  const stock = new Map<number, number>();
  const items = drafts.map((draft) => {
    const equipment = draft.equipmentId === null ? undefined : catalogue.get(draft.equipmentId);
    const quantityRead = readCount('quantity', draft.quantity);
    const daysRead = readCount('rentalPeriodDays', itemPeriodText(draft.rentalPeriodDays, quoteDays));
    // A count that cannot be used flags the item (out of the totals); its price is figured on 1 meanwhile.
    const quantity = quantityRead.value ?? 1;
    const rentalPeriodDays = daysRead.value ?? 1;
    let stockError: string | null = null;
    if (equipment && quantityRead.value !== null) {
      const sum = (stock.get(equipment.id) ?? 0) + quantity;
      stock.set(equipment.id, sum);
      if (sum > equipment.availableQuantity)
        stockError = stockExceeded(equipment.name, equipment.availableQuantity);
    }
    const extraErrors: Record<number, string> = {};
    const additionalItems = offeredAdditional(draft, equipment)
      .filter((extra) => !extra.isOptional || draft.additional[extra.id]?.checked)
      .map((extra) => {
        const read = extraQuantity(draft, extra.id);
        if (read.error !== null) extraErrors[extra.id] = read.error;
        return { quantity: read.value ?? 1, rentalPeriodDays, pricePerDay: extra.pricePerDay };
      });
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
    return {
      draft,
      equipment,
      name,
      price,
      stockError,
      priceError,
      quantity: quantityRead,
      rentalPeriodDays: daysRead,
      extraErrors,
    };
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
  // Flagged items never get here (the save stops first); a count that is none is sent as 0, refused.
  return live.items.map(({ draft, equipment, quantity, rentalPeriodDays }) => ({
    ...(draft.id === undefined ? {} : { id: draft.id }),
    equipmentId: draft.equipmentId,
    quantity: quantity.value ?? 0,
    rentalPeriodDays: rentalPeriodDays.value ?? 0,
    notes: draft.notes.trim() || null,
    selectedAdditionalEquipment: offeredAdditional(draft, equipment)
      .filter((extra) => draft.additional[extra.id]?.checked || !extra.isOptional)
      .map((extra) => ({ id: extra.id, quantity: extraQuantity(draft, extra.id).value ?? 0 })),
    ...(typesPrice(draft, config, editing)
      ? { pricePerDay: decimalTextValue(draft.pricePerDay, 'money') }
      : {}),
  }));
}
