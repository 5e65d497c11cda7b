import type { Equipment } from '@ppp/domain';

export interface CategoryTotal {
  id: number;
  name: string;
  /** Pieces of active equipment in the category: the sum of each item's quantity. */
  quantity: number;
}

/** The home page's 'Kategorie sprzętu' (spec-1 section 2): pieces per category, by name as the catalogue orders them. */
export function categoryTotals(
  equipment: readonly Pick<Equipment, 'category' | 'quantity'>[],
): CategoryTotal[] {
  const totals = new Map<number, CategoryTotal>();
  for (const { category, quantity } of equipment) {
    const total = totals.get(category.id) ?? { id: category.id, name: category.name, quantity: 0 };
    total.quantity += quantity;
    totals.set(category.id, total);
  }
  return [...totals.values()].sort((a, b) => a.name.localeCompare(b.name, 'pl-PL'));
}

/** Where a category's link leads: its section of the catalogue, which scrolls there (#category-{id}). */
export const catalogueSectionPath = (categoryId: number) => `/equipment#category-${categoryId}`;
