/** The categories whose names drive cost logic (spec-1 §9, D11); every other name is 'other'. */
export type EquipmentCategoryKind = 'generator' | 'mast' | 'vehicle' | 'heater' | 'air_conditioner' | 'other';

export type FuelCalculationType = 'motohours' | 'kilometers';

/** Which use the service interval of a category counts (D11). */
export type ServiceIntervalBasis = 'motohours' | 'kilometers' | 'months';

export const categoryNames = {
  generator: 'Agregaty prądotwórcze',
  mast: 'Maszty oświetleniowe',
  vehicle: 'Pojazdy',
  heater: 'Nagrzewnice',
  air_conditioner: 'Klimatyzacje',
} as const satisfies Record<Exclude<EquipmentCategoryKind, 'other'>, string>;

const kindByName = new Map<string, EquipmentCategoryKind>(
  Object.entries(categoryNames).map(([kind, name]) => [normaliseName(name), kind as EquipmentCategoryKind]),
);

const kindByRawName = new Map<string, EquipmentCategoryKind>();

function normaliseName(name: string): string {
  return name.trim().toLocaleLowerCase('pl-PL');
}

/**
 * The kind of a category by its name. Reading: the names of spec-1 §1 are matched ignoring case and
 * surrounding spaces, so 'pojazdy ' is still a vehicle; any other or missing name is 'other'.
 */
export function categoryKind(categoryName: string | null | undefined): EquipmentCategoryKind {
  if (!categoryName) return 'other';
  let kind = kindByRawName.get(categoryName);
  if (kind === undefined) {
    kind = kindByName.get(normaliseName(categoryName)) ?? 'other';
    // A catalogue has a handful of category names; the cap only guards against odd callers.
    if (kindByRawName.size < 1000) kindByRawName.set(categoryName, kind);
  }
  return kind;
}

/** What a category offers and pre-selects in an equipment quote item. */
export interface CategoryCostRules {
  kind: EquipmentCategoryKind;
  /** D11: fuel is offered for generators, masts, heaters, vehicles and air conditioners only. */
  fuelOffered: boolean;
  /** D11: by kilometres for vehicles, by motohours otherwise; null where fuel is not offered. */
  fuelCalculationType: FuelCalculationType | null;
  /** D11 / spec-1 §4: fuel on by default in the staff form for generators, masts, heaters, air conditioners. */
  fuelOnByDefault: boolean;
  /** spec-1 §9: hours per day default 8, air conditioners 12. */
  defaultHoursPerDay: string;
  /** D11: motohours for generators and masts, kilometres for vehicles, months otherwise. */
  serviceIntervalBasis: ServiceIntervalBasis;
}

const fuelKinds: readonly EquipmentCategoryKind[] = [
  'generator',
  'mast',
  'heater',
  'vehicle',
  'air_conditioner',
];
const fuelOnKinds: readonly EquipmentCategoryKind[] = ['generator', 'mast', 'heater', 'air_conditioner'];

function serviceBasis(kind: EquipmentCategoryKind): ServiceIntervalBasis {
  if (kind === 'generator' || kind === 'mast') return 'motohours';
  if (kind === 'vehicle') return 'kilometers';
  return 'months';
}

// Each kind's rules are made once: every item asks for them (issue 16 §5).
const rulesByKind = new Map<EquipmentCategoryKind, Readonly<CategoryCostRules>>();

export function categoryCostRules(kind: EquipmentCategoryKind): Readonly<CategoryCostRules> {
  let rules = rulesByKind.get(kind);
  if (!rules) {
    const fuelOffered = fuelKinds.includes(kind);
    rules = Object.freeze({
      kind,
      fuelOffered,
      fuelCalculationType: fuelOffered ? (kind === 'vehicle' ? 'kilometers' : 'motohours') : null,
      fuelOnByDefault: fuelOnKinds.includes(kind),
      defaultHoursPerDay: kind === 'air_conditioner' ? '12' : '8',
      serviceIntervalBasis: serviceBasis(kind),
    } satisfies CategoryCostRules);
    rulesByKind.set(kind, rules);
  }
  return rules;
}

/** Shortcut: the cost rules of a category given by name. */
export function costRulesForCategory(categoryName: string | null | undefined): Readonly<CategoryCostRules> {
  return categoryCostRules(categoryKind(categoryName));
}
