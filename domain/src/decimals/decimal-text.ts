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

// An optional minus; the whole part as plain digits, or in groups of three after the first, each
// after one grouping space (' ', U+00A0, U+202F); then one mark with its digits. Compact on purpose:
// the partner-site widgets carry it within their size budget.
const decimalPattern = /^(-?)(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d*)(?:[.,](\d+))?$/;

/**
 * The rules above, compact for the widgets: the number with a dot ('1234.50'), '' for an empty
 * text, null for a text that is no number or has more than `places` places.
 */
export function typedDecimal(text: string, places = Number.POSITIVE_INFINITY): string | null {
  // A typed minus or U+2212 is read: the field's own check then says it may not be negative.
  const trimmed = text.trim().replace(/^\u2212/, '-');
  if (!trimmed) return '';
  const [, sign, whole, fraction = ''] = decimalPattern.exec(trimmed) ?? [];
  return whole === undefined || !(whole || fraction) || fraction.length > places
    ? null
    : `${sign}${whole.replace(/\D/g, '') || 0}${fraction && `.${fraction}`}`;
}

/** Reads a typed decimal keeping at most `places` places; see the rules above. */
export function readDecimalText(text: string, places: number): DecimalTextReading {
  const value = typedDecimal(text, places);
  if (value === '') return { state: 'empty' };
  return value === null ? { state: 'invalid', message: decimalTextMessage } : { state: 'number', value };
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
