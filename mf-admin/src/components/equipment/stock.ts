// spec-1 §5: the available quantity never exceeds the total. An available figure typed above the total
// is ignored (the previous figure stays); lowering the total lowers the available figure to it. What is
// not a whole number is left to validation. Figures are read as the fields read them (D20): '1 200'.
import { countFromText, formatDecimalText } from '@ppp/domain';

/** The total as a whole number of pieces, or null while it is empty or not valid. */
function totalOf(quantity: string): number | null {
  const total = countFromText(quantity) ?? undefined;
  return total === undefined || !Number.isInteger(total) || total < 0 ? null : total;
}

/** True when a typed available figure is above a valid total: the edit is to be ignored. */
export function exceedsTotal(quantity: string, available: string): boolean {
  const total = totalOf(quantity);
  const free = countFromText(available) ?? undefined;
  return total !== null && free !== undefined && Number.isFinite(free) && free > total;
}

/** The available figure after the total changed: held at the total when it is above it. */
export function capAvailable(quantity: string, available: string): string {
  return exceedsTotal(quantity, available) ? formatDecimalText(totalOf(quantity), 'count') : available;
}
