import { daysBetween } from './calendar.ts';
import { formatDateText, isCalendarDate } from './date-text.ts';

/**
 * D21's `{range}`: the days as runs of consecutive days, 'DD.MM.YYYY–DD.MM.YYYY' (a day alone
 * 'DD.MM.YYYY'), joined by ', ', earliest first. The days may come in any order and repeat.
 */
export function dayRangesLabel(days: readonly string[]): string {
  const invalid = days.find((day) => !isCalendarDate(day));
  if (invalid !== undefined) throw new RangeError(`Not a calendar date: ${invalid}`);
  // 'YYYY-MM-DD' sorts as text in the order of the days.
  const sorted = [...new Set(days)].sort();
  const runs: { first: string; last: string }[] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && daysBetween(run.last, day) === 1) run.last = day;
    else runs.push({ first: day, last: day });
  }
  return runs
    .map(({ first, last }) =>
      first === last ? formatDateText(first) : `${formatDateText(first)}–${formatDateText(last)}`,
    )
    .join(', ');
}
