import { byNaturalName, compareNames, type Equipment, formatMoney } from '@ppp/domain';

export interface CatalogueFilters {
  search: string;
  /** '' for 'Wszystkie kategorie'. */
  categoryId: string;
}

export interface CategoryGroup {
  categoryId: number;
  categoryName: string;
  equipment: Equipment[];
}

const normalise = (text: string | null) => (text ?? '').toLocaleLowerCase('pl-PL');

/** spec-1 catalogue: the text matches name, description or model, ignoring case; then the category. */
export function filterEquipment(equipment: readonly Equipment[], { search, categoryId }: CatalogueFilters) {
  const needle = normalise(search.trim());
  return equipment.filter(
    (item) =>
      (categoryId === '' || String(item.category.id) === categoryId) &&
      (needle === '' ||
        normalise(item.name).includes(needle) ||
        normalise(item.description).includes(needle) ||
        normalise(item.model).includes(needle)),
  );
}

/** Groups by category, categories and equipment in Polish alphabetical order. */
export function groupByCategory(equipment: readonly Equipment[]): CategoryGroup[] {
  const groups = new Map<number, CategoryGroup>();
  for (const item of equipment) {
    const group = groups.get(item.category.id) ?? {
      categoryId: item.category.id,
      categoryName: item.category.name,
      equipment: [],
    };
    group.equipment.push(item);
    groups.set(item.category.id, group);
  }
  return [...groups.values()]
    .sort((a, b) => compareNames(a.categoryName, b.categoryName))
    .map((group) => ({ ...group, equipment: byNaturalName(group.equipment) }));
}

/** 'od {price}/doba' from the tier starting at day 1, else 'Brak ceny'. */
export function basePriceLabel(equipment: Pick<Equipment, 'pricing'>): string {
  const tier = equipment.pricing.find((candidate) => candidate.periodStart === 1);
  return tier ? `od ${formatMoney(tier.pricePerDay)}/doba` : 'Brak ceny';
}

/** The id of a category's section, the target of the dashboard's links (#category-{id}). */
export const categorySectionId = (categoryId: number) => `category-${categoryId}`;
