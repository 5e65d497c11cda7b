import { baseRentalCost, type PricingMethod } from './base-rental.ts';
import { categoryCostRules, categoryKind, type EquipmentCategoryKind } from './categories.ts';
import {
  crewVisitCost,
  extrasCost,
  fuelCostByKilometers,
  fuelCostByMotohours,
  type ServiceIntervals,
  serviceItemsCost,
  serviceUseShare,
  travelServiceCost,
} from './equipment-costs.ts';
import {
  type EquipmentItemInput,
  type EquipmentPricingData,
  equipmentItemCatalogueErrors,
  PricingInputError,
  type ResolvedEquipmentItemInput,
  resolveEquipmentItemInput,
} from './equipment-input.ts';
import { type Decimal, toDecimal, toMoney, ZERO } from './money.ts';

/** Every part of an equipment item's price as its own figure (spec-1 §3 names), plus the total. */
export interface EquipmentItemPrice {
  category: EquipmentCategoryKind;
  pricePerDay: string;
  discountPercent: string;
  discountOverride: string | null;
  basePrice: string;
  totalFuelCost: string;
  totalInstallationCost: string;
  totalDisassemblyCost: string;
  totalTravelServiceCost: string;
  /** spec-1 §9: always 0. */
  totalMaintenanceCost: string;
  totalServiceItemsCost: string;
  additionalCost: string;
  accessoriesCost: string;
  /** The sum of the parts above: a part that is switched off is 0.00. */
  totalPrice: string;
  /** The figures the item was priced with, defaults applied; store these with the item. */
  appliedInput: ResolvedEquipmentItemInput;
}

const decimalOf = (value: string | null): Decimal => (value === null ? ZERO : toDecimal(value));

function fuelCost(applied: ResolvedEquipmentItemInput): Decimal {
  if (!applied.includeFuelCost) return ZERO;
  // Written out, not spread from a shared object: spreading per item was a tenth of pricing's time.
  const days = applied.rentalPeriodDays;
  const quantity = applied.quantity;
  const fuelPricePerLiter = decimalOf(applied.fuelPricePerLiter);
  if (applied.calculationType === 'kilometers') {
    return fuelCostByKilometers({
      days,
      quantity,
      fuelPricePerLiter,
      kilometersPerDay: toDecimal(applied.kilometersPerDay),
      litresPer100km: decimalOf(applied.fuelConsumptionPer100km),
    });
  }
  return fuelCostByMotohours({
    days,
    quantity,
    fuelPricePerLiter,
    hoursPerDay: toDecimal(applied.hoursPerDay),
    litresPerHour: decimalOf(applied.fuelConsumptionLH),
  });
}

function visit(
  distanceKm: string | null,
  ratePerKm: string | null,
  technicians: number | null,
  perTech: string | null,
) {
  return {
    distanceKm: decimalOf(distanceKm),
    ratePerKm: decimalOf(ratePerKm),
    technicians: technicians ?? 0,
    ratePerTechnician: decimalOf(perTech),
  };
}

function installationCost(a: ResolvedEquipmentItemInput): Decimal {
  if (!a.includeInstallationCost) return ZERO;
  return crewVisitCost(
    visit(a.installationDistanceKm, a.travelRatePerKm, a.numberOfTechnicians, a.serviceRatePerTechnician),
  );
}

function disassemblyCost(a: ResolvedEquipmentItemInput): Decimal {
  if (!a.includeDisassemblyCost) return ZERO;
  return crewVisitCost(
    visit(
      a.disassemblyDistanceKm,
      a.disassemblyTravelRatePerKm,
      a.disassemblyNumberOfTechnicians,
      a.disassemblyServiceRatePerTechnician,
    ),
  );
}

function travelCost(a: ResolvedEquipmentItemInput): Decimal {
  if (!a.includeTravelServiceCost) return ZERO;
  const figures = visit(
    a.travelServiceDistanceKm,
    a.travelServiceTravelRatePerKm,
    a.travelServiceNumberOfTechnicians,
    a.travelServiceServiceRatePerTechnician,
  );
  return travelServiceCost({ ...figures, trips: a.travelServiceNumberOfTrips ?? 0 });
}

