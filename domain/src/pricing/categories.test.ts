import { describe, expect, it } from 'vitest';
import { categoryCostRules, categoryKind, type EquipmentCategoryKind } from './categories.ts';
import { defaultIncludeFlags, equipmentItemCatalogueErrors } from './equipment-input.ts';

describe('categoryKind', () => {
  it.each<{ spec: string; name: string | null; kind: EquipmentCategoryKind }>([
    { spec: 'spec-1 §9 generators by name', name: 'Agregaty prądotwórcze', kind: 'generator' },
    { spec: 'spec-1 §9 masts by name', name: 'Maszty oświetleniowe', kind: 'mast' },
    { spec: 'spec-1 §9 vehicles by name', name: 'Pojazdy', kind: 'vehicle' },
    { spec: 'D11 heaters by name', name: 'Nagrzewnice', kind: 'heater' },
    { spec: 'D11 air conditioners by name', name: 'Klimatyzacje', kind: 'air_conditioner' },
    { spec: 'spec-1 §1 other categories: air curtains', name: 'Kurtyny powietrzne', kind: 'other' },
    { spec: 'spec-1 §1 other categories: exhaust extractors', name: 'Wyciągi spalin', kind: 'other' },
    { spec: 'reading: case and surrounding spaces do not matter', name: '  pojazdy ', kind: 'vehicle' },
    {
      spec: 'reading: Polish letters are matched case-insensitively',
      name: 'AGREGATY PRĄDOTWÓRCZE',
      kind: 'generator',
    },
    { spec: 'reading: no category is other', name: null, kind: 'other' },
  ])('$spec', ({ name, kind }) => {
    expect(categoryKind(name)).toBe(kind);
  });
});

describe('categoryCostRules (D11)', () => {
  it.each<{
    spec: string;
    kind: EquipmentCategoryKind;
    rules: [boolean, string | null, boolean, string, string];
  }>([
    {
      spec: 'D11 generators: fuel by motohours, on, 8 h, motohour interval',
      kind: 'generator',
      rules: [true, 'motohours', true, '8', 'motohours'],
    },
    {
      spec: 'D11 masts: fuel by motohours, on, 8 h, motohour interval',
      kind: 'mast',
      rules: [true, 'motohours', true, '8', 'motohours'],
    },
    {
      spec: 'D11 heaters: fuel by motohours, on, 8 h, months',
      kind: 'heater',
      rules: [true, 'motohours', true, '8', 'months'],
    },
    {
      spec: 'D11 air conditioners: fuel on, 12 h/day, months',
      kind: 'air_conditioner',
      rules: [true, 'motohours', true, '12', 'months'],
    },
    {
      spec: 'D11 vehicles: fuel by kilometres, off by default, km interval',
      kind: 'vehicle',
      rules: [true, 'kilometers', false, '8', 'kilometers'],
    },
    {
      spec: 'D11 other equipment: no fuel, months',
      kind: 'other',
      rules: [false, null, false, '8', 'months'],
    },
  ])('$spec', ({ kind, rules }) => {
    const r = categoryCostRules(kind);
    expect([
      r.fuelOffered,
      r.fuelCalculationType,
      r.fuelOnByDefault,
      r.defaultHoursPerDay,
      r.serviceIntervalBasis,
    ]).toEqual(rules);
  });
});

describe('the staff form and the API on fuel (D11)', () => {
  it.each([
    { spec: 'D11 fuel on by default for generators', name: 'Agregaty prądotwórcze', fuelOn: true },
    { spec: 'D11 fuel on by default for masts', name: 'Maszty oświetleniowe', fuelOn: true },
    { spec: 'D11 fuel on by default for heaters', name: 'Nagrzewnice', fuelOn: true },
    { spec: 'D11 fuel on by default for air conditioners', name: 'Klimatyzacje', fuelOn: true },
    { spec: 'D11 vehicles offer fuel but start with it off', name: 'Pojazdy', fuelOn: false },
    { spec: 'D11 other equipment starts with fuel off', name: 'Wyciągi spalin', fuelOn: false },
  ])('$spec', ({ name, fuelOn }) => {
    expect(defaultIncludeFlags(name)).toEqual({
      includeFuelCost: fuelOn,
      includeInstallationCost: false,
      includeDisassemblyCost: false,
      includeTravelServiceCost: false,
      includeServiceItems: false,
      includeMaintenanceCost: false,
    });
  });

  it.each([
    { spec: 'D11 fuel for a vehicle is accepted', name: 'Pojazdy', include: true, errors: {} },
    { spec: 'D11 fuel off is always accepted', name: 'Kurtyny powietrzne', include: false, errors: {} },
    {
      spec: 'D11 fuel elsewhere is a 400 with a field message',
      name: 'Kurtyny powietrzne',
      include: true,
      errors: { includeFuelCost: 'Koszt paliwa nie jest dostępny dla sprzętu z tej kategorii' },
    },
  ])('$spec', ({ name, include, errors }) => {
    expect(equipmentItemCatalogueErrors({ includeFuelCost: include }, { categoryName: name })).toEqual(
      errors,
    );
  });
});
