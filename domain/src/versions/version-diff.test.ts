import { describe, expect, it } from 'vitest';
import { diffQuoteVersions, versionContentOf, versionsDiffer } from './version-diff.ts';

// D23: what changed between two kept versions, read from two detail answers of the same kind.

const item = (equipmentId: number | null, name: string, quantity: number, days: number, total: string) => ({
  equipmentId,
  equipment: { id: equipmentId, name, model: null },
  quantity,
  rentalPeriodDays: days,
  totalPrice: total,
});

const equipmentQuote = (items: ReturnType<typeof item>[], totalNet: string, totalGross: string) => ({
  id: 1,
  quoteNumber: 'WYC/2026/0001',
  version: 1,
  items,
  totalNet,
  vatAmount: '0.00',
  totalGross,
});

const koparka = (quantity = 1, days = 3, total = '300.00') => item(1, 'Koparka', quantity, days, total);
const ladowarka = (total = '200.00') => item(2, 'Ładowarka', 1, 2, total);
const rusztowanie = () => item(3, 'Rusztowanie', 10, 7, '700.00');

describe('diffQuoteVersions: items added, removed, changed (D23)', () => {
  it.each([
    {
      spec: 'nothing changed',
      before: [koparka(), ladowarka()],
      after: [koparka(), ladowarka()],
      added: [],
      removed: [],
      changed: [],
      unchanged: 2,
    },
    {
      spec: 'an item added',
      before: [koparka()],
      after: [koparka(), rusztowanie()],
      added: ['Rusztowanie'],
      removed: [],
      changed: [],
      unchanged: 1,
    },
    {
      spec: 'an item removed',
      before: [koparka(), ladowarka()],
      after: [koparka()],
      added: [],
      removed: ['Ładowarka'],
      changed: [],
      unchanged: 1,
    },
    {
      spec: 'quantity and value changed',
      before: [koparka(1, 3, '300.00')],
      after: [koparka(2, 3, '600.00')],
      added: [],
      removed: [],
      changed: [['Koparka', ['quantity', 'total']]],
      unchanged: 0,
    },
    {
      spec: 'days changed, the value the same to the grosz (written differently)',
      before: [koparka(1, 3, '300.00')],
      after: [koparka(1, 4, '300.0')],
      added: [],
      removed: [],
      changed: [['Koparka', ['days']]],
      unchanged: 0,
    },
    {
      spec: 'only the value changed (repriced)',
      before: [ladowarka('200.00')],
      after: [ladowarka('200.01')],
      added: [],
      removed: [],
      changed: [['Ładowarka', ['total']]],
      unchanged: 0,
    },
    {
      spec: 'reordered items are the same items',
      before: [koparka(), ladowarka()],
      after: [ladowarka(), koparka()],
      added: [],
      removed: [],
      changed: [],
      unchanged: 2,
    },
    {
      spec: 'two lines of one item are paired in order; a third is added',
      before: [koparka(1, 3, '300.00'), koparka(2, 5, '1000.00')],
      after: [koparka(1, 3, '300.00'), koparka(2, 6, '1200.00'), koparka(1, 1, '100.00')],
      added: ['Koparka'],
      removed: [],
      changed: [['Koparka', ['days', 'total']]],
      unchanged: 1,
    },
    {
      spec: 'an item of deleted equipment (no id) is matched by its name',
      before: [item(null, 'Stary agregat', 1, 2, '50.00'), koparka()],
      after: [item(null, 'Stary agregat', 1, 2, '50.00')],
      added: [],
      removed: ['Koparka'],
      changed: [],
      unchanged: 1,
    },
    {
      spec: 'everything replaced',
      before: [koparka()],
      after: [rusztowanie()],
      added: ['Rusztowanie'],
      removed: ['Koparka'],
      changed: [],
      unchanged: 0,
    },
  ])('$spec', ({ before, after, added, removed, changed, unchanged }) => {
    const diff = diffQuoteVersions(
      equipmentQuote(before, '1.00', '1.23'),
      equipmentQuote(after, '1.00', '1.23'),
    );
    expect(diff).not.toBeNull();
    expect(diff!.added.map((line) => line.name)).toEqual(added);
    expect(diff!.removed.map((line) => line.name)).toEqual(removed);
    expect(diff!.changed.map((change) => [change.after.name, change.fields])).toEqual(changed);
    expect(diff!.unchanged).toBe(unchanged);
  });

  it('answers the totals before and after, and whether they changed', () => {
    const diff = diffQuoteVersions(
      equipmentQuote([koparka(1)], '300.00', '369.00'),
      equipmentQuote([koparka(2, 3, '600.00')], '600.00', '738.00'),
    )!;
    expect(diff.totals).toEqual({
      before: { totalNet: '300.00', totalGross: '369.00' },
      after: { totalNet: '600.00', totalGross: '738.00' },
      changed: true,
    });
    expect(versionsDiffer(diff)).toBe(true);
    const same = diffQuoteVersions(
      equipmentQuote([koparka()], '300.00', '369.00'),
      equipmentQuote([koparka()], '300.00', '369.00'),
    )!;
    expect(same.totals.changed).toBe(false);
    expect(versionsDiffer(same)).toBe(false);
  });

  it('reads the transport lines (D21): vehicle and way, the distance and the cost', () => {
    const line = (vehicleId: number, name: string, distance: string, cost: string, isReturn = false) => ({
      vehicleId,
      vehicle: { id: vehicleId, name, description: null, costPerKm: '3.20' },
      distance,
      cost,
      isReturn,
    });
    const transport = (lines: ReturnType<typeof line>[], totalNet: string) => ({
      vehicleId: 1,
      vehicles: [],
      lines,
      totalNet,
      totalGross: totalNet,
    });
    const diff = diffQuoteVersions(
      transport([line(1, 'Laweta', '100.0', '320.00')], '320.00'),
      transport([line(1, 'Laweta', '120.0', '384.00'), line(1, 'Laweta', '120.0', '384.00', true)], '768.00'),
    )!;
    expect(diff.changed).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ name: 'Laweta', distance: '100.0', total: '320.00' }),
        after: expect.objectContaining({ name: 'Laweta', distance: '120.0', total: '384.00' }),
        fields: ['distance', 'total'],
      }),
    ]);
    expect(diff.added.map((added) => added.name)).toEqual(['Laweta (powrót)']);
  });

  it('reads the electrical and general items (the equipment snapshot names them)', () => {
    const content = versionContentOf({
      items: [
        {
          equipmentId: 4,
          equipment: { id: 4, name: 'Agregat 20 kVA', model: null, power: null, categoryName: null },
          quantity: 2,
          rentalPeriodDays: 7,
          totalPrice: '1400.00',
        },
      ],
      totalNet: '1400.00',
      totalGross: '1722.00',
    });
    expect(content?.lines).toEqual([
      {
        key: 'item:4',
        ref: 'item:4#1',
        name: 'Agregat 20 kVA',
        quantity: 2,
        days: 7,
        distance: null,
        total: '1400.00',
      },
    ]);
  });

  it('refuses what is no quote content', () => {
    expect(diffQuoteVersions(null, equipmentQuote([], '0.00', '0.00'))).toBeNull();
    expect(diffQuoteVersions({ items: 'x', totalNet: '1.00', totalGross: '1.00' }, {})).toBeNull();
  });
});
