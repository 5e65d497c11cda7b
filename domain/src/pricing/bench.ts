import type { PricingMethod } from './base-rental.ts';
import { categoryNames } from './categories.ts';
import type { EquipmentItemInput, EquipmentPricingData } from './equipment-input.ts';
import { priceEquipmentItem } from './equipment-item.ts';

const ITEM_COUNT = 10_000;

const tiers = [
  { periodStart: 1, periodEnd: 2, pricePerDay: '350.00' },
  { periodStart: 3, periodEnd: 7, pricePerDay: '315.00' },
  { periodStart: 8, periodEnd: 18, pricePerDay: '280.00' },
  { periodStart: 19, periodEnd: 29, pricePerDay: '245.00' },
  { periodStart: 30, periodEnd: null, pricePerDay: '210.00' },
];

function catalogueEntry(categoryName: string): EquipmentPricingData {
  return {
    categoryName,
    tiers,
    fuelConsumption75: '4.6',
    serviceCosts: { serviceIntervalMonths: 12, serviceIntervalKm: 15000, serviceIntervalMotohours: 500 },
    serviceItems: [{ itemCost: '200.00' }, { itemCost: '85.50' }, { itemCost: '42.00' }],
    extras: [
      { id: 1, type: 'additional', price: '120.00' },
      { id: 2, type: 'accessories', price: '35.50' },
    ],
  };
}

/** A realistic spread: every category, both schemas, rentals of 1–365 days, every cost block on. */
function workload(): { input: EquipmentItemInput; catalogue: EquipmentPricingData; method: PricingMethod }[] {
  const catalogues = [...Object.values(categoryNames), 'Kurtyny powietrzne'].map(catalogueEntry);
  return Array.from({ length: ITEM_COUNT }, (_, index) => {
    const catalogue = catalogues[index % catalogues.length];
    const fuelOffered = catalogue.categoryName !== 'Kurtyny powietrzne';
    return {
      catalogue,
      method: index % 2 === 0 ? 'first_day' : 'progressive',
      input: {
        quantity: 1 + (index % 4),
        rentalPeriodDays: 1 + ((index * 37) % 365),
        includeFuelCost: fuelOffered,
        includeInstallationCost: true,
        installationDistanceKm: '42.5',
        includeDisassemblyCost: true,
        includeTravelServiceCost: index % 3 === 0,
        includeServiceItems: true,
        selectedAdditional: [1],
        selectedAccessories: [2],
        discountOverride: index % 10 === 0 ? '12.5' : null,
      },
    };
  });
}

function groupThousands(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/**
 * Prices 10 000 equipment items and reports the time (`npm run bench`): the median of five passes
 * after one full pass, so the figure is the steady pricing of a running server, not compilation.
 */
export async function benchPricing(): Promise<string> {
  const items = workload();
  const pass = () => {
    const started = performance.now();
    for (const item of items) priceEquipmentItem(item.input, item.catalogue, item.method);
    return performance.now() - started;
  };
  pass();
  const passes = Array.from({ length: 5 }, pass).sort((a, b) => a - b);
  const elapsed = passes[2];
  const perSecond = (ITEM_COUNT / elapsed) * 1000;
  return `pricing: ${ITEM_COUNT} equipment items in ${Math.round(elapsed)} ms, median of 5 after a warm-up pass (target < 100 ms; ${groupThousands(perSecond)} items/s) ${elapsed < 100 ? 'OK' : 'OVER'}`;
}
