import {
  type CategoryCostRules,
  costRulesForCategory,
  defaultIncludeFlags,
  EQUIPMENT_ITEM_DEFAULTS,
  type Equipment,
  parseDecimal,
} from '@ppp/domain';
import { figureText, type ItemDraft, zeroedFigures } from './formModel.ts';

/** The cost options an item offers, each switched by its include flag. */
export type CostOption = 'fuel' | 'installation' | 'disassembly' | 'travelService' | 'serviceItems';

export const optionFlag = {
  fuel: 'includeFuelCost',
  installation: 'includeInstallationCost',
  disassembly: 'includeDisassemblyCost',
  travelService: 'includeTravelServiceCost',
  serviceItems: 'includeServiceItems',
} as const satisfies Record<CostOption, keyof ItemDraft>;

/** The options the category offers (D11: fuel only where the category has it). */
export function offeredOptions(rules: CategoryCostRules): CostOption[] {
  const options: CostOption[] = ['installation', 'disassembly', 'travelService', 'serviceItems'];
  return rules.fuelOffered ? ['fuel', ...options] : options;
}

const defaults = EQUIPMENT_ITEM_DEFAULTS;
/** spec-1 §9 defaults as the inputs show them. */
const d = {
  distanceKm: figureText(defaults.distanceKm),
  travelRatePerKm: figureText(defaults.travelRatePerKm),
  numberOfTechnicians: defaults.numberOfTechnicians,
  serviceRatePerTechnician: figureText(defaults.serviceRatePerTechnician),
  numberOfTrips: defaults.numberOfTrips,
  kilometersPerDay: figureText(defaults.kilometersPerDay),
  fuelPricePerLiter: figureText(defaults.fuelPricePerLiter),
};

const serviceCostFields = [
  'serviceItem1Cost',
  'serviceItem2Cost',
  'serviceItem3Cost',
  'serviceItem4Cost',
] as const;

const isZero = (value: string) => {
  const decimal = parseDecimal(value);
  return decimal === null || decimal.eq(0);
};

/** spec-1 §5: the four service costs are filled from the catalogue only while all four are 0. */
export function serviceCostsFromCatalogue(
  draft: Pick<ItemDraft, (typeof serviceCostFields)[number]>,
  serviceItems: readonly { itemCost: string }[],
): Partial<ItemDraft> | null {
  if (!serviceCostFields.every((field) => isZero(draft[field]))) return null;
  const costs = serviceItems.slice(0, 4).map((item) => figureText(item.itemCost));
  if (costs.every(isZero)) return null;
  return Object.fromEntries(serviceCostFields.map((field, index) => [field, costs[index] ?? '0']));
}

export interface OptionContext {
  rules: CategoryCostRules;
  /** The chosen equipment's l/h at 75 % load, the default consumption (D11). */
  fuelConsumption75: string | null;
  /** The chosen equipment's service items in order, when loaded. */
  serviceItems?: readonly { itemCost: string }[];
}

/**
 * What switching an option on or off changes (spec-1 §4): on fills the defaults of spec-1 §9,
 * off zeroes the option's figures. Hours and kilometres per day are usage inputs and stay (D11).
 */
export function switchOption(
  draft: ItemDraft,
  option: CostOption,
  on: boolean,
  context: OptionContext,
): Partial<ItemDraft> {
  const flag = { [optionFlag[option]]: on };
  switch (option) {
    case 'fuel': {
      if (!on) {
        const { fuelPricePerLiter, fuelConsumptionLH, fuelConsumptionPer100km } = zeroedFigures;
        return { ...flag, fuelPricePerLiter, fuelConsumptionLH, fuelConsumptionPer100km };
      }
      const byKm = context.rules.fuelCalculationType === 'kilometers';
      return {
        ...flag,
        fuelPricePerLiter: d.fuelPricePerLiter,
        fuelConsumptionLH: byKm ? '0' : figureText(context.fuelConsumption75),
        fuelConsumptionPer100km: '0',
      };
    }
    case 'installation':
      return {
        ...flag,
        installationDistanceKm: on ? d.distanceKm : '0',
        travelRatePerKm: on ? d.travelRatePerKm : '0',
        numberOfTechnicians: on ? String(d.numberOfTechnicians) : '0',
        serviceRatePerTechnician: on ? d.serviceRatePerTechnician : '0',
      };
    case 'disassembly':
      return {
        ...flag,
        disassemblyDistanceKm: on ? d.distanceKm : '0',
        disassemblyTravelRatePerKm: on ? d.travelRatePerKm : '0',
        disassemblyNumberOfTechnicians: on ? String(d.numberOfTechnicians) : '0',
        disassemblyServiceRatePerTechnician: on ? d.serviceRatePerTechnician : '0',
      };
    case 'travelService':
      return {
        ...flag,
        travelServiceDistanceKm: on ? d.distanceKm : '0',
        travelServiceTravelRatePerKm: on ? d.travelRatePerKm : '0',
        travelServiceNumberOfTechnicians: on ? String(d.numberOfTechnicians) : '0',
        travelServiceServiceRatePerTechnician: on ? d.serviceRatePerTechnician : '0',
        travelServiceNumberOfTrips: on ? String(d.numberOfTrips) : '0',
      };
    case 'serviceItems': {
      if (!on) {
        return { ...flag, ...Object.fromEntries(serviceCostFields.map((field) => [field, '0'])) };
      }
      return { ...flag, ...(serviceCostsFromCatalogue(draft, context.serviceItems ?? []) ?? {}) };
    }
  }
}

/** The item with no equipment chosen: spec-1 §4, a new category clears the equipment and its figures. */
export function draftForCategory(draft: ItemDraft, categoryId: string): ItemDraft {
  return {
    ...draft,
    ...zeroedFigures,
    ...defaultIncludeFlags(null),
    categoryId,
    equipmentId: '',
    discountOverride: '',
    selectedAdditional: [],
    selectedAccessories: [],
    saved: null,
  };
}

/**
 * The item after choosing equipment: its category, the category's default options (fuel on for
 * generators, masts, heaters, air conditioners that have a fuel consumption) with their defaults, usage defaults, no extras,
 * no discount override; the quantity kept within what is available.
 */
export function draftForEquipment(draft: ItemDraft, equipment: Equipment): ItemDraft {
  const rules = costRulesForCategory(equipment.category.name);
  const base: ItemDraft = {
    ...draftForCategory(draft, String(equipment.category.id)),
    equipmentId: String(equipment.id),
    hoursPerDay: rules.defaultHoursPerDay,
    kilometersPerDay: d.kilometersPerDay,
  };
  const quantity = Number.parseInt(draft.quantity, 10);
  if (
    Number.isInteger(quantity) &&
    equipment.availableQuantity > 0 &&
    quantity > equipment.availableQuantity
  ) {
    base.quantity = String(equipment.availableQuantity);
  }
  // Fuel is on by default only where the equipment burns fuel (an electric heater has no consumption).
  if (!rules.fuelOnByDefault || !(Number(equipment.fuelConsumption75) > 0)) return base;
  return {
    ...base,
    ...switchOption(base, 'fuel', true, { rules, fuelConsumption75: equipment.fuelConsumption75 }),
  };
}
