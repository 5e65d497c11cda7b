/**
 * Decimals as people type them (D20). Zod-free: the kit's decimal input, every staff form and the
 * partner-site widgets read typed numbers with it.
 *
 * Spaces (also U+00A0 and U+202F, which Polish formatting puts there) group thousands; one ',' or
 * '.' is the decimal mark. A text with both marks, a misplaced group, or more places than the field
 * keeps is refused, never rounded: '1.234,50' or '9,805 zł' are questions, not numbers.
 */

export const decimalTextMessage = 'Nieprawidłowa liczba';

/** What a field keeps, by what it holds (D20: 2 places for money and percent, 1 for distances and hours). */
export const decimalPlaces = {
  money: 2,
  percent: 2,
  /** Fuel consumption and other technical figures stored with two places. */
  figure: 2,
  distance: 1,
  hours: 1,
  count: 0,
} as const;

export type DecimalKind = keyof typeof decimalPlaces;

export type DecimalTextReading =
  | { state: 'empty' }
  /** `value`: the number with '.' as its mark and the places as typed ('1234.50', '9.8', '12'). */
  | { state: 'number'; value: string }
  | { state: 'invalid'; message: string };

const groupSpaces = /[ \u00a0\u202f]/;
// An optional sign, the whole part (plain digits, or groups of three after the first separated by
// single grouping spaces), then an optional mark with at least one digit; or a mark with digits alone.
const wholePart = /^(\d+|\d{1,3}(?:[ \u00a0\u202f]\d{3})+)$/;

/** Reads a typed decimal keeping at most `places` places; see the rules above. */
export function readDecimalText(text: string, places: number): DecimalTextReading {
  const trimmed = text.trim();
  if (trimmed === '') return { state: 'empty' };
  const invalid = { state: 'invalid', message: decimalTextMessage } as const;
  // A minus is read (the field's own check then says it may not be negative), typed or U+2212.
  const negative = /^[-\u2212]/.test(trimmed);
  const unsigned = negative ? trimmed.slice(1) : trimmed;
  const commas = unsigned.split(',').length - 1;
  const dots = unsigned.split('.').length - 1;
  if (commas + dots > 1) return invalid;
  const [whole, fraction] = unsigned.split(/[.,]/);
  if (fraction !== undefined && !/^\d+$/.test(fraction)) return invalid;
  if (fraction !== undefined && fraction.length > places) return invalid;
  if (whole === '' ? fraction === undefined : !wholePart.test(whole)) return invalid;
  const digits = whole.replace(new RegExp(groupSpaces.source, 'g'), '') || '0';
  const value = `${negative ? '-' : ''}${digits}${fraction === undefined ? '' : `.${fraction}`}`;
  return { state: 'number', value };
}

/**
 * A number as a decimal field shows it once left: Polish marks and grouping ('1234,5' → '1234,50'
 * for money, '12345.5' → '12 345,5' for a distance). Money and percent always show two places;
 * other kinds show what they hold, up to their places. Text that is not a number comes back as it is.
 */
export function formatDecimalText(value: string | number | null | undefined, kind: DecimalKind): string {
  if (value === null || value === undefined) return '';
  const places = decimalPlaces[kind];
  const text = String(value);
  // Shown as it holds, even past the field's places: the field's check marks those, never rounds them.
  const reading = readDecimalText(text, Number.POSITIVE_INFINITY);
  if (reading.state !== 'number') return text;
  const fixed = kind === 'money' || kind === 'percent';
  const format = new Intl.NumberFormat('pl-PL', {
    minimumFractionDigits: fixed ? places : 0,
    maximumFractionDigits: Math.max(places, fractionLength(reading.value)),
  });
  return format.format(reading.value as Intl.StringNumericLiteral);
}

const fractionLength = (value: string) => value.split('.')[1]?.length ?? 0;

/**
 * A whole-number field's text (a quantity, days, an interval, a limit) as the number it means, by
 * the same rules: '15 000' → 15000, '' → null. Text that is no number answers NaN and a fraction
 * ('4,5') its value, so each field's own check words its message ('… w pełnych dniach').
 */
export function countFromText(text: string): number | null {
  const reading = readDecimalText(text, Number.POSITIVE_INFINITY);
  if (reading.state === 'empty') return null;
  return reading.state === 'number' ? Number(reading.value) : Number.NaN;
}
