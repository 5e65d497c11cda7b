import { stockExceeded } from './item-messages.ts';
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

/** A vehicle line as priced: its rate and distance, with what the caller keeps beside them. */
export interface TransportLineInput {
  costPerKm: DecimalInput;
  distanceKm: DecimalInput;
}

/**
 * D21: the lines of a trip: each vehicle line, then (with `returnTrip`) each one's way back at the
 * same distance and rate, in the same order. Every line is priced on its own and rounded once
 * (transportCost); the quote's net is the sum of the lines. `outboundIndex` is the vehicle line a
 * line belongs to.
 */
export function transportTripLines<Line extends TransportLineInput>(
  vehicleLines: readonly Line[],
  returnTrip: boolean,
): (Line & { isReturn: boolean; outboundIndex: number; distance: string; cost: string })[] {
  const priced = (line: Line, outboundIndex: number, isReturn: boolean) => ({
    ...line,
    isReturn,
    outboundIndex,
    distance: roundDistance(line.distanceKm),
    cost: transportCost(line.costPerKm, line.distanceKm),
  });
  const outbound = vehicleLines.map((line, index) => priced(line, index, false));
  const back = returnTrip ? vehicleLines.map((line, index) => priced(line, index, true)) : [];
  return [...outbound, ...back];
}

/** A vehicle as its units count: which one, its name for the message, how many it has. */
export interface VehicleUnits {
  id: number;
  name: string;
  quantity: number;
}

/**
 * D21 (D4's rule): each vehicle line takes one unit of its vehicle. The lines past a vehicle's
 * units, by index, with the message the API and the form give them ('Ilość sprzętu „…” przekracza
 * dostępną: maksymalnie n szt.'). A line whose vehicle is not among `vehicles` counts nowhere.
 */
export function linesOverUnits(
  chosen: readonly (number | string | null | undefined)[],
  vehicles: readonly VehicleUnits[],
): Map<number, string> {
  const taken = new Map<number, number>();
  const over = new Map<number, string>();
  chosen.forEach((id, index) => {
    const vehicle = vehicles.find((candidate) => String(candidate.id) === String(id ?? ''));
    if (!vehicle) return;
    const units = (taken.get(vehicle.id) ?? 0) + 1;
    taken.set(vehicle.id, units);
    if (units > vehicle.quantity) over.set(index, stockExceeded(vehicle.name, vehicle.quantity));
  });
  return over;
}
