import { describe, expect, it } from 'vitest';
import { roundDistance, transportCost } from './transport.ts';

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
