import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { equipmentItemInputSchema, itemInputMessages as m } from './equipment-input-schema.ts';
import { priceEquipmentItem } from './equipment-item.ts';
import { catalogue, GENERATOR } from './equipment-test-data.ts';

const minimal = { equipmentId: 7, quantity: 1, rentalPeriodDays: 1 };

function firstError(body: Record<string, unknown>): [string, string] | null {
  const result = equipmentItemInputSchema.safeParse({ ...minimal, ...body });
  if (result.success) return null;
  const issue = result.error.issues[0];
  return [issue.path.join('.'), issue.message];
}

describe('equipmentItemInputSchema: limits (spec-1 §5, D4)', () => {
  it.each([
    { spec: 'spec-1 §5 quantity minimum 1', body: { quantity: 0 }, error: ['quantity', m.quantity] },
    { spec: 'D5 quantities are integers', body: { quantity: 1.5 }, error: ['quantity', m.quantityWhole] },
    { spec: 'D5 a quantity below 1', body: { quantity: 0 }, error: ['quantity', m.quantity] },
    {
      spec: 'spec-1 §5 rental days minimum 1',
      body: { rentalPeriodDays: 0 },
      error: ['rentalPeriodDays', m.rentalPeriodDays],
    },
    {
      spec: 'spec-1 §5 rental days maximum 365',
      body: { rentalPeriodDays: 366 },
      error: ['rentalPeriodDays', m.rentalPeriodDays],
    },
    { spec: 'spec-1 §5 365 days is allowed', body: { rentalPeriodDays: 365 }, error: null },
    {
      spec: 'spec-1 §5 hours per day minimum 1',
      body: { hoursPerDay: 0 },
      error: ['hoursPerDay', m.hoursPerDay],
    },
    {
      spec: 'spec-1 §5 hours per day maximum 24',
      body: { hoursPerDay: '24.5' },
      error: ['hoursPerDay', m.hoursPerDay],
    },
    { spec: 'spec-1 §5 24 hours is allowed', body: { hoursPerDay: '24' }, error: null },
    {
      spec: 'spec-1 §5 technicians minimum 1',
      body: { numberOfTechnicians: 0 },
      error: ['numberOfTechnicians', m.technicians],
    },
    {
      spec: 'spec-1 §5 disassembly technicians minimum 1',
      body: { disassemblyNumberOfTechnicians: 0 },
      error: ['disassemblyNumberOfTechnicians', m.technicians],
    },
    {
      spec: 'D4 trips minimum 1',
      body: { travelServiceNumberOfTrips: 0 },
      error: ['travelServiceNumberOfTrips', m.trips],
    },
    {
      spec: 'D4 figures ≥ 0: a negative distance',
      body: { installationDistanceKm: -1 },
      error: ['installationDistanceKm', m.negative],
    },
    {
      spec: 'D4 figures ≥ 0: a negative fuel price as text',
      body: { fuelPricePerLiter: '-0.01' },
      error: ['fuelPricePerLiter', m.negative],
    },
    {
      spec: 'D4 figures ≥ 0: a negative service-item cost',
      body: { serviceItem3Cost: -5 },
      error: ['serviceItem3Cost', m.negative],
    },
    {
      spec: 'D5 a figure must be a number or a decimal string',
      body: { travelRatePerKm: 'abc' },
      error: ['travelRatePerKm', m.notNumber],
    },
    {
      spec: 'D5 a boolean is not a figure',
      body: { kilometersPerDay: true },
      error: ['kilometersPerDay', m.notNumber],
    },
    {
      spec: 'D4 override 0–100: above',
      body: { discountOverride: 100.01 },
      error: ['discountOverride', m.discountOverride],
    },
    {
      spec: 'D4 override 0–100: below',
      body: { discountOverride: -1 },
      error: ['discountOverride', m.discountOverride],
    },
    {
      spec: 'spec-1 §5 every item needs equipment',
      body: { equipmentId: undefined },
      error: ['equipmentId', m.equipment],
    },
    {
      spec: 'D5 the include flags are booleans',
      body: { includeFuelCost: 'tak' },
      error: ['includeFuelCost', m.flag],
    },
  ])('$spec', ({ body, error }) => {
    expect(firstError(body)).toEqual(error);
  });
});

