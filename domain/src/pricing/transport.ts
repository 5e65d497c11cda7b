import { type DecimalInput, toDecimal, toMoney } from './money.ts';

/** D13: a distance counts in tenths of a kilometre, rounded half-up (127.46 km → 127.5 km). */
export const roundDistance = (distanceKm: DecimalInput): string =>
  toDecimal(distanceKm).round(1, 1).toFixed(1);

/**
 * spec-2 §9, D13: transport cost = the vehicle's cost per km × the distance rounded to 0.1 km, the
 * product rounded once, half-up, to the grosz (4.35 zł/km × 127.5 km = 554.63 zł).
 */
export function transportCost(costPerKm: DecimalInput, distanceKm: DecimalInput): string {
  return toMoney(toDecimal(costPerKm).times(roundDistance(distanceKm)));
}
