import { type CategoryCostRules, costRulesForCategory, type FuelCalculationType } from './categories.ts';
import type { ServiceIntervals } from './equipment-costs.ts';
import { type DecimalInput, toDecimalString } from './money.ts';
import type { PriceTierLike } from './tiers.ts';

/**
 * The figures of one equipment quote item that staff type (spec-1 §3, D4). Absent figures (null or
 * undefined) take their defaults; a typed 0 stays 0. Money and rates are numbers or decimal strings.
 */
export interface EquipmentItemInput {
  quantity: number;
  rentalPeriodDays: number;
  discountOverride?: DecimalInput | null;
  includeFuelCost?: boolean;
  includeInstallationCost?: boolean;
  includeDisassemblyCost?: boolean;
  includeTravelServiceCost?: boolean;
  includeServiceItems?: boolean;
  includeMaintenanceCost?: boolean;
  /** Ignored: the category decides (D11). */
  calculationType?: FuelCalculationType | null;
  fuelPricePerLiter?: DecimalInput | null;
  fuelConsumptionLH?: DecimalInput | null;
  fuelConsumptionPer100km?: DecimalInput | null;
  hoursPerDay?: DecimalInput | null;
  kilometersPerDay?: DecimalInput | null;
  installationDistanceKm?: DecimalInput | null;
  travelRatePerKm?: DecimalInput | null;
  numberOfTechnicians?: number | null;
  serviceRatePerTechnician?: DecimalInput | null;
  disassemblyDistanceKm?: DecimalInput | null;
  disassemblyTravelRatePerKm?: DecimalInput | null;
  disassemblyNumberOfTechnicians?: number | null;
  disassemblyServiceRatePerTechnician?: DecimalInput | null;
  travelServiceDistanceKm?: DecimalInput | null;
  travelServiceTravelRatePerKm?: DecimalInput | null;
  travelServiceNumberOfTechnicians?: number | null;
  travelServiceServiceRatePerTechnician?: DecimalInput | null;
  travelServiceNumberOfTrips?: number | null;
  serviceItem1Cost?: DecimalInput | null;
  serviceItem2Cost?: DecimalInput | null;
  serviceItem3Cost?: DecimalInput | null;
  serviceItem4Cost?: DecimalInput | null;
  selectedAdditional?: readonly number[] | null;
  selectedAccessories?: readonly number[] | null;
}

export interface EquipmentExtraLike {
  id: number;
  type: 'additional' | 'accessories';
  price: DecimalInput;
}

/** What the catalogue contributes to an item's price (D4). */
export interface EquipmentPricingData {
  categoryName: string | null | undefined;
  tiers: readonly PriceTierLike[];
  /** l/h at 75 % load: the default motohour consumption (D11). */
  fuelConsumption75?: DecimalInput | null;
  /** The service-cost row; null or absent when the equipment has none (D11). */
  serviceCosts?: ServiceIntervals | null;
  /** Service items in their sort order; the first four fill absent serviceItemNCost (D4). */
  serviceItems?: readonly { itemCost: DecimalInput }[];
  extras?: readonly EquipmentExtraLike[];
}

/** spec-1 §9 defaults of an equipment item's cost blocks. */
export const EQUIPMENT_ITEM_DEFAULTS = {
  fuelPricePerLiter: '6.50',
  kilometersPerDay: '100.00',
  distanceKm: '0.00',
  travelRatePerKm: '1.15',
  numberOfTechnicians: 1,
  serviceRatePerTechnician: '150.00',
  numberOfTrips: 1,
} as const;

/** The figures an item was priced with after defaults: a block that is off carries nulls. */
export interface ResolvedEquipmentItemInput {
  quantity: number;
  rentalPeriodDays: number;
  discountOverride: string | null;
  includeFuelCost: boolean;
  includeInstallationCost: boolean;
  includeDisassemblyCost: boolean;
  includeTravelServiceCost: boolean;
  includeServiceItems: boolean;
  includeMaintenanceCost: boolean;
  calculationType: FuelCalculationType | null;
  hoursPerDay: string;
  kilometersPerDay: string;
  fuelPricePerLiter: string | null;
  fuelConsumptionLH: string | null;
  fuelConsumptionPer100km: string | null;
  installationDistanceKm: string | null;
  travelRatePerKm: string | null;
  numberOfTechnicians: number | null;
  serviceRatePerTechnician: string | null;
  disassemblyDistanceKm: string | null;
  disassemblyTravelRatePerKm: string | null;
  disassemblyNumberOfTechnicians: number | null;
  disassemblyServiceRatePerTechnician: string | null;
  travelServiceDistanceKm: string | null;
  travelServiceTravelRatePerKm: string | null;
  travelServiceNumberOfTechnicians: number | null;
  travelServiceServiceRatePerTechnician: string | null;
  travelServiceNumberOfTrips: number | null;
  serviceItem1Cost: string | null;
  serviceItem2Cost: string | null;
  serviceItem3Cost: string | null;
  serviceItem4Cost: string | null;
  selectedAdditional: number[];
  selectedAccessories: number[];
}

