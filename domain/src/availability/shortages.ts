// D21: which of a quote's items ask for more than is free, once per formula for the server (the
// save's warning, the approval's refusal) and the form (the warning under an item as it is typed).
import { datesOf, daysBetween } from '../dates/calendar.ts';
import { dayRangesLabel } from '../dates/day-ranges.ts';
import type { AvailabilityShortage } from '../schemas/availability.ts';

/** What one item of a dated quote holds: so many units of a catalogue item from a day to a day. */
export interface ItemHolding {
  /** 0-based, in the quote's items (transport: its vehicle lines). */
  itemIndex: number;
  equipmentId: number;
  units: number;
  startsOn: string;
  /** The last day held, included. */
  endsOn: string;
}

/** Every day from `from` to `to`, both included ('YYYY-MM-DD'); none when `to` is before `from`. */
export const periodDays = (from: string, to: string): string[] =>
  to < from ? [] : datesOf(from, daysBetween(from, to) + 1);

/**
 * The items asking for more than is free on some day (D21): each with the units the quote asks of
 * its equipment (on the most asked short day), the fewest free over its days, and the days its
 * equipment falls short, with all of the quote's items of that equipment counted together (two
 * items of one generator share its free units). `freeOn` answers
 * an equipment's free units on a day, or undefined when the equipment is unknown (never short).
 */
export function shortagesOf(
  holdings: readonly ItemHolding[],
  freeOn: (equipmentId: number, day: string) => number | undefined,
): AvailabilityShortage[] {
  const daysOf = holdings.map((h) => periodDays(h.startsOn, h.endsOn));
  const demand = new Map<string, number>();
  holdings.forEach((h, index) => {
    for (const day of daysOf[index])
      demand.set(`${h.equipmentId}:${day}`, (demand.get(`${h.equipmentId}:${day}`) ?? 0) + h.units);
  });
  const shortages: AvailabilityShortage[] = [];
  for (const [index, h] of holdings.entries()) {
    const days = daysOf[index];
    const free = days.map((day) => freeOn(h.equipmentId, day));
    if (free.some((units) => units === undefined)) continue;
    const shortDays = days.filter((day, i) => (demand.get(`${h.equipmentId}:${day}`) ?? 0) > (free[i] ?? 0));
    if (shortDays.length === 0) continue;
    shortages.push({
      itemIndex: h.itemIndex,
      equipmentId: h.equipmentId,
      // The quote's units of this equipment (all its items together) on its most asked short day.
      requested: Math.max(...shortDays.map((day) => demand.get(`${h.equipmentId}:${day}`) ?? 0)),
      free: Math.min(...(free as number[])),
      shortDays,
    });
  }
  return shortages;
}

/** The warning under a short item (D21): 'Wolne {free} z {available} szt. w dniach {range}'. */
export const shortageLabel = (
  shortage: Pick<AvailabilityShortage, 'free' | 'shortDays'>,
  available: number,
) => `Wolne ${shortage.free} z ${available} szt. w dniach ${dayRangesLabel(shortage.shortDays)}`;
