import { describe, expect, it } from 'vitest';
import { serviceHoursItemCost } from './equipment-costs.ts';
import { PricingInputError } from './equipment-input.ts';
import type { EquipmentItemPrice } from './equipment-item.ts';
import {
  AIR_CONDITIONER,
  AIR_CURTAIN,
  type CostRow,
  GENERATOR,
  HEATER,
  MAST,
  priceRow,
  VEHICLE,
} from './equipment-test-data.ts';

describe('fuel (spec-1 §9, D11)', () => {
  it.each<CostRow & { expected: string }>([
    {
      spec: 'spec-1 §9 motohours with defaults: 3 d × 8 h × 4.6 l/h (fuelConsumption75) × 2 × 6.50',
      category: GENERATOR,
      input: { includeFuelCost: true, rentalPeriodDays: 3, quantity: 2 },
      expected: '1435.20',
    },
    {
      spec: 'spec-1 §9 motohours typed: 2 d × 10 h × 3.25 l/h × 1 × 7.19',
      category: MAST,
      input: {
        includeFuelCost: true,
        rentalPeriodDays: 2,
        hoursPerDay: 10,
        fuelConsumptionLH: '3.25',
        fuelPricePerLiter: '7.19',
      },
      expected: '467.35',
    },
    {
      spec: 'D4 half-up on the fuel line: 1 × 1 × 0.5 × 6.01 = 3.005 → 3.01',
      category: HEATER,
      input: { includeFuelCost: true, hoursPerDay: 1, fuelConsumptionLH: 0.5, fuelPricePerLiter: 6.01 },
      expected: '3.01',
    },
    {
      spec: 'spec-1 §9 air conditioners default to 12 h/day: 12 × 2 l/h × 6.50',
      category: AIR_CONDITIONER,
      input: { includeFuelCost: true, fuelConsumptionLH: 2 },
      expected: '156.00',
    },
    {
      spec: 'D11 consumption defaults to fuelConsumption75 only where set: none → 0',
      category: HEATER,
      input: { includeFuelCost: true },
      data: { fuelConsumption75: null },
      expected: '0.00',
    },
    {
      spec: 'spec-1 §9 kilometres (vehicles) with defaults: 2 d × 100 km / 100 × 8.5 l × 6.50',
      category: VEHICLE,
      input: { includeFuelCost: true, rentalPeriodDays: 2, fuelConsumptionPer100km: '8.5' },
      expected: '110.50',
    },
    {
      spec: 'spec-1 §9 kilometres typed: 3 × 250 / 100 × 7.3 × 2 × 6.89 = 754.455 → 754.46',
      category: VEHICLE,
      input: {
        includeFuelCost: true,
        rentalPeriodDays: 3,
        quantity: 2,
        kilometersPerDay: 250,
        fuelConsumptionPer100km: '7.3',
        fuelPricePerLiter: '6.89',
      },
      expected: '754.46',
    },
    {
      spec: 'D11 a conflicting calculationType is ignored: vehicles go by kilometres',
      category: VEHICLE,
      input: {
        includeFuelCost: true,
        rentalPeriodDays: 2,
        fuelConsumptionPer100km: '8.5',
        calculationType: 'motohours',
        fuelConsumptionLH: 50,
      },
      expected: '110.50',
    },
    {
      spec: 'reading: a vehicle has no l/100 km default (fuelConsumption75 is l/h) → 0',
      category: VEHICLE,
      input: { includeFuelCost: true },
      expected: '0.00',
    },
    {
      spec: 'spec-1 §4 fuel switched off costs nothing, whatever its figures',
      category: GENERATOR,
      input: { includeFuelCost: false, fuelConsumptionLH: 5, fuelPricePerLiter: 7 },
      expected: '0.00',
    },
    {
      spec: 'D11 a typed fuel price of 0 stays 0 (only absent takes the default)',
      category: GENERATOR,
      input: { includeFuelCost: true, fuelPricePerLiter: 0 },
      expected: '0.00',
    },
  ])('$spec', (row) => {
    expect(priceRow(row).totalFuelCost).toBe(row.expected);
  });

  it('D11 fuel outside the five fuel categories is refused (400 at the API)', () => {
    const run = () => priceRow({ spec: '', category: AIR_CURTAIN, input: { includeFuelCost: true } });
    expect(run).toThrow(PricingInputError);
    expect(run).toThrow(expect.objectContaining({ errors: { includeFuelCost: expect.any(String) } }));
  });
});

