import { costRulesForCategory, type Equipment } from '@ppp/domain';
import { describe, expect, it } from 'vitest';
import { emptyItem } from './formModel.ts';
import {
  draftForCategory,
  draftForEquipment,
  offeredOptions,
  serviceCostsFromCatalogue,
  switchOption,
} from './itemOptions.ts';

function equipmentOf(categoryName: string, overrides: Partial<Equipment> = {}): Equipment {
  return {
    id: 7,
    name: 'Agregat prądotwórczy 20 kVA',
    description: null,
    model: 'PRAMAC GSW22',
    power: '20 kVA',
    quantity: 6,
    availableQuantity: 6,
    categoryId: 3,
    category: { id: 3, name: categoryName, description: null },
    fuelConsumption75: '4.20',
    dimensions: null,
    weight: null,
    engine: null,
    alternator: null,
    fuelTankCapacity: null,
    imageUrl: null,
    isActive: true,
    hasDefaultPricing: false,
    pricing: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('choosing equipment (spec-1 §4, D11)', () => {
  it('switches fuel on for a generator with 6,50 zł/l and its fuelConsumption75, 8 hours a day', () => {
    const draft = draftForEquipment(emptyItem(), equipmentOf('Agregaty prądotwórcze'));
    expect(draft).toMatchObject({
      equipmentId: '7',
      categoryId: '3',
      includeFuelCost: true,
      fuelPricePerLiter: '6,50',
      fuelConsumptionLH: '4,20',
      hoursPerDay: '8',
      includeInstallationCost: false,
    });
  });

  it('defaults air conditioners to 12 hours a day with fuel on; curtains get no fuel', () => {
    expect(
      draftForEquipment(emptyItem(), equipmentOf('Klimatyzacje', { fuelConsumption75: '2.10' })),
    ).toMatchObject({
      includeFuelCost: true,
      fuelConsumptionLH: '2,10',
      hoursPerDay: '12',
    });
    const curtain = draftForEquipment(emptyItem(), equipmentOf('Kurtyny powietrzne'));
    expect(curtain.includeFuelCost).toBe(false);
    expect(offeredOptions(costRulesForCategory('Kurtyny powietrzne'))).not.toContain('fuel');
  });

  it('leaves fuel off where the equipment has no fuel consumption, as an electric heater (issue 10)', () => {
    for (const fuelConsumption75 of [null, '0', '0.00']) {
      const heater = draftForEquipment(emptyItem(), equipmentOf('Nagrzewnice', { fuelConsumption75 }));
      expect(heater.includeFuelCost).toBe(false);
      expect(heater.fuelConsumptionLH).not.toBe('0.00');
    }
    expect(
      draftForEquipment(emptyItem(), equipmentOf('Nagrzewnice', { fuelConsumption75: '3.50' }))
        .includeFuelCost,
    ).toBe(true);
  });

  it('leaves fuel off for vehicles, which are priced by kilometres', () => {
    const rules = costRulesForCategory('Pojazdy');
    expect(draftForEquipment(emptyItem(), equipmentOf('Pojazdy')).includeFuelCost).toBe(false);
    expect(offeredOptions(rules)).toContain('fuel');
    expect(rules.fuelCalculationType).toBe('kilometers');
  });

  it('keeps the quantity within what is available', () => {
    const draft = draftForEquipment({ ...emptyItem(), quantity: '9' }, equipmentOf('Nagrzewnice'));
    expect(draft.quantity).toBe('6');
  });

  it('clears the equipment, options and extras when the category changes', () => {
    const chosen = {
      ...draftForEquipment(emptyItem(), equipmentOf('Agregaty prądotwórcze')),
      selectedAdditional: [1],
      discountOverride: '10',
    };
    expect(draftForCategory(chosen, '5')).toMatchObject({
      categoryId: '5',
      equipmentId: '',
      includeFuelCost: false,
      fuelPricePerLiter: '0',
      selectedAdditional: [],
      discountOverride: '',
    });
  });
});

describe('switching a cost option (spec-1 §4 and §9)', () => {
  const rules = costRulesForCategory('Agregaty prądotwórcze');
  const context = { rules, fuelConsumption75: '4.20' };

  it('fills the installation defaults: 1,15 zł/km, one technician at 150 zł', () => {
    expect(switchOption(emptyItem(), 'installation', true, context)).toEqual({
      includeInstallationCost: true,
      installationDistanceKm: '0',
      travelRatePerKm: '1,15',
      numberOfTechnicians: '1',
      serviceRatePerTechnician: '150',
    });
  });

  it('fills one trip for the travel service and zeroes everything when switched off', () => {
    expect(switchOption(emptyItem(), 'travelService', true, context)).toMatchObject({
      travelServiceNumberOfTrips: '1',
      travelServiceNumberOfTechnicians: '1',
    });
    expect(switchOption(emptyItem(), 'travelService', false, context)).toEqual({
      includeTravelServiceCost: false,
      travelServiceDistanceKm: '0',
      travelServiceTravelRatePerKm: '0',
      travelServiceNumberOfTechnicians: '0',
      travelServiceServiceRatePerTechnician: '0',
      travelServiceNumberOfTrips: '0',
    });
  });

  it('zeroes only the fuel figures when fuel goes off; hours per day stay (D11)', () => {
    const draft = { ...emptyItem(), hoursPerDay: '10', fuelPricePerLiter: '7', fuelConsumptionLH: '3' };
    const off = switchOption(draft, 'fuel', false, context);
    expect(off).toEqual({
      includeFuelCost: false,
      fuelPricePerLiter: '0',
      fuelConsumptionLH: '0',
      fuelConsumptionPer100km: '0',
    });
    expect(off).not.toHaveProperty('hoursPerDay');
  });

  it('pre-fills the four service costs from the first four service items only while all four are 0', () => {
    const items = [
      { itemCost: '200.00' },
      { itemCost: '60.00' },
      { itemCost: '45.50' },
      { itemCost: '120.00' },
      { itemCost: '9.00' },
    ];
    expect(switchOption(emptyItem(), 'serviceItems', true, { ...context, serviceItems: items })).toEqual({
      includeServiceItems: true,
      serviceItem1Cost: '200',
      serviceItem2Cost: '60',
      serviceItem3Cost: '45,50',
      serviceItem4Cost: '120',
    });
    const typed = { ...emptyItem(), serviceItem2Cost: '15' };
    expect(switchOption(typed, 'serviceItems', true, { ...context, serviceItems: items })).toEqual({
      includeServiceItems: true,
    });
    expect(serviceCostsFromCatalogue(emptyItem(), [])).toBeNull();
  });
});
