import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type Department,
  type DepartmentEquipment,
  type DepartmentQuoteBody,
  type DepartmentQuoteDetail,
  departmentConfigs,
  departmentMessages,
  departmentQuoteInputSchema,
  fitsDecimalColumn,
  itemInputMessages,
  itemPeriodOf,
  type Page,
  priceDepartmentItem,
  quoteKindEntries,
  quoteTotals,
  stockExceeded,
  toDecimal,
} from '@ppp/domain';
import type { SessionUser } from '../../auth/current-user.ts';
import { plainEntities } from '../../db/plain-entities.ts';
import type { Row } from '../../db/prepared.ts';
import { Conflict, Invalid } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import {
  type DetailQuote,
  type LoadedQuote,
  noTrail,
  type QuoteTrail,
  quoteAnswer,
  quoteHeaderDto,
} from '../quote-lifecycle/dto.ts';
import type { QuoteRow } from '../quote-lifecycle/entities.ts';
import { duplicateMessages } from '../quote-lifecycle/kind-service.ts';
import * as lifecycle from '../quote-lifecycle/lifecycle.ts';
import type { PricedContent } from '../quote-lifecycle/registry.ts';
import { getPricingSettings } from '../settings/service.ts';
import { listEquipment } from './catalogue-service.ts';
import {
  type AdditionalSnapshot,
  DepartmentQuoteItemEntity,
  type DepartmentQuoteItemRow,
} from './entities.ts';
import { departmentKindSearch, departmentListDetailsSql } from './list-query.ts';

// Electrical and general quotes on the shared lifecycle (D14, D18): the area prices its items with
// the one department formula of `domain`; statuses, lock, history, numbers and deletion are shared.

type ItemInput = DepartmentQuoteBody['items'][number];

/** What an answer reads of an item: the entity, or a list page's row (itemFromRow). */
type ItemView = Pick<
  DepartmentQuoteItemRow,
  | 'id'
  | 'position'
  | 'equipmentName'
  | 'equipmentModel'
  | 'equipmentPower'
  | 'categoryName'
  | 'quantity'
  | 'rentalPeriodDays'
  | 'pricePerDay'
  | 'discountPercent'
  | 'dayPrice'
  | 'baseCost'
  | 'additionalCost'
  | 'totalPrice'
  | 'notes'
  | 'additional'
> & { equipment?: { id: number } | null };

function itemDto(row: ItemView, quote: LoadedQuote) {
  const equipmentId = row.equipment?.id ?? null;
  return {
    id: row.id,
    position: row.position,
    equipmentId,
    equipment: {
      id: equipmentId,
      name: row.equipmentName,
      model: row.equipmentModel ?? null,
      power: row.equipmentPower ?? null,
      categoryName: row.categoryName ?? null,
    },
    quantity: row.quantity,
    rentalPeriodDays: row.rentalPeriodDays,
    ...itemPeriodOf(row.rentalPeriodDays, quote),
    pricePerDay: row.pricePerDay,
    discountPercent: row.discountPercent,
    dayPrice: row.dayPrice,
    baseCost: row.baseCost,
    additionalCost: row.additionalCost,
    totalPrice: row.totalPrice,
    notes: row.notes ?? null,
    selectedAdditionalEquipment: row.additional,
  };
}

function toDto(quote: LoadedQuote, items: ItemView[], trail: QuoteTrail): DepartmentQuoteDetail {
  const header = quoteHeaderDto(quote, trail);
  const sorted = [...items].sort((a, b) => a.position - b.position || a.id - b.id);
  return quoteAnswer(header, {
    // spec-2 §3: electrical answers carry these; a guest quote comes from the public API (D9).
    isGuestQuote: header.isGuest,
    guestEmail: header.isGuest ? header.client.email : null,
    itemCount: sorted.length,
    items: sorted.map((row) => itemDto(row, quote)),
  });
}

/** A loaded quote's detail answer, without any access check (the caller checked it). */
export async function detail(em: EntityManager, quote: DetailQuote) {
  const items = await plainEntities<DepartmentQuoteItemRow>(
    em,
    DepartmentQuoteItemEntity,
    't.quote_id = ?',
    [quote.id],
    't.position, t.id',
  );
  return toDto(quote, items, quote.trail);
}

/** What a saved item keeps through an edit: its discount (general typed price) and its snapshot. */
type SavedItems = Map<number, DepartmentQuoteItemRow>;