function serviceCost(
  applied: ResolvedEquipmentItemInput,
  kind: EquipmentCategoryKind,
  intervals: ServiceIntervals | null | undefined,
): Decimal {
  if (!applied.includeServiceItems) return ZERO;
  const share = serviceUseShare({
    basis: categoryCostRules(kind).serviceIntervalBasis,
    intervals,
    days: applied.rentalPeriodDays,
    hoursPerDay: toDecimal(applied.hoursPerDay),
    kilometersPerDay: toDecimal(applied.kilometersPerDay),
  });
  const itemCosts = [
    applied.serviceItem1Cost,
    applied.serviceItem2Cost,
    applied.serviceItem3Cost,
    applied.serviceItem4Cost,
  ];
  return serviceItemsCost({ itemCosts: itemCosts.map(decimalOf), share, quantity: applied.quantity });
}

function chosenPrices(ids: readonly number[], catalogue: EquipmentPricingData, type: string): Decimal[] {
  const extras = catalogue.extras ?? [];
  return ids.map((id) =>
    toDecimal(extras.find((extra) => extra.id === id && extra.type === type)?.price ?? 0),
  );
}

/**
 * Prices one equipment quote item (spec-1 §9, D4, D11). Throws PricingInputError when the request
 * asks for something the category does not offer (fuel outside the five fuel categories).
 */
export function priceEquipmentItem(
  input: EquipmentItemInput,
  catalogue: EquipmentPricingData,
  schema: PricingMethod | { calculationMethod: PricingMethod },
): EquipmentItemPrice {
  const errors = equipmentItemCatalogueErrors(input, catalogue);
  if (Object.keys(errors).length > 0) throw new PricingInputError(errors);
  const method = typeof schema === 'string' ? schema : schema.calculationMethod;
  const kind = categoryKind(catalogue.categoryName);
  const applied = resolveEquipmentItemInput(input, catalogue);
  const rental = baseRentalCost({
    tiers: catalogue.tiers,
    method,
    quantity: applied.quantity,
    rentalPeriodDays: applied.rentalPeriodDays,
    discountOverride: applied.discountOverride,
  });
  const parts = {
    basePrice: toDecimal(rental.basePrice),
    totalFuelCost: fuelCost(applied),
    totalInstallationCost: installationCost(applied),
    totalDisassemblyCost: disassemblyCost(applied),
    totalTravelServiceCost: travelCost(applied),
    // spec-1 §9: "Maintenance total is set to 0", whatever includeMaintenanceCost says.
    totalMaintenanceCost: ZERO,
    totalServiceItemsCost: serviceCost(applied, kind, catalogue.serviceCosts),
    additionalCost: extrasCost(
      chosenPrices(applied.selectedAdditional, catalogue, 'additional'),
      applied.quantity,
    ),
    accessoriesCost: extrasCost(
      chosenPrices(applied.selectedAccessories, catalogue, 'accessories'),
      applied.quantity,
    ),
  };
  const total = Object.values(parts).reduce((sum, part) => sum.plus(part), ZERO);
  return {
    category: kind,
    pricePerDay: rental.pricePerDay,
    discountPercent: rental.discountPercent,
    discountOverride: rental.discountOverride,
    basePrice: rental.basePrice,
    totalFuelCost: toMoney(parts.totalFuelCost),
    totalInstallationCost: toMoney(parts.totalInstallationCost),
    totalDisassemblyCost: toMoney(parts.totalDisassemblyCost),
    totalTravelServiceCost: toMoney(parts.totalTravelServiceCost),
    totalMaintenanceCost: toMoney(parts.totalMaintenanceCost),
    totalServiceItemsCost: toMoney(parts.totalServiceItemsCost),
    additionalCost: toMoney(parts.additionalCost),
    accessoriesCost: toMoney(parts.accessoriesCost),
    totalPrice: toMoney(total),
    appliedInput: applied,
  };
}
