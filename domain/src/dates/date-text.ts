/**
 * Calendar dates of D21 as people type them and as the API carries them. Zod-free, like the decimal
 * text of D20: the kit's date input, the staff forms and the API's schema all read dates with it.
 *
 * A date is a plain 'YYYY-MM-DD' string naming a calendar day in Europe/Warsaw, never a moment: no
 * time and no zone travel with it, so it never shifts by a day between the browser and the server.
 */

export const dateTextMessage = 'Nieprawidłowa data';

export type DateTextReading =
  | { state: 'empty' }
  /** `value`: the day as 'YYYY-MM-DD'. */
  | { state: 'date'; value: string }
  | { state: 'invalid'; message: string };

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const typedDatePattern = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** 'YYYY-MM-DD' of the given year, month (1–12) and day, without checking that the day exists. */
const isoDate = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Whether `value` is 'YYYY-MM-DD' of a day that exists (years 0001–9999): '2028-02-29' is,
 * '2026-02-29', '2027-02-31', '2026-13-01' and '2026-1-5' are not.
 */
export function isCalendarDate(value: string): boolean {
  const [, year, month, day] = isoDatePattern.exec(value) ?? [];
  if (year === undefined) return false;
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  return y >= 1 && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

/**
 * Reads what a person typed into a date field: 'DD.MM.YYYY' (also 'D.M.YYYY'), or 'YYYY-MM-DD' as
 * pasted from elsewhere; surrounding spaces are ignored. A day that does not exist ('31.02.2027')
 * or any other form is 'Nieprawidłowa data'.
 */
export function readDateText(text: string): DateTextReading {
  const trimmed = text.trim();
  if (!trimmed) return { state: 'empty' };
  const [, day, month, year] = typedDatePattern.exec(trimmed) ?? [];
  const value = year === undefined ? trimmed : isoDate(Number(year), Number(month), Number(day));
  return isCalendarDate(value) ? { state: 'date', value } : { state: 'invalid', message: dateTextMessage };
}

/**
 * A date as a field and a table show it: '2026-12-01' → '01.12.2026'; '' for none. Text that is
 * not 'YYYY-MM-DD' comes back as it is.
 */
export function formatDateText(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const [, year, month, day] = isoDatePattern.exec(value) ?? [];
  return year === undefined ? value : `${day}.${month}.${year}`;
}
