import { type DecimalInput, toDecimal, toMoney } from './money.ts';

/** spec-2 §9: transport cost = the vehicle's cost per km × distance, rounded half-up to 0.01 (D4). */
export function transportCost(costPerKm: DecimalInput, distanceKm: DecimalInput): string {
  return toMoney(toDecimal(costPerKm).times(toDecimal(distanceKm)));
}
