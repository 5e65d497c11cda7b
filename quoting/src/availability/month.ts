// The month an availability page shows (D21), as 'YYYY-MM': its days, its neighbours, its title and
// the `?month=` of the page's address. Plain calendar text like the dates of D21, never a moment.
import { addDays, isCalendarDate, weekdayShortNames } from '@ppp/domain';

const monthNames = [
  'Styczeń',
  'Luty',
  'Marzec',
  'Kwiecień',
  'Maj',
  'Czerwiec',
  'Lipiec',
  'Sierpień',
  'Wrzesień',
  'Październik',
  'Listopad',
  'Grudzień',
] as const;

/** The month of a day: '2027-03-14' → '2027-03'. */
export const monthOf = (date: string) => date.slice(0, 7);

/**
 * A `?month=` as written ('YYYY-MM' of a real month whose neighbours are real too, so the page's
 * period and its arrows stay within the calendar: not '9999-12'), else null.
 */
export function readMonth(text: string | null | undefined): string | null {
  if (!text || !/^\d{4}-\d{2}$/.test(text)) return null;
  return [text, shiftMonth(text, -1), shiftMonth(text, 1)].every((month) => isCalendarDate(`${month}-01`))
    ? text
    : null;
}

/** The first and the last day of the month, both included. */
export function monthPeriod(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  return { from, to: addDays(`${shiftMonth(month, 1)}-01`, -1) };
}

/** Every day of the month, in order. */
export function daysOfMonth(month: string): string[] {
  const { from, to } = monthPeriod(month);
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The month `by` months later (earlier when negative). */
export function shiftMonth(month: string, by: number): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + by;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** 'Marzec 2027'. */
export function monthTitle(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return `${monthNames[monthNumber - 1]} ${year}`;
}

/** The day of the week as the timeline's head writes it ('Pn' … 'Nd'), and whether it is a weekend. */
export function weekdayOf(date: string): { name: string; weekend: boolean } {
  const [year, month, day] = date.split('-').map(Number);
  const time = new Date(0);
  time.setUTCFullYear(year, month - 1, day);
  const weekday = time.getUTCDay();
  return { name: weekdayShortNames[weekday], weekend: weekday === 0 || weekday === 6 };
}