function additionalFor(
  item: ItemInput,
  equipment: DepartmentEquipment | undefined,
  saved: DepartmentQuoteItemRow | undefined,
  prefix: string,
  errors: Record<string, string>,
): AdditionalSnapshot[] {
  // What the item may carry: the equipment's additional items now, and (on an edit) those it was
  // saved with that the catalogue no longer has, at their saved price (D8).
  type Offered = Pick<AdditionalSnapshot, 'id' | 'type' | 'name' | 'pricePerDay' | 'isOptional'>;
  const offered = new Map<number, Offered>();
  for (const kept of saved?.additional ?? []) offered.set(kept.id, { ...kept, isOptional: true });
  for (const current of equipment?.additionalEquipment ?? []) offered.set(current.id, current);
  const chosen = new Map<number, number>();
  item.selectedAdditionalEquipment.forEach((selection, index) => {
    if (!offered.has(selection.id)) {
      errors[`${prefix}.selectedAdditionalEquipment.${index}.id`] = departmentMessages.unknownAdditional;
      return;
    }
    chosen.set(selection.id, selection.quantity);
  });
  // D14: a non-optional additional item is on every item of its equipment, with the item's quantity.
  for (const additional of offered.values()) {
    if (!additional.isOptional && !chosen.has(additional.id)) chosen.set(additional.id, item.quantity);
  }
  return [...chosen].map(([id, quantity]) => {
    const additional = offered.get(id)!;
    const line = priceDepartmentItem({
      tiers: [],
      quantity,
      rentalPeriodDays: item.rentalPeriodDays,
      typedPrice: { pricePerDay: additional.pricePerDay, discountPercent: 0 },
    });
    return {
      id,
      type: additional.type,
      name: additional.name,
      pricePerDay: additional.pricePerDay,
      quantity,
      isOptional: additional.isOptional,
      totalPrice: line.totalPrice,
    };
  });
}

/**
 * Prices the items against the area's current catalogue (D4, D14): unknown or (for new choices)
 * inactive equipment, foreign additional items and a quantity above what is available, summed per
 * equipment over the quote, are 400 with the item's field; amounts must fit their columns.
 */
async function priceItems(tx: EntityManager, department: Department, items: ItemInput[], saved: SavedItems) {
  const config = departmentConfigs[department];
  const ids = [...new Set(items.map((item) => item.equipmentId).filter((id): id is number => id != null))];
  const catalogue = new Map(
    (await listEquipment(tx, department, { ids, includeInactive: true })).map((e) => [e.id, e]),
  );
  const onQuote = new Set([...saved.values()].map((row) => row.equipment?.id ?? null));
  const errors: Record<string, string> = {};
  const stock = new Map<number, number>();
  const rows = items.map((item, index) => {
    const prefix = `items.${index}`;
    const savedItem = item.id === undefined ? undefined : saved.get(item.id);
    if (item.id !== undefined && !savedItem) errors[`${prefix}.id`] = 'Ta pozycja nie należy do wyceny';
    const equipmentId = item.equipmentId ?? (savedItem ? (savedItem.equipment?.id ?? null) : null);
    const equipment = equipmentId == null ? undefined : catalogue.get(equipmentId);
    if (equipmentId != null && !equipment) {
      errors[`${prefix}.equipmentId`] = itemInputMessages.unknownEquipment;
      return null;
    }
    if (!equipment && !savedItem) {
      errors[`${prefix}.equipmentId`] = departmentMessages.notSelected;
      return null;
    }
    if (equipment) {
      if (!equipment.isActive && !onQuote.has(equipment.id)) {
        errors[`${prefix}.equipmentId`] = departmentMessages.inactiveEquipment;
      }
      const sum = (stock.get(equipment.id) ?? 0) + item.quantity;
      stock.set(equipment.id, sum);
      if (sum > equipment.availableQuantity) {
        errors[`${prefix}.quantity`] = stockExceeded(equipment.name, equipment.availableQuantity);
      }
    }
    const additional = additionalFor(item, equipment, savedItem, prefix, errors);
    // D14: the general edit's typed price is a base price with the stored discount; an item whose
    // equipment is gone keeps its saved price (D8); everything else is priced from the tiers.
    const typed =
      savedItem && config.typedPriceOnEdit && item.pricePerDay != null
        ? { pricePerDay: item.pricePerDay, discountPercent: savedItem.discountPercent }
        : !equipment && savedItem
          ? { pricePerDay: savedItem.pricePerDay, discountPercent: savedItem.discountPercent }
          : null;
    const price = priceDepartmentItem({
      tiers: equipment?.pricing ?? [],
      quantity: item.quantity,
      rentalPeriodDays: item.rentalPeriodDays,
      typedPrice: typed,
      additionalItems: additional.map((a) => ({ ...a, rentalPeriodDays: item.rentalPeriodDays })),
    });
    if (![price.totalPrice, price.dayPrice].every((amount) => fitsDecimalColumn(toDecimal(amount)))) {
      errors[`${prefix}.quantity`] = itemInputMessages.itemTooLarge;
    }
    return {
      position: index + 1,
      equipment: equipment?.id ?? null,
      equipmentName: equipment?.name ?? savedItem?.equipmentName ?? departmentMessages.unknownEquipment,
      equipmentModel: equipment ? equipment.model : (savedItem?.equipmentModel ?? null),
      equipmentPower: equipment ? equipment.power : (savedItem?.equipmentPower ?? null),
      categoryName: equipment ? equipment.category.name : (savedItem?.categoryName ?? null),
      quantity: item.quantity,
      rentalPeriodDays: item.rentalPeriodDays,
      pricePerDay: price.pricePerDay,
      discountPercent: price.discountPercent,
      dayPrice: price.dayPrice,
      baseCost: price.baseCost,
      additionalCost: price.additionalCost,
      totalPrice: price.totalPrice,
      notes: item.notes,
      additional,
    };
  });
  if (Object.keys(errors).length > 0) throw new Invalid(errors);
  const priced = rows.filter((row) => row !== null);
  return priced;
}

