import { typedDecimal } from '../decimals/decimal-text.ts';

// D21: a rental period, by one rule wherever it is typed or read: a whole number of 1–365 days.
// Zod-free (the needs-assessment rules read it too).

export const MAX_RENTAL_DAYS = 365;

/** A typed period ('14', '14,0') as its whole days, or null when it is not one of 1–365. */
export function rentalDaysOf(text: string): number | null {
  const days = Number(typedDecimal(text.trim()) ?? Number.NaN);
  return Number.isInteger(days) && days >= 1 && days <= MAX_RENTAL_DAYS ? days : null;
}
