import { describe, expect, it } from 'vitest';
import { priceEquipmentItem } from './equipment-item.ts';
import {
  AIR_CONDITIONER,
  AIR_CURTAIN,
  type CostRow,
  catalogue,
  GENERATOR,
  HEATER,
  item,
  MAST,
  priceRow,
  VEHICLE,
} from './equipment-test-data.ts';

describe('service items (D11)', () => {
  const on = { includeServiceItems: true };
  it.each<CostRow & { expected: string }>([
    {
      spec: 'D11 generators: 327.50 × (10 d × 8 h / 500 mh) × 2',
      category: GENERATOR,
      input: { ...on, rentalPeriodDays: 10, quantity: 2 },
      expected: '104.80',
    },
    {
      spec: 'D11 motohour interval 0 → default 500',
      category: GENERATOR,
      input: { ...on, rentalPeriodDays: 10, quantity: 2 },
      data: { serviceCosts: { serviceIntervalMotohours: 0 } },
      expected: '104.80',
    },
    {
      spec: 'D11 generators with a 250 mh interval: 327.50 × 80 / 250 × 2',
      category: GENERATOR,
      input: { ...on, rentalPeriodDays: 10, quantity: 2 },
      data: { serviceCosts: { serviceIntervalMotohours: 250 } },
      expected: '209.60',
    },
    {
      spec: 'D11 masts: typed 100 + 100, 5 d × 12 h / 600 mh',
      category: MAST,
      input: {
        ...on,
        rentalPeriodDays: 5,
        hoursPerDay: 12,
        serviceItem1Cost: 100,
        serviceItem2Cost: '100',
        serviceItem3Cost: 0,
      },
      data: { serviceCosts: { serviceIntervalMotohours: 600 } },
      expected: '20.00',
    },
    {
      spec: 'D11 vehicles, km interval empty → 15 000: 327.50 × 30 d × 100 km / 15 000',
      category: VEHICLE,
      input: { ...on, rentalPeriodDays: 30 },
      data: { serviceCosts: { serviceIntervalKm: null } },
      expected: '65.50',
    },
    {
      spec: 'D11 vehicles, 10 000 km: 327.50 × 10 × 250 / 10 000 = 81.875 → 81.88',
      category: VEHICLE,
      input: { ...on, rentalPeriodDays: 10, kilometersPerDay: 250 },
      data: { serviceCosts: { serviceIntervalKm: 10000 } },
      expected: '81.88',
    },
    {
      spec: 'D11 12 h/day for 365 days at M = 12 is 100 %',
      category: HEATER,
      input: { ...on, rentalPeriodDays: 365, hoursPerDay: 12 },
      expected: '327.50',
    },
    {
      spec: 'D11 heaters, M = 6: 327.50 × 30 × 8 / (365 × 6) = 35.890… → 35.89',
      category: HEATER,
      input: { ...on, rentalPeriodDays: 30 },
      data: { serviceCosts: { serviceIntervalMonths: 6 } },
      expected: '35.89',
    },
    {
      spec: 'D11 air conditioners, months empty → 12, 12 h/day: 327.50 × 120 / 4380 = 8.972… → 8.97',
      category: AIR_CONDITIONER,
      input: { ...on, rentalPeriodDays: 10 },
      data: { serviceCosts: { serviceIntervalMonths: null } },
      expected: '8.97',
    },
    {
      spec: 'D4 exactly half a grosz rounds up: 21.90 × 1 h / 4380 = 0.005 → 0.01',
      category: AIR_CURTAIN,
      input: {
        ...on,
        hoursPerDay: 1,
        serviceItem1Cost: '21.90',
        serviceItem2Cost: 0,
        serviceItem3Cost: 0,
        serviceItem4Cost: 0,
      },
      expected: '0.01',
    },
    {
      spec: 'D11 no service-cost row: the sum × quantity',
      category: GENERATOR,
      input: { ...on, quantity: 3, rentalPeriodDays: 200 },
      data: { serviceCosts: null },
      expected: '982.50',
    },
    {
      spec: 'D4 absent costs come from the first four service items only',
      category: AIR_CURTAIN,
      input: on,
      data: {
        serviceCosts: null,
        serviceItems: ['200', '85.5', '42', '10', '999'].map((itemCost) => ({ itemCost })),
      },
      expected: '337.50',
    },
    {
      spec: 'D4 a typed cost replaces its catalogue item, the others still fill in',
      category: AIR_CURTAIN,
      input: { ...on, serviceItem2Cost: '0.50' },
      data: { serviceCosts: null },
      expected: '242.50',
    },
    {
      spec: 'spec-1 §4 service items switched off cost nothing',
      category: GENERATOR,
      input: { rentalPeriodDays: 10 },
      expected: '0.00',
    },
  ])('$spec', (row) => {
    expect(priceRow(row).totalServiceItemsCost).toBe(row.expected);
  });
});