/** A request that cannot be priced against this catalogue entry; `errors` follows D6 (field → message). */
export class PricingInputError extends Error {
  constructor(readonly errors: Record<string, string>) {
    super(Object.values(errors)[0] ?? 'Nieprawidłowe dane');
    this.name = 'PricingInputError';
  }
}

const equipmentItemMessages = {
  fuelNotOffered: 'Koszt paliwa nie jest dostępny dla sprzętu z tej kategorii',
} as const;

/** The checks that need the catalogue (D11: fuel only where the category offers it). */
export function equipmentItemCatalogueErrors(
  input: Pick<EquipmentItemInput, 'includeFuelCost'>,
  catalogue: Pick<EquipmentPricingData, 'categoryName'>,
): Record<string, string> {
  const rules = costRulesForCategory(catalogue.categoryName);
  return input.includeFuelCost && !rules.fuelOffered
    ? { includeFuelCost: equipmentItemMessages.fuelNotOffered }
    : {};
}

function figure(value: DecimalInput | null | undefined, fallback: DecimalInput): string {
  // decimalOr's rule (absent: the fallback), on the texts themselves so each is written once.
  return toDecimalString(value === null || value === undefined || value === '' ? fallback : value);
}

function count(value: number | null | undefined, fallback: number): number {
  return value ?? fallback;
}

/** Chosen extras that exist with the right type, each once (D4: a vanished extra is dropped). */
function chosenExtras(
  ids: readonly number[] | null | undefined,
  extras: readonly EquipmentExtraLike[],
  type: string,
) {
  const known = new Set(extras.filter((extra) => extra.type === type).map((extra) => extra.id));
  return [...new Set(ids ?? [])].filter((id) => known.has(id));
}

function resolveFuel(input: EquipmentItemInput, catalogue: EquipmentPricingData, rules: CategoryCostRules) {
  const on = Boolean(input.includeFuelCost) && rules.fuelOffered;
  const byKm = rules.fuelCalculationType === 'kilometers';
  return {
    includeFuelCost: on,
    calculationType: rules.fuelCalculationType,
    fuelPricePerLiter: on ? figure(input.fuelPricePerLiter, EQUIPMENT_ITEM_DEFAULTS.fuelPricePerLiter) : null,
    // Reading: only l/h has a catalogue default (fuelConsumption75, D11); l/100 km defaults to 0.
    fuelConsumptionLH: on && !byKm ? figure(input.fuelConsumptionLH, catalogue.fuelConsumption75 ?? 0) : null,
    fuelConsumptionPer100km: on && byKm ? figure(input.fuelConsumptionPer100km, 0) : null,
  };
}

interface CrewFigures {
  distanceKm: DecimalInput | null | undefined;
  ratePerKm: DecimalInput | null | undefined;
  technicians: number | null | undefined;
  ratePerTechnician: DecimalInput | null | undefined;
}

function resolveCrew(on: boolean, typed: CrewFigures) {
  const d = EQUIPMENT_ITEM_DEFAULTS;
  return {
    distanceKm: on ? figure(typed.distanceKm, d.distanceKm) : null,
    ratePerKm: on ? figure(typed.ratePerKm, d.travelRatePerKm) : null,
    technicians: on ? count(typed.technicians, d.numberOfTechnicians) : null,
    ratePerTechnician: on ? figure(typed.ratePerTechnician, d.serviceRatePerTechnician) : null,
  };
}

