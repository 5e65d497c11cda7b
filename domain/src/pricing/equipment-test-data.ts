import type { EquipmentItemInput, EquipmentPricingData } from './equipment-input.ts';
import { type EquipmentItemPrice, priceEquipmentItem } from './equipment-item.ts';
import type { PriceTierLike } from './tiers.ts';

/** Shared fixtures of the equipment pricing tests: figures chosen to be worked out by hand. */

export const standardTiers: PriceTierLike[] = [
  { periodStart: 1, periodEnd: 2, pricePerDay: '100.00' },
  { periodStart: 3, periodEnd: 7, pricePerDay: '90.00' },
  { periodStart: 8, periodEnd: 18, pricePerDay: '80.00' },
  { periodStart: 19, periodEnd: 29, pricePerDay: '70.00' },
  { periodStart: 30, periodEnd: null, pricePerDay: '60.00' },
];

/** Service items 200 + 85.50 + 42 = 327.50; extras 1, 2 additional, 3, 4 accessories. */
export function catalogue(
  categoryName: string,
  overrides: Partial<EquipmentPricingData> = {},
): EquipmentPricingData {
  return {
    categoryName,
    tiers: standardTiers,
    fuelConsumption75: '4.6',
    serviceCosts: { serviceIntervalMotohours: 500, serviceIntervalKm: 15000, serviceIntervalMonths: 12 },
    serviceItems: [{ itemCost: '200.00' }, { itemCost: '85.50' }, { itemCost: '42.00' }],
    extras: [
      { id: 1, type: 'additional', price: '120.00' },
      { id: 2, type: 'additional', price: '45.50' },
      { id: 3, type: 'accessories', price: '35.50' },
      { id: 4, type: 'accessories', price: '12.00' },
    ],
    ...overrides,
  };
}

export const GENERATOR = 'Agregaty prądotwórcze';
export const MAST = 'Maszty oświetleniowe';
export const VEHICLE = 'Pojazdy';
export const HEATER = 'Nagrzewnice';
export const AIR_CONDITIONER = 'Klimatyzacje';
export const AIR_CURTAIN = 'Kurtyny powietrzne';

export function item(overrides: Partial<EquipmentItemInput> = {}): EquipmentItemInput {
  return { quantity: 1, rentalPeriodDays: 1, ...overrides };
}

/** One table row of an equipment cost test: a category, what staff typed, catalogue changes. */
export type CostRow = {
  spec: string;
  category: string;
  input: Partial<EquipmentItemInput>;
  data?: Partial<EquipmentPricingData>;
};

/** Prices a row under first_day (the cost blocks do not depend on the schema). */
export function priceRow(row: CostRow): EquipmentItemPrice {
  return priceEquipmentItem(item(row.input), catalogue(row.category, row.data), 'first_day');
}