describe('extras and maintenance (spec-1 §9, D4)', () => {
  it.each<CostRow & { expected: [additional: string, accessories: string] }>([
    {
      spec: 'spec-1 §9 additional options: (120 + 45.50) × 2',
      category: GENERATOR,
      input: { quantity: 2, selectedAdditional: [1, 2] },
      expected: ['331.00', '0.00'],
    },
    {
      spec: 'spec-1 §9 accessories: (35.50 + 12) × 3',
      category: GENERATOR,
      input: { quantity: 3, selectedAccessories: [3, 4] },
      expected: ['0.00', '142.50'],
    },
    {
      spec: 'D4 a chosen extra that no longer exists is dropped',
      category: GENERATOR,
      input: { selectedAdditional: [1, 99] },
      expected: ['120.00', '0.00'],
    },
    {
      spec: 'reading: an accessory listed as an additional option is not counted',
      category: GENERATOR,
      input: { selectedAdditional: [3] },
      expected: ['0.00', '0.00'],
    },
    {
      spec: 'reading: an extra chosen twice counts once',
      category: GENERATOR,
      input: { selectedAdditional: [1, 1], selectedAccessories: [4, 4] },
      expected: ['120.00', '12.00'],
    },
  ])('$spec', (row) => {
    const result = priceRow(row);
    expect([result.additionalCost, result.accessoriesCost]).toEqual(row.expected);
  });

  it('spec-1 §9 maintenance total is set to 0, even when switched on', () => {
    const result = priceRow({
      spec: '',
      category: GENERATOR,
      input: { includeMaintenanceCost: true, rentalPeriodDays: 30 },
    });
    expect(result.totalMaintenanceCost).toBe('0.00');
  });
});

describe('the whole item (spec-1 §9 item total)', () => {
  it('spec-1 §9 total = base + fuel + installation + disassembly + service + additional + accessories', () => {
    const result = priceEquipmentItem(
      item({
        quantity: 2,
        rentalPeriodDays: 5,
        includeFuelCost: true,
        includeInstallationCost: true,
        installationDistanceKm: 50,
        includeDisassemblyCost: true,
        disassemblyDistanceKm: 50,
        includeServiceItems: true,
        selectedAdditional: [1],
        selectedAccessories: [3],
      }),
      catalogue(GENERATOR),
      { calculationMethod: 'first_day' },
    );
    expect(result).toMatchObject({
      category: 'generator',
      pricePerDay: '100.00',
      discountPercent: '10.00',
      discountOverride: null,
      basePrice: '900.00',
      totalFuelCost: '2392.00',
      totalInstallationCost: '207.50',
      totalDisassemblyCost: '207.50',
      totalTravelServiceCost: '0.00',
      totalMaintenanceCost: '0.00',
      totalServiceItemsCost: '52.40',
      additionalCost: '240.00',
      accessoriesCost: '71.00',
      totalPrice: '4070.40',
    });
  });

  it('D4 the applied figures are the typed ones with defaults; blocks that are off carry nulls', () => {
    const result = priceEquipmentItem(
      item({ includeFuelCost: true, includeInstallationCost: true, selectedAdditional: [2, 99] }),
      catalogue(AIR_CONDITIONER),
      'progressive',
    );
    expect(result.appliedInput).toMatchObject({
      calculationType: 'motohours',
      hoursPerDay: '12.00',
      kilometersPerDay: '100.00',
      fuelPricePerLiter: '6.50',
      fuelConsumptionLH: '4.60',
      fuelConsumptionPer100km: null,
      installationDistanceKm: '0.00',
      travelRatePerKm: '1.15',
      numberOfTechnicians: 1,
      serviceRatePerTechnician: '150.00',
      disassemblyDistanceKm: null,
      travelServiceNumberOfTrips: null,
      serviceItem1Cost: null,
      selectedAdditional: [2],
      selectedAccessories: [],
    });
  });
});
