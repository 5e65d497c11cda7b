import { describe, expect, it } from 'vitest';
import { quoteTotals } from './totals.ts';
import { roundDistance, transportCost, transportTripLines } from './transport.ts';

describe('transport cost (spec-2 §9, D13)', () => {
  it.each([
    ['4.35', '127.5', '554.63'],
    ['1.15', '12.5', '14.38'],
    ['2.00', '10.04', '20.00'],
    ['2.00', '10.05', '20.20'],
    ['0.01', '0.1', '0.00'],
    ['3.10', 250, '775.00'],
  ])('%s zł/km × %s km = %s zł', (costPerKm, distance, cost) => {
    expect(transportCost(costPerKm, distance)).toBe(cost);
  });

  it('rounds the distance half-up to one decimal first', () => {
    expect(roundDistance('127.45')).toBe('127.5');
    expect(roundDistance('127.44')).toBe('127.4');
    expect(roundDistance(3)).toBe('3.0');
  });
});

describe('a trip of several vehicles and a return (D21)', () => {
  const solo = { costPerKm: '4.35', distanceKm: '127.5' };
  const car = { costPerKm: '1.15', distanceKm: '12.5' };

  it('prices each line once: the net is the sum of the rounded lines, not the rounded sum', () => {
    const lines = transportTripLines([solo, car], true);
    expect(lines.map((line) => [line.isReturn, line.outboundIndex, line.distance, line.cost])).toEqual([
      [false, 0, '127.5', '554.63'],
      [false, 1, '12.5', '14.38'],
      [true, 0, '127.5', '554.63'],
      [true, 1, '12.5', '14.38'],
    ]);
    // 554.625 + 14.375 twice is 1138.00 unrounded; line by line it is 1138.02.
    expect(
      quoteTotals(
        lines.map((line) => line.cost),
        '23.00',
      ),
    ).toEqual({
      totalNet: '1138.02',
      vatAmount: '261.74',
      totalGross: '1399.76',
    });
  });

  it('has no return lines without a return trip', () => {
    expect(transportTripLines([car], false).map((line) => line.cost)).toEqual(['14.38']);
  });
});
