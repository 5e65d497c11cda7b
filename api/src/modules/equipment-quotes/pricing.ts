import type { EntityManager } from '@mikro-orm/postgresql';
import type { quoteItemInputSchema } from '@ppp/domain';
import {
  type EquipmentPricingData,
  fitsDecimalColumn,
  itemInputMessages,
  PricingInputError,
  type PricingMethod,
  type PricingSettings,
  parseItemNotes,
  priceEquipmentItem,
  type QuoteItemInput,
  stockExceeded,
  toDecimal,
} from '@ppp/domain';
import type { z } from 'zod';
import { preparedRows } from '../../db/prepared.ts';
import { Invalid } from '../../http/errors.ts';
import { SETTINGS_ID, settingsOf } from '../settings/service.ts';

export type ValidItem = z.output<typeof quoteItemInputSchema>;

/** Everything the engine needs of one equipment, plus what the item snapshot keeps (D8). */
interface CatalogueEntry {
  id: number;
  name: string;
  model: string | null;
  categoryId: number;
  categoryName: string;
  isActive: boolean;
  availableQuantity: number;
  pricing: EquipmentPricingData;
  extras: { id: number; type: 'additional' | 'accessories'; name: string; price: string }[];
}

/** The pricing schema a quote is priced with, as the loader reads it. */
export interface SchemaChoice {
  id: number;
  calculationMethod: PricingMethod;
  isActive: boolean;
}

/** Everything pricing a quote reads: the settings in force, the schema, and the chosen equipment. */
export interface PricingContext {
  settings: PricingSettings;
  /** The schema asked for, or the default one when none is asked for; null when there is none. */
  schema: SchemaChoice | null;
  catalogue: Map<number, CatalogueEntry>;
}

// One statement (the preview is a hot path): the settings row and the schema are joined to the
// equipment rows, whose tiers, extras, service costs and items are aggregated as JSON. There is
// always one row, with the equipment columns null when no equipment matched.
const pricingContextSql = `
  select st.vat_rate::text as vat_rate, st.currency, sc.schema, e.*
    from (select 1) one
    left join pricing_settings st on st.id = ?
    left join lateral (
      select json_build_object('id', s.id, 'calculationMethod', s.calculation_method, 'isActive', s.is_active) as schema
        from pricing_schema s where case when ?::int is null then s.is_default else s.id = ? end limit 1
    ) sc on true
    left join lateral (
      select e.id, e.name, e.model, e.is_active, e.available_quantity, e.fuel_consumption75::text as fuel_consumption75,
             c.id as category_id, c.name as category_name,
             (select coalesce(json_agg(json_build_object('periodStart', t.period_start, 'periodEnd', t.period_end,
                      'pricePerDay', t.price_per_day::text)), '[]') from equipment_pricing t where t.equipment_id = e.id) as tiers,
             (select coalesce(json_agg(json_build_object('id', x.id, 'type', x.type, 'name', x.name, 'price', x.price::text)
                      order by x.position, x.id), '[]') from equipment_additional x where x.equipment_id = e.id) as extras,
             (select json_build_object('serviceIntervalMonths', s.service_interval_months,
                      'serviceIntervalKm', s.service_interval_km, 'serviceIntervalMotohours', s.service_interval_motohours)
                from equipment_service_cost s where s.equipment_id = e.id) as service_costs,
             (select coalesce(json_agg(json_build_object('itemCost', i.item_cost::text) order by i.sort_order, i.id), '[]')
                from equipment_service_item i where i.equipment_id = e.id) as service_items
        from equipment e join equipment_category c on c.id = e.category_id
       where e.id = any(?::int[])
    ) e on true`;

/**
 * Loads what pricing needs in one round trip, whatever the number of items: the pricing settings,
 * the schema `schemaId` (the default one when null), and the catalogue data of the given equipment.
 */
export async function loadPricingContext(
  em: EntityManager,
  equipmentIds: readonly (number | null | undefined)[],
  schemaId: number | null,
): Promise<PricingContext> {
  // A Postgres array literal of integers: knex would expand a JS array binding into a list.
  const ids = new Set(equipmentIds.filter((id): id is number => id != null).map(Math.trunc));
  const idArray = `{${[...ids].join(',')}}`;
  const rows = await preparedRows(em, pricingContextSql, [SETTINGS_ID, schemaId, schemaId, idArray]);
  const first = rows[0];
  const catalogue = new Map<number, CatalogueEntry>();
  for (const e of rows) {
    if (e.id === null) continue;
    catalogue.set(e.id, {
      id: e.id,
      name: e.name,
      model: e.model ?? null,
      categoryId: e.category_id,
      categoryName: e.category_name,
      isActive: e.is_active,
      availableQuantity: e.available_quantity,
      extras: e.extras,
      pricing: {
        categoryName: e.category_name,
        tiers: e.tiers,
        fuelConsumption75: e.fuel_consumption75 ?? null,
        serviceCosts: e.service_costs ?? null,
        serviceItems: e.service_items,
        extras: e.extras,
      },
    });
  }
  return {
    settings: settingsOf(
      first.vat_rate === null ? null : { vatRate: first.vat_rate, currency: first.currency },
    ),
    schema: first.schema ?? null,
    catalogue,
  };
}

