import { parseDecimal } from './pricing/money.ts';
import type { User } from './schemas/users.ts';

/**
 * Polish formatting (spec-1 §1, D4, D11): money with Intl.NumberFormat('pl-PL'), dates in
 * Europe/Warsaw. Node's ICU separates thousands with U+00A0 (no-break space) and puts U+00A0 before
 * 'zł'; four-digit amounts are not grouped ("1234,50 zł"), five and more are ("12 345,50 zł").
 */

const TIME_ZONE = 'Europe/Warsaw';
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string): Intl.NumberFormat {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('pl-PL', { style: 'currency', currency });
    moneyFormats.set(currency, format);
  }
  return format;
}

/**
 * "1234.50" → "1234,50 zł". The amount goes to Intl as a decimal string (Intl.NumberFormat v3 formats
 * strings exactly), so no binary float ever touches it; it is first rounded half-up to 0.01.
 * Anything that is not a decimal amount answers '' (nothing to show).
 */
export function formatMoney(amount: string | number | null | undefined, currency = 'PLN'): string {
  const decimal = parseDecimal(amount);
  if (decimal === null) return '';
  const rounded = decimal.round(2);
  const text = rounded.eq(0) ? '0.00' : rounded.toFixed(2);
  return moneyFormat(currency).format(text as Intl.StringNumericLiteral);
}

export type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const shortDate = new Intl.DateTimeFormat('pl-PL', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const longDate = new Intl.DateTimeFormat('pl-PL', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const dateTimeParts = new Intl.DateTimeFormat('pl-PL', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** DD.MM.YYYY in Europe/Warsaw (tables, D11); '' for a missing or invalid date. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? shortDate.format(date) : '';
}

/** Polish long form, '21 listopada 2026' (detail pages, D11). */
export function formatDateLong(value: DateInput): string {
  const date = toDate(value);
  return date ? longDate.format(date) : '';
}

/** A calendar day ('YYYY-MM-DD': a start date, a validity) in the long form: '12 kwietnia 2027' (detail pages, D11). */
export const formatDayLong = (day: string): string => formatDateLong(`${day}T12:00:00Z`);

/** Polish long form with the time, '21 listopada 2026, 14:30' (events on detail pages, D11). */
export function formatDateTimeLong(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value: text } of dateTimeParts.formatToParts(date)) part[type] = text;
  return `${longDate.format(date)}, ${part.hour}:${part.minute}`;
}

/** dd.MM.yyyy HH:mm in Europe/Warsaw (print footers, D7). Built from parts: Intl puts a comma between. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value: text } of dateTimeParts.formatToParts(date)) part[type] = text;
  return `${part.day}.${part.month}.${part.year} ${part.hour}:${part.minute}`;
}

/** spec-1 quote detail: '1 dzień', otherwise 'N dni'. */
export function dayLabel(days: number): string {
  return days === 1 ? '1 dzień' : `${days} dni`;
}

/** D11: the quotes list's period: '1 dzień', 'N dni' below 30, 'N+ dni' from 30 ('45+ dni'). */
export function rentalPeriodLabel(maxDays: number): string {
  if (maxDays === 1) return '1 dzień';
  return maxDays >= 30 ? `${maxDays}+ dni` : `${maxDays} dni`;
}

/** Display name rule of spec-1 (user menu): first + last name, else the e-mail's local part, else 'Użytkownik'. */
export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  if (user.firstName && user.lastName) return `${user.firstName} ${user.lastName}`;
  const local = user.email?.split('@')[0];
  return local || 'Użytkownik';
}

/**
 * Who created a quote, as the detail page and the print say it: the person, or 'Wycena gościnna'
 * with the API key's name for a quote sent in without a user (spec-1 §2).
 */
export function quoteAuthorLabel(quote: {
  isGuest: boolean;
  source: string | null;
  createdBy: Pick<User, 'firstName' | 'lastName' | 'email'> | null;
}): string {
  if (quote.isGuest || !quote.createdBy) return `Wycena gościnna${quote.source ? ` (${quote.source})` : ''}`;
  return displayName(quote.createdBy);
}

const readingFormat = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 2 });
const readable = (value: string | number | null | undefined) => {
  const number = Number(value ?? 0);
  return readingFormat.format(Number.isFinite(number) ? number : 0);
};

/** A rate for reading, never for a calculation: "10.00" → "10%", "7.50" → "7,5%". */
export const formatPercent = (value: string | number | null | undefined): string => `${readable(value)}%`;

/** Who saved a needs assessment: the author, or the partner form's API key (D12, D16). */
export function assessmentAuthorLabel(assessment: {
  source: string | null;
  createdBy: Pick<User, 'firstName' | 'lastName' | 'email'> | null;
}): string {
  if (assessment.createdBy) return displayName(assessment.createdBy);
  return `Badanie z formularza${assessment.source ? ` (${assessment.source})` : ''}`;
}

/** The person who created a quote or changed its status, as the kit names users; nobody reads 'System'. */
export const actorName = (
  person: { firstName: string | null; lastName: string | null; email: string | null } | null,
) => (person ? displayName(person) : 'System');

/**
 * The days of the week as calendars head their columns, by `Date#getDay()` (Sunday 0): the date
 * fields' calendar and the availability timeline write them alike (both start the week on Monday).
 */
export const weekdayShortNames = ['Nd', 'Pn', 'Wt', 'Śr', 'Cz', 'Pt', 'So'] as const;

/** Polish plural forms: 1 pozycja, 2–4 pozycje (not 12–14), 5+ pozycji. */
export function pluralPl(count: number, one: string, few: string, many: string): string {
  if (count === 1) return one;
  const lastDigit = count % 10;
  const lastTwo = count % 100;
  return lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14) ? few : many;
}

/**
 * How many quotes a list found: 'Znaleziono 3 wyceny'; past the part a list counts (issue 16 §4),
 * 'Znaleziono ponad 10 000 wycen'.
 */
export const foundQuotesLabel = (total: number, isEstimate = false) =>
  `Znaleziono ${isEstimate ? 'ponad ' : ''}${total.toLocaleString('pl-PL')} ${pluralPl(total, 'wycenę', 'wyceny', 'wycen')}`;

export const itemCountLabel = (count: number) =>
  `${count} ${pluralPl(count, 'pozycja', 'pozycje', 'pozycji')}`;

/** D13: a distance with one decimal, '127,5 km'; '' when it is not a number. */
export function formatDistance(distanceKm: string | number | null | undefined): string {
  const value = Number(distanceKm);
  if (distanceKm === null || distanceKm === undefined || distanceKm === '' || !Number.isFinite(value))
    return '';
  return `${value.toLocaleString('pl-PL', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} km`;
}

const naturalCollator = new Intl.Collator('pl', { numeric: true, sensitivity: 'base' });

/**
 * Names in natural Polish order, numbers by their value ('Agregat 20 kVA' before 'Agregat 100 kVA'):
 * every catalogue list sorts with it.
 */
export const compareNames = (a: string, b: string) => naturalCollator.compare(a, b);

/** A copy of `rows` in natural order of their names (ties by id, so the order is stable). */
export function byNaturalName<T extends { name: string; id?: number }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => compareNames(a.name, b.name) || (a.id ?? 0) - (b.id ?? 0));
}
