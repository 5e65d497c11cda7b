import type { EntityManager } from '@mikro-orm/postgresql';
import type { quoteItemInputSchema } from '@ppp/domain';
import {
  type EquipmentPricingData,
  PricingInputError,
  type PricingMethod,
  parseItemNotes,
  priceEquipmentItem,
  type QuoteItemInput,
} from '@ppp/domain';
import type { z } from 'zod';
import { Invalid } from '../../http/errors.ts';

export type ValidItem = z.output<typeof quoteItemInputSchema>;
// biome-ignore lint/suspicious/noExplicitAny: plain SQL rows
type Row = Record<string, any>;

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

/**
 * Loads the catalogue data of the given equipment in one round trip (tiers, extras, service costs
 * and items aggregated as JSON), whatever the number of items: the preview is a hot path, and
 * several parallel queries per request would queue for the pool under load.
 */
export async function loadCatalogue(em: EntityManager, ids: number[]): Promise<Map<number, CatalogueEntry>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  // A Postgres array literal of integers: knex would expand a JS array binding into a list.
  const idArray = `{${unique.map((id) => Math.trunc(id)).join(',')}}`;
  const rows: Row[] = await em.getConnection().execute(
    `select e.id, e.name, e.model, e.is_active, e.available_quantity, e.fuel_consumption75::text as fuel_consumption75,
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
       from equipment e join equipment_category c on c.id = e.category_id where e.id = any(?::int[])`,
    [idArray],
    'all',
    em.getTransactionContext(),
  );
  const entries = new Map<number, CatalogueEntry>();
  for (const e of rows) {
    entries.set(e.id, {
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
  return entries;
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

/**
 * Prices a quote's items against the current catalogue. Refuses (400, per item field) unknown or
 * (for new choices) inactive equipment, options the category does not offer, and a quantity above
 * what is available, summed per equipment over the quote (D4).
 */
export function priceItems(
  items: ValidItem[],
  catalogue: Map<number, CatalogueEntry>,
  method: PricingMethod,
  alreadyOnQuote: Set<number> = new Set(),
): PricedItem[] {
  const errors: Record<string, string> = {};
  const totals = new Map<number, number>();
  const priced: PricedItem[] = [];
  items.forEach((item, index) => {
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
      errors[`items.${index}.quantity`] =
        `Ilość sprzętu „${entry.name}” przekracza dostępną: maksymalnie ${entry.availableQuantity} szt.`;
      return;
    }
    try {
      priced.push(priceItem(item, entry, method, index));
    } catch (error) {
      if (!(error instanceof PricingInputError)) throw error;
      for (const [field, message] of Object.entries(error.errors))
        errors[`items.${index}.${field}`] = message;
    }
  });
  if (Object.keys(errors).length > 0) throw new Invalid(errors);
  return priced;
}
export type { QuoteItemInput };
