import { isCalendarDate } from './date-text.ts';

/** The zone whose calendar days the dates of D21 name. */
export const calendarTimeZone = 'Europe/Warsaw';

const dayMs = 86_400_000;

// Day arithmetic counts days between UTC midnights, where every day has 24 hours: no clock change
// (and no zone of the machine) ever moves a date.
// The dates met last, by their text: an availability check counts the same few days over and over.
const dayNumbers = new Map<string, number>();
const DAY_NUMBERS_KEPT = 4096;

function dayNumberOf(date: string): number {
  const known = dayNumbers.get(date);
  if (known !== undefined) return known;
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  const [year, month, day] = date.split('-').map(Number);
  const time = new Date(0);
  // setUTCFullYear, unlike Date.UTC, keeps years below 100 as they are.
  time.setUTCFullYear(year, month - 1, day);
  const dayNumber = time.getTime() / dayMs;
  if (dayNumbers.size >= DAY_NUMBERS_KEPT) dayNumbers.clear();
  dayNumbers.set(date, dayNumber);
  return dayNumber;
}

// And their texts by number, the other way round.
const dayTexts = new Map<number, string>();

function dateOfDayNumber(dayNumber: number): string {
  const known = dayTexts.get(dayNumber);
  if (known !== undefined) return known;
  const time = new Date(dayNumber * dayMs);
  const year = String(time.getUTCFullYear()).padStart(4, '0');
  const month = String(time.getUTCMonth() + 1).padStart(2, '0');
  const day = String(time.getUTCDate()).padStart(2, '0');
  const text = `${year}-${month}-${day}`;
  if (dayTexts.size >= DAY_NUMBERS_KEPT) dayTexts.clear();
  dayTexts.set(dayNumber, text);
  return text;
}

function checkDayCount(days: number): void {
  if (!Number.isSafeInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`);
}

/** The date `days` days after `date` (before it when negative): addDays('2026-12-30', 3) → '2027-01-02'. */
export function addDays(date: string, days: number): string {
  checkDayCount(days);
  return dateOfDayNumber(dayNumberOf(date) + days);
}

/** How many days `to` is after `from` (negative when before): daysBetween('2026-12-30', '2027-01-02') → 3. */
export function daysBetween(from: string, to: string): number {
  return dayNumberOf(to) - dayNumberOf(from);
}

/** The last day an item occupies (D21): `startsOn + days − 1`. */
export function endsOn(startsOn: string, days: number): string {
  return addDays(startsOn, days - 1);
}

/** The days an item occupies (D21), from `startsOn` to `startsOn + days − 1`; none for fewer than one day. */
export function datesOf(startsOn: string, days: number): string[] {
  checkDayCount(days);
  const first = dayNumberOf(startsOn);
  return Array.from({ length: Math.max(days, 0) }, (_, index) => dateOfDayNumber(first + index));
}

const warsawDayParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: calendarTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

// The day of the last minute asked about: Warsaw's days begin on a whole minute (its offsets are
// whole hours), so within one minute the day is the same, and formatToParts is not cheap.
let lastMinute = Number.NaN;
let lastDay = '';

/** The calendar day it is in Warsaw at `now`, as 'YYYY-MM-DD', whatever the zone of the machine. */
export function todayInWarsaw(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute === lastMinute) return lastDay;
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of warsawDayParts.formatToParts(now)) part[type] = value;
  lastDay = `${part.year}-${part.month}-${part.day}`;
  lastMinute = minute;
  return lastDay;
}