describe('installation, disassembly, travel service (spec-1 §9)', () => {
  it.each<CostRow & { part: keyof EquipmentItemPrice; expected: string }>([
    {
      spec: 'spec-1 §9 installation with defaults: 50 km × 1.15 + 1 × 150',
      category: GENERATOR,
      input: { includeInstallationCost: true, installationDistanceKm: 50 },
      part: 'totalInstallationCost',
      expected: '207.50',
    },
    {
      spec: 'spec-1 §9 installation is not multiplied by quantity',
      category: GENERATOR,
      input: { includeInstallationCost: true, installationDistanceKm: 50, quantity: 5, rentalPeriodDays: 9 },
      part: 'totalInstallationCost',
      expected: '207.50',
    },
    {
      spec: 'spec-1 §9 installation typed: 120.5 km × 1.30 + 2 × 180',
      category: AIR_CURTAIN,
      input: {
        includeInstallationCost: true,
        installationDistanceKm: '120.5',
        travelRatePerKm: '1.30',
        numberOfTechnicians: 2,
        serviceRatePerTechnician: 180,
      },
      part: 'totalInstallationCost',
      expected: '516.65',
    },
    {
      spec: 'spec-1 §9 installation without a distance: one technician',
      category: HEATER,
      input: { includeInstallationCost: true },
      part: 'totalInstallationCost',
      expected: '150.00',
    },
    {
      spec: 'D4 half-up on the installation line: 0.5 × 1.15 + 150 = 150.575',
      category: HEATER,
      input: { includeInstallationCost: true, installationDistanceKm: '0.5' },
      part: 'totalInstallationCost',
      expected: '150.58',
    },
    {
      spec: 'spec-1 §9 disassembly: 80 km × 1.20 + 3 × 140',
      category: MAST,
      input: {
        includeDisassemblyCost: true,
        disassemblyDistanceKm: 80,
        disassemblyTravelRatePerKm: '1.2',
        disassemblyNumberOfTechnicians: 3,
        disassemblyServiceRatePerTechnician: 140,
      },
      part: 'totalDisassemblyCost',
      expected: '516.00',
    },
    {
      spec: 'spec-1 §9 travel service: (30 × 1.15 + 2 × 150) × 3 trips',
      category: VEHICLE,
      input: {
        includeTravelServiceCost: true,
        travelServiceDistanceKm: 30,
        travelServiceNumberOfTechnicians: 2,
        travelServiceNumberOfTrips: 3,
      },
      part: 'totalTravelServiceCost',
      expected: '1003.50',
    },
    {
      spec: 'spec-1 §9 travel service defaults to 1 trip',
      category: VEHICLE,
      input: { includeTravelServiceCost: true, travelServiceDistanceKm: 30 },
      part: 'totalTravelServiceCost',
      expected: '184.50',
    },
    {
      spec: 'D4 travel service rounded once: 150.575 × 3 = 451.725 → 451.73',
      category: VEHICLE,
      input: {
        includeTravelServiceCost: true,
        travelServiceDistanceKm: '0.5',
        travelServiceNumberOfTrips: 3,
      },
      part: 'totalTravelServiceCost',
      expected: '451.73',
    },
    {
      spec: 'spec-1 §4 installation switched off costs nothing',
      category: GENERATOR,
      input: { includeInstallationCost: false, installationDistanceKm: 50 },
      part: 'totalInstallationCost',
      expected: '0.00',
    },
  ])('$spec', (row) => {
    expect(priceRow(row)[row.part]).toBe(row.expected);
  });
});

describe("the 'Roboczogodziny serwisowe' item (D8, spec-1 §9)", () => {
  it.each([
    {
      spec: 'spec-1 §9 service worker defaults: 2 h × 100 zł',
      hours: null,
      rate: undefined,
      expected: '200.00',
    },
    { spec: 'D8 worker hours × cost per hour: 3 × 120.50', hours: 3, rate: '120.50', expected: '361.50' },
    { spec: 'D4 half-up: 1.5 × 99.99 = 149.985', hours: '1.5', rate: 99.99, expected: '149.99' },
  ])('$spec', ({ hours, rate, expected }) => {
    expect(serviceHoursItemCost(hours, rate)).toBe(expected);
  });
});