/** The columns of a priced quote item (inputs, flags, parts, totals, snapshot). */
export type PricedItem = ReturnType<typeof priceItem>;

function priceItem(item: ValidItem, entry: CatalogueEntry, method: PricingMethod, position: number) {
  // D4: selections may come from the notes' JSON form, only when the lists are absent.
  const fromNotes = parseItemNotes(item.notes);
  const input = {
    ...item,
    selectedAdditional: item.selectedAdditional ?? fromNotes.selectedAdditional,
    selectedAccessories: item.selectedAccessories ?? fromNotes.selectedAccessories,
  };
  const price = priceEquipmentItem(input, entry.pricing, method);
  const { appliedInput, category: _kind, ...totals } = price;
  const chosen = new Set([...appliedInput.selectedAdditional, ...appliedInput.selectedAccessories]);
  return {
    position,
    equipmentId: entry.id,
    equipmentName: entry.name,
    equipmentModel: entry.model,
    categoryId: entry.categoryId,
    categoryName: entry.categoryName,
    ...appliedInput,
    ...totals,
    extrasSnapshot: entry.extras.filter((x) => chosen.has(x.id)),
    notes: item.notes ?? null,
  };
}

/** The amounts of a priced item kept in money columns (numeric(12,2)). */
const moneyColumns = [
  'pricePerDay',
  'basePrice',
  'totalFuelCost',
  'totalInstallationCost',
  'totalDisassemblyCost',
  'totalTravelServiceCost',
  'totalMaintenanceCost',
  'totalServiceItemsCost',
  'additionalCost',
  'accessoriesCost',
  'totalPrice',
] as const;

const fitsMoney = (amount: string) => fitsDecimalColumn(toDecimal(amount));

/**
 * Refuses quote totals a money column cannot hold (400 on the items): valid inputs may still add up
 * past numeric(12,2). For the service to call with the totals it is about to store.
 */
export function checkQuoteTotals<T extends { totalNet: string; totalGross: string; vatAmount?: string }>(
  totals: T,
): T {
  const amounts = [totals.totalNet, totals.totalGross, totals.vatAmount ?? '0'];
  if (!amounts.every(fitsMoney)) throw new Invalid({ items: itemInputMessages.quoteTooLarge });
  return totals;
}

/**
 * Prices a quote's items against the current catalogue. Refuses (400, per item field) unknown or
 * (for new choices) inactive equipment, options the category does not offer, and a quantity above
 * what is available, summed per equipment over the quote (D4), and amounts (an item's or the
 * items' sum) that a money column cannot hold.
 */
export function priceItems(
  /** The request's items in order; null for an item kept as saved (D8), which keeps its index. */
  items: readonly (ValidItem | null)[],
  catalogue: Map<number, CatalogueEntry>,
  method: PricingMethod,
  alreadyOnQuote: Set<number> = new Set(),
): PricedItem[] {
  const errors: Record<string, string> = {};
  const totals = new Map<number, number>();
  const priced: PricedItem[] = [];
  items.forEach((item, index) => {
    if (item === null) return;
    if (item.equipmentId == null) {
      errors[`items.${index}.equipmentId`] = itemInputMessages.equipment;
      return;
    }
    const entry = catalogue.get(item.equipmentId);
    if (!entry) {
      errors[`items.${index}.equipmentId`] = 'Wybrany sprzęt nie istnieje';
      return;
    }
    if (!entry.isActive && !alreadyOnQuote.has(entry.id)) {
      errors[`items.${index}.equipmentId`] = `Sprzęt „${entry.name}” jest nieaktywny i nie można go wybrać`;
      return;
    }
    const sum = (totals.get(entry.id) ?? 0) + item.quantity;
    totals.set(entry.id, sum);
    if (sum > entry.availableQuantity) {
      errors[`items.${index}.quantity`] = stockExceeded(entry.name, entry.availableQuantity);
      return;
    }
    try {
      const pricedItem = priceItem(item, entry, method, index);
      if (moneyColumns.every((column) => fitsMoney(pricedItem[column]))) priced.push(pricedItem);
      else errors[`items.${index}.quantity`] = itemInputMessages.itemTooLarge;
    } catch (error) {
      if (!(error instanceof PricingInputError)) throw error;
      for (const [field, message] of Object.entries(error.errors))
        errors[`items.${index}.${field}`] = message;
    }
  });
  if (Object.keys(errors).length > 0) throw new Invalid(errors);
  const net = priced.reduce((sum, item) => sum.plus(toDecimal(item.totalPrice)), toDecimal(0));
  if (!fitsDecimalColumn(net)) throw new Invalid({ items: itemInputMessages.quoteTooLarge });
  return priced;
}
export type { QuoteItemInput };