describe('equipmentItemInputSchema: figures fit their columns (D6: never a 500)', () => {
  it.each([
    {
      spec: 'an id above the integer column',
      body: { equipmentId: 99999999999 },
      error: ['equipmentId', m.unknownEquipment],
    },
    {
      spec: 'a quantity above the integer column',
      body: { quantity: 99999999999 },
      error: ['quantity', m.quantityTooLarge],
    },
    { spec: 'the largest integer is a quantity', body: { quantity: 2147483647 }, error: null },
    {
      spec: 'technicians above the integer column',
      body: { numberOfTechnicians: 3000000000 },
      error: ['numberOfTechnicians', m.tooLarge],
    },
    {
      spec: 'trips above the integer column',
      body: { travelServiceNumberOfTrips: 3000000000 },
      error: ['travelServiceNumberOfTrips', m.tooLarge],
    },
    {
      spec: 'a distance numeric(12,2) cannot hold',
      body: { installationDistanceKm: '99999999999' },
      error: ['installationDistanceKm', m.tooLarge],
    },
    {
      spec: 'D20 a figure with more places than it is kept with (never rounded)',
      body: { fuelPricePerLiter: '9,805' },
      error: ['fuelPricePerLiter', 'Nieprawidłowa liczba'],
    },
    {
      spec: 'a figure past numeric(12,2)',
      body: { fuelPricePerLiter: '10000000000' },
      error: ['fuelPricePerLiter', m.tooLarge],
    },
    { spec: 'the largest numeric(12,2) figure', body: { fuelPricePerLiter: '9999999999.99' }, error: null },
    {
      spec: 'an extra id above the integer column',
      body: { selectedAdditional: [99999999999] },
      error: ['selectedAdditional.0', m.extraId],
    },
  ])('$spec', ({ body, error }) => {
    expect(firstError(body)).toEqual(error);
  });
});

describe('equipmentItemInputSchema: what validation answers (D5)', () => {
  it.each([
    { spec: 'D5 a number becomes a two-decimal string', field: 'fuelPricePerLiter', sent: 6.5, kept: '6.50' },
    {
      spec: 'D5 a decimal string becomes a two-decimal string',
      field: 'travelRatePerKm',
      sent: '1.15',
      kept: '1.15',
    },
    {
      spec: 'reading: a Polish decimal comma is accepted',
      field: 'fuelPricePerLiter',
      sent: '6,5',
      kept: '6.50',
    },
    {
      spec: 'reading: trailing zeros past two places are no more places',
      field: 'fuelConsumptionLH',
      sent: '0.1200000',
      kept: '0.12',
    },
    { spec: 'D4 override kept as text', field: 'discountOverride', sent: 12.5, kept: '12.50' },
    { spec: 'D4 override null: the tiers decide', field: 'discountOverride', sent: null, kept: null },
  ])('$spec', ({ field, sent, kept }) => {
    const parsed = equipmentItemInputSchema.parse({ ...minimal, [field]: sent });
    expect(parsed[field as keyof typeof parsed]).toEqual(kept);
  });

  it('D11 include flags absent are off; D4 totals in the body are dropped', () => {
    const parsed = equipmentItemInputSchema.parse({
      ...minimal,
      totalPrice: '99999.00',
      includeFuelCost: true,
    });
    expect(parsed).toMatchObject({
      includeFuelCost: true,
      includeInstallationCost: false,
      includeServiceItems: false,
    });
    expect(parsed).not.toHaveProperty('totalPrice');
  });

  it('D4 the validated input prices directly', () => {
    const parsed = equipmentItemInputSchema.parse({
      ...minimal,
      quantity: 2,
      rentalPeriodDays: 5,
      includeFuelCost: true,
    });
    expect(priceEquipmentItem(parsed, catalogue(GENERATOR), 'first_day').totalPrice).toBe('3292.00');
  });

  it('D9 the schema converts to JSON Schema for the public API documentation', () => {
    const json = z.toJSONSchema(equipmentItemInputSchema, { io: 'input' }) as { required?: string[] };
    expect(json.required).toEqual(['equipmentId', 'quantity', 'rentalPeriodDays']);
  });
});
