import type { ServiceIntervalBasis } from './categories.ts';
import {
  type Decimal,
  type DecimalInput,
  decimalOr,
  divideToMoney,
  HUNDREDTH,
  roundMoney,
  toDecimal,
  ZERO,
} from './money.ts';

/**
 * The cost lines of an equipment item other than the rental itself (spec-1 §9, D11). Each takes
 * exact figures and answers one line rounded half-up to 0.01, once, at the end.
 */

/** spec-1 §9 fuel, motohours: days × hours per day × l/h × quantity × fuel price. */
export function fuelCostByMotohours(figures: {
  days: number;
  quantity: number;
  hoursPerDay: Decimal;
  litresPerHour: Decimal;
  fuelPricePerLiter: Decimal;
}): Decimal {
  const { days, quantity, hoursPerDay, litresPerHour, fuelPricePerLiter } = figures;
  return roundMoney(
    hoursPerDay
      .times(toDecimal(days))
      .times(litresPerHour)
      .times(toDecimal(quantity))
      .times(fuelPricePerLiter),
  );
}

/** spec-1 §9 fuel, kilometres (vehicles): days × km per day / 100 × l/100 km × quantity × fuel price. */
export function fuelCostByKilometers(figures: {
  days: number;
  quantity: number;
  kilometersPerDay: Decimal;
  litresPer100km: Decimal;
  fuelPricePerLiter: Decimal;
}): Decimal {
  const { days, quantity, kilometersPerDay, litresPer100km, fuelPricePerLiter } = figures;
  const litres = kilometersPerDay.times(toDecimal(days)).times(litresPer100km).times(HUNDREDTH);
  return roundMoney(litres.times(toDecimal(quantity)).times(fuelPricePerLiter));
}

/** spec-1 §9 installation and disassembly: distance × rate per km + technicians × rate per technician. */
export function crewVisitCost(figures: {
  distanceKm: Decimal;
  ratePerKm: Decimal;
  technicians: number;
  ratePerTechnician: Decimal;
}): Decimal {
  const { distanceKm, ratePerKm, technicians, ratePerTechnician } = figures;
  return roundMoney(distanceKm.times(ratePerKm).plus(ratePerTechnician.times(toDecimal(technicians))));
}

/** spec-1 §9 travel service: the installation formula × number of trips, rounded once. */
export function travelServiceCost(figures: {
  distanceKm: Decimal;
  ratePerKm: Decimal;
  technicians: number;
  ratePerTechnician: Decimal;
  trips: number;
}): Decimal {
  const { distanceKm, ratePerKm, technicians, ratePerTechnician, trips } = figures;
  return roundMoney(
    distanceKm
      .times(ratePerKm)
      .plus(ratePerTechnician.times(toDecimal(technicians)))
      .times(toDecimal(trips)),
  );
}

/** D11: the interval used when the catalogue's is empty or 0. */
const SERVICE_INTERVAL_DEFAULTS = { motohours: 500, kilometers: 15_000, months: 12 } as const;

/** The service-cost row of an equipment (spec-1 §3); only the intervals matter for pricing. */
export interface ServiceIntervals {
  serviceIntervalMonths?: DecimalInput | null;
  serviceIntervalKm?: DecimalInput | null;
  serviceIntervalMotohours?: DecimalInput | null;
}

function intervalOrDefault(value: DecimalInput | null | undefined, fallback: number): Decimal {
  const interval = decimalOr(value, fallback);
  return interval.gt(0) ? interval : toDecimal(fallback);
}

/** A share of a standard service as an exact fraction: use / interval (divided last, see below). */
export interface ServiceUseShare {
  use: Decimal;
  interval: Decimal;
}

/**
 * D11: the share of a standard service one item's use consumes. Generators and masts: days × hours
 * per day / motohour interval; vehicles: days × km per day / km interval; other equipment with an
 * interval of M months: days × hours per day / (365 × M). No service-cost row: 1 (the plain sum).
 */
export function serviceUseShare(figures: {
  basis: ServiceIntervalBasis;
  intervals: ServiceIntervals | null | undefined;
  days: number;
  hoursPerDay: Decimal;
  kilometersPerDay: Decimal;
}): ServiceUseShare {
  const { basis, intervals, days, hoursPerDay, kilometersPerDay } = figures;
  if (!intervals) return { use: toDecimal(1), interval: toDecimal(1) };
  if (basis === 'motohours') {
    const interval = intervalOrDefault(
      intervals.serviceIntervalMotohours,
      SERVICE_INTERVAL_DEFAULTS.motohours,
    );
    return { use: hoursPerDay.times(toDecimal(days)), interval };
  }
  if (basis === 'kilometers') {
    const interval = intervalOrDefault(intervals.serviceIntervalKm, SERVICE_INTERVAL_DEFAULTS.kilometers);
    return { use: kilometersPerDay.times(toDecimal(days)), interval };
  }
  const months = intervalOrDefault(intervals.serviceIntervalMonths, SERVICE_INTERVAL_DEFAULTS.months);
  return { use: hoursPerDay.times(toDecimal(days)), interval: months.times(toDecimal(365)) };
}

/** D11: the four service-item costs summed, scaled by use, × quantity in every case. */
export function serviceItemsCost(figures: {
  itemCosts: readonly Decimal[];
  share: ServiceUseShare;
  quantity: number;
}): Decimal {
  const { itemCosts, share, quantity } = figures;
  const sum = itemCosts.reduce((total, cost) => total.plus(cost), ZERO);
  // Divide last: a result that is exactly half a grosz stays exact and rounds up, not down.
  return toDecimal(divideToMoney(sum.times(share.use).times(toDecimal(quantity)), share.interval));
}

/** spec-1 §9: sum of the chosen option prices × quantity (additional options, accessories). */
export function extrasCost(prices: readonly Decimal[], quantity: number): Decimal {
  return roundMoney(prices.reduce((total, price) => total.plus(price), ZERO).times(toDecimal(quantity)));
}

/** spec-1 §9 / D8: the 'Roboczogodziny serwisowe' item costs worker hours × cost per hour (2 h × 100 zł). */
export function serviceHoursItemCost(
  workerHours: DecimalInput | null | undefined,
  workerCostPerHour: DecimalInput | null | undefined,
): string {
  const hours = decimalOr(workerHours, SERVICE_WORKER_DEFAULTS.workerHours);
  const rate = decimalOr(workerCostPerHour, SERVICE_WORKER_DEFAULTS.workerCostPerHour);
  return roundMoney(hours.times(rate)).toFixed(2);
}

const SERVICE_WORKER_DEFAULTS = { workerHours: '2', workerCostPerHour: '100.00' } as const;
