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
import {
  EquipmentAdditionalEntity,
  EquipmentEntity,
  EquipmentPricingEntity,
  EquipmentServiceCostEntity,
  EquipmentServiceItemEntity,
} from '../catalogue/entities.ts';

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

/** Loads the catalogue data of the given equipment in five queries, whatever their number. */
export async function loadCatalogue(em: EntityManager, ids: number[]): Promise<Map<number, CatalogueEntry>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const [equipment, tiers, extras, costs, serviceItems] = await Promise.all([
    em.find(EquipmentEntity, { id: { $in: unique } }, { populate: ['category'] }),
    em.find(EquipmentPricingEntity, { equipment: { $in: unique } }),
    em.find(
      EquipmentAdditionalEntity,
      { equipment: { $in: unique } },
      { orderBy: { position: 'asc', id: 'asc' } },
    ),
    em.find(EquipmentServiceCostEntity, { equipment: { $in: unique } }),
    em.find(
      EquipmentServiceItemEntity,
      { equipment: { $in: unique } },
      { orderBy: { sortOrder: 'asc', id: 'asc' } },
    ),
  ]);
  const ownerId = (row: { equipment: unknown }) => (row.equipment as { id: number }).id;
  const entries = new Map<number, CatalogueEntry>();
  for (const e of equipment) {
    const category = e.category as unknown as { id: number; name: string };
    const cost = costs.find((c) => ownerId(c) === e.id);
    const ownExtras = extras
      .filter((x) => ownerId(x) === e.id)
      .map((x) => ({ id: x.id, type: x.type, name: x.name, price: x.price }));
    entries.set(e.id, {
      id: e.id,
      name: e.name,
      model: e.model ?? null,
      categoryId: category.id,
      categoryName: category.name,
      isActive: e.isActive,
      availableQuantity: e.availableQuantity,
      extras: ownExtras,
      pricing: {
        categoryName: category.name,
        tiers: tiers.filter((t) => ownerId(t) === e.id),
        fuelConsumption75: e.fuelConsumption75 ?? null,
        serviceCosts: cost
          ? {
              serviceIntervalMonths: cost.serviceIntervalMonths ?? null,
              serviceIntervalKm: cost.serviceIntervalKm ?? null,
              serviceIntervalMotohours: cost.serviceIntervalMotohours ?? null,
            }
          : null,
        serviceItems: serviceItems.filter((s) => ownerId(s) === e.id).map((s) => ({ itemCost: s.itemCost })),
        extras: ownExtras,
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