function totalsOf(items: { totalPrice: string }[], vatRate: string) {
  const totals = quoteTotals(
    items.map((item) => item.totalPrice),
    vatRate,
  );
  if (!fitsDecimalColumn(toDecimal(totals.totalGross)))
    throw new Invalid({ items: itemInputMessages.quoteTooLarge });
  return totals;
}

/** A new quote's items, priced with today's settings against the area's catalogue. */
export async function priceNew(tx: EntityManager, department: Department, body: DepartmentQuoteBody) {
  const settings = await getPricingSettings(tx);
  const items = await priceItems(tx, department, body.items, new Map());
  return {
    settings,
    totals: totalsOf(items, settings.vatRate),
    write: (writer: EntityManager, quote: QuoteRow) => writeItems(writer, quote, items),
  };
}

/** An edit of an open quote: its items replaced and repriced (D14), its VAT rate kept. */
export async function priceEdit(
  tx: EntityManager,
  department: Department,
  quote: QuoteRow,
  body: DepartmentQuoteBody,
): Promise<PricedContent> {
  const stored = await tx.find(DepartmentQuoteItemEntity, { quote: quote.id });
  const items = await priceItems(tx, department, body.items, new Map(stored.map((row) => [row.id, row])));
  return {
    totals: totalsOf(items, quote.vatRate),
    write: async (writer, row) => {
      await writer.nativeDelete(DepartmentQuoteItemEntity, { quote: row.id });
      writeItems(writer, row, items);
    },
  };
}

type PricedItems = Awaited<ReturnType<typeof priceItems>>;

function writeItems(tx: EntityManager, quote: QuoteRow, items: PricedItems) {
  for (const item of items) tx.create(DepartmentQuoteItemEntity, { quote, ...item });
}

/** D17: a copy keeps the client, notes and the items whose equipment (and extras) are still offered. */
export async function duplicate(em: EntityManager, department: Department, saved: DepartmentQuoteDetail) {
  const catalogue = new Map((await listEquipment(em, department)).map((entry) => [entry.id, entry]));
  const kept = saved.items.filter((item) => item.equipmentId !== null && catalogue.has(item.equipmentId));
  if (kept.length === 0) throw new Conflict(duplicateMessages.nothingLeft);
  const body = parse(departmentQuoteInputSchema, {
    clientId: saved.clientId,
    notes: saved.notes,
    items: kept.map((item) => {
      const offered = new Set(
        (catalogue.get(item.equipmentId ?? 0)?.additionalEquipment ?? []).map((extra) => extra.id),
      );
      return {
        equipmentId: item.equipmentId,
        quantity: item.quantity,
        rentalPeriodDays: item.rentalPeriodDays,
        notes: item.notes,
        selectedAdditionalEquipment: item.selectedAdditionalEquipment
          .filter((extra) => offered.has(extra.id))
          .map((extra) => ({ id: extra.id, quantity: extra.quantity })),
      };
    }),
  });
  return {
    body,
    skipped: saved.items.filter((item) => !kept.includes(item)).map((item) => item.equipment.name),
  };
}

/**
 * GET /api/{electrical|general}-quotes (D5, D14): newest first, paged, the own-quotes rule of D1;
 * the search covers the number, the client's company and the items' equipment names.
 */
/** A department_quote_item row of a list page (`select *`, plain columns), as the answer reads an item. */
const itemFromRow = (row: Row): ItemView => ({
  id: row.id,
  position: row.position,
  equipment: row.equipment_id ? { id: row.equipment_id } : null,
  equipmentName: row.equipment_name,
  equipmentModel: row.equipment_model,
  equipmentPower: row.equipment_power,
  categoryName: row.category_name,
  quantity: row.quantity,
  rentalPeriodDays: row.rental_period_days,
  pricePerDay: row.price_per_day,
  discountPercent: row.discount_percent,
  dayPrice: row.day_price,
  baseCost: row.base_cost,
  additionalCost: row.additional_cost,
  totalPrice: row.total_price,
  notes: row.notes,
  additional: row.additional,
});

export async function listDepartmentQuotes(
  em: EntityManager,
  user: SessionUser,
  department: Department,
  query: lifecycle.QuoteListQuery,
): Promise<Page<DepartmentQuoteDetail>> {
  return lifecycle.listQuotePage(em, user, quoteKindEntries[department], query, {
    kindSearch: departmentKindSearch,
    detailsSql: departmentListDetailsSql,
    item: (quote, rows) => toDto(quote, rows.map(itemFromRow), noTrail),
  });
}