/** Installation, disassembly and travel service share one shape of figures (spec-1 §3). */
function resolveCrewBlocks(input: EquipmentItemInput) {
  const installation = resolveCrew(Boolean(input.includeInstallationCost), {
    distanceKm: input.installationDistanceKm,
    ratePerKm: input.travelRatePerKm,
    technicians: input.numberOfTechnicians,
    ratePerTechnician: input.serviceRatePerTechnician,
  });
  const disassembly = resolveCrew(Boolean(input.includeDisassemblyCost), {
    distanceKm: input.disassemblyDistanceKm,
    ratePerKm: input.disassemblyTravelRatePerKm,
    technicians: input.disassemblyNumberOfTechnicians,
    ratePerTechnician: input.disassemblyServiceRatePerTechnician,
  });
  const travelOn = Boolean(input.includeTravelServiceCost);
  const travel = resolveCrew(travelOn, {
    distanceKm: input.travelServiceDistanceKm,
    ratePerKm: input.travelServiceTravelRatePerKm,
    technicians: input.travelServiceNumberOfTechnicians,
    ratePerTechnician: input.travelServiceServiceRatePerTechnician,
  });
  return {
    includeInstallationCost: Boolean(input.includeInstallationCost),
    installationDistanceKm: installation.distanceKm,
    travelRatePerKm: installation.ratePerKm,
    numberOfTechnicians: installation.technicians,
    serviceRatePerTechnician: installation.ratePerTechnician,
    includeDisassemblyCost: Boolean(input.includeDisassemblyCost),
    disassemblyDistanceKm: disassembly.distanceKm,
    disassemblyTravelRatePerKm: disassembly.ratePerKm,
    disassemblyNumberOfTechnicians: disassembly.technicians,
    disassemblyServiceRatePerTechnician: disassembly.ratePerTechnician,
    includeTravelServiceCost: travelOn,
    travelServiceDistanceKm: travel.distanceKm,
    travelServiceTravelRatePerKm: travel.ratePerKm,
    travelServiceNumberOfTechnicians: travel.technicians,
    travelServiceServiceRatePerTechnician: travel.ratePerTechnician,
    travelServiceNumberOfTrips: travelOn
      ? count(input.travelServiceNumberOfTrips, EQUIPMENT_ITEM_DEFAULTS.numberOfTrips)
      : null,
  };
}

/** A service item's cost: what was typed, else the catalogue's; null with the block off. */
function serviceItemCost(
  on: boolean,
  typed: DecimalInput | null | undefined,
  catalogue: EquipmentPricingData,
  index: number,
) {
  return on ? figure(typed, catalogue.serviceItems?.[index]?.itemCost ?? 0) : null;
}

// Module-level helpers, not closures made per item: pricing 10 000 items made 20 000 of them.
function resolveServiceItems(input: EquipmentItemInput, catalogue: EquipmentPricingData) {
  const on = Boolean(input.includeServiceItems);
  return {
    includeServiceItems: on,
    serviceItem1Cost: serviceItemCost(on, input.serviceItem1Cost, catalogue, 0),
    serviceItem2Cost: serviceItemCost(on, input.serviceItem2Cost, catalogue, 1),
    serviceItem3Cost: serviceItemCost(on, input.serviceItem3Cost, catalogue, 2),
    serviceItem4Cost: serviceItemCost(on, input.serviceItem4Cost, catalogue, 3),
  };
}

/**
 * Applies the defaults of spec-1 §9 and D11 to what staff typed. Hours and kilometres per day are
 * usage inputs of every item (fuel and service both use them) and are always resolved.
 */
export function resolveEquipmentItemInput(
  input: EquipmentItemInput,
  catalogue: EquipmentPricingData,
): ResolvedEquipmentItemInput {
  const rules = costRulesForCategory(catalogue.categoryName);
  const extras = catalogue.extras ?? [];
  const override = input.discountOverride;
  return {
    quantity: input.quantity,
    rentalPeriodDays: input.rentalPeriodDays,
    discountOverride:
      override === null || override === undefined || override === '' ? null : figure(override, 0),
    hoursPerDay: figure(input.hoursPerDay, rules.defaultHoursPerDay),
    kilometersPerDay: figure(input.kilometersPerDay, EQUIPMENT_ITEM_DEFAULTS.kilometersPerDay),
    ...resolveFuel(input, catalogue, rules),
    ...resolveCrewBlocks(input),
    includeMaintenanceCost: Boolean(input.includeMaintenanceCost),
    ...resolveServiceItems(input, catalogue),
    selectedAdditional: chosenExtras(input.selectedAdditional, extras, 'additional'),
    selectedAccessories: chosenExtras(input.selectedAccessories, extras, 'accessories'),
  };
}

/** The include flags the staff form starts with for a category (D11: fuel on where it is by default). */
export function defaultIncludeFlags(categoryName: string | null | undefined) {
  return {
    includeFuelCost: costRulesForCategory(categoryName).fuelOnByDefault,
    includeInstallationCost: false,
    includeDisassemblyCost: false,
    includeTravelServiceCost: false,
    includeServiceItems: false,
    includeMaintenanceCost: false,
  };
}
