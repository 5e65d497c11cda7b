import { describe, expect, it } from 'vitest';
import { costLines } from './cost-lines.ts';

const zero = '0.00';
const item = {
  includeFuelCost: true,
  includeInstallationCost: false,
  includeDisassemblyCost: true,
  includeTravelServiceCost: false,
  includeServiceItems: true,
  includeMaintenanceCost: true,
  totalFuelCost: '120.50',
  totalInstallationCost: '99.00',
  totalDisassemblyCost: zero,
  totalTravelServiceCost: zero,
  totalMaintenanceCost: zero,
  totalServiceItemsCost: '12.00',
  additionalCost: '40.00',
  accessoriesCost: zero,
};

describe('costLines (spec-1 quote detail, D7 print)', () => {
  it('shows a line only when its option is on and its total is not zero, extras by name', () => {
    expect(costLines(item, [{ type: 'additional', name: 'Rozdzielnica' }])).toEqual([
      { key: 'fuel', label: 'Koszt paliwa', amount: '120.50' },
      { key: 'serviceItems', label: 'Koszty serwisowe', amount: '12.00' },
      { key: 'additional', label: 'Opcje dodatkowe: Rozdzielnica', amount: '40.00' },
    ]);
  });

  it('on paper shows every switched-on line, at zero too (D7), and chosen extras only', () => {
    expect(costLines(item, [{ type: 'additional', name: 'Rozdzielnica' }], 'switched-on')).toEqual([
      { key: 'fuel', label: 'Koszt paliwa', amount: '120.50' },
      { key: 'disassembly', label: 'Koszt demontażu', amount: zero },
      { key: 'maintenance', label: 'Koszt eksploatacji', amount: zero },
      { key: 'serviceItems', label: 'Koszty serwisowe', amount: '12.00' },
      { key: 'additional', label: 'Opcje dodatkowe: Rozdzielnica', amount: '40.00' },
    ]);
  });

  it('shows nothing for an item with every option off', () => {
    expect(
      costLines({ ...item, includeFuelCost: false, includeServiceItems: false, additionalCost: zero }),
    ).toEqual([]);
  });
});
