import { readDecimalText } from './decimal-text.ts';

/**
 * Plausibility (D20): figures that are valid but unusually large are questioned before they are
 * saved (980 zł/km is almost always 9,80 typed wrong). The limits are the usual ceilings, not rules:
 * a second save keeps the value as typed.
 */
const plausibleLimits = {
  /** Vehicle cost per km, the items' travel and disassembly rates per km. */
  perKmRate: { limit: '50', unit: 'zł/km', places: 2 },
  /** Tier prices, typed day prices, starting prices. */
  dayPrice: { limit: '100000', unit: 'zł', places: 2 },
  distance: { limit: '5000', unit: 'km', places: 1 },
} as const;

export type PlausibleLimit = keyof typeof plausibleLimits;

const valueFormats = new Map<number, Intl.NumberFormat>();
const valueFormat = (places: number) => {
  let format = valueFormats.get(places);
  if (!format) {
    // Grouped like the limit beside it: '6 000 km … (zwykle do 5 000 km)'.
    format = new Intl.NumberFormat('pl-PL', {
      useGrouping: 'always',
      minimumFractionDigits: places === 2 ? 2 : 0,
      maximumFractionDigits: places,
    });
    valueFormats.set(places, format);
  }
  return format;
};
// The limits read like the specification writes them: '5 000 km', '100 000 zł'.
const limitFormat = new Intl.NumberFormat('pl-PL', { useGrouping: 'always', maximumFractionDigits: 0 });

/**
 * 'Sprawdź wartość: 980,00 zł/km to nietypowo dużo (zwykle do 50 zł/km).' for a typed text above its
 * limit; null for anything within it, empty, or not a number (the field's own check speaks then).
 */
export function plausibilityWarning(
  text: string | number | null | undefined,
  limitName: PlausibleLimit,
): string | null {
  if (text === null || text === undefined) return null;
  const { limit, unit, places } = plausibleLimits[limitName];
  const reading = readDecimalText(String(text), Number.POSITIVE_INFINITY);
  if (reading.state !== 'number' || !isAbove(reading.value, limit)) return null;
  const value = valueFormat(places).format(reading.value as Intl.StringNumericLiteral);
  const usual = limitFormat.format(limit as Intl.StringNumericLiteral);
  return `Sprawdź wartość: ${value} ${unit} to nietypowo dużo (zwykle do ${usual} ${unit}).`;
}

/** Exact comparison of two non-exponent decimal strings, no binary floats. */
function isAbove(value: string, limit: string): boolean {
  if (value.startsWith('-')) return false;
  const [whole, fraction = ''] = value.split('.');
  const wholeDigits = whole.replace(/^0+(?=\d)/, '');
  if (wholeDigits.length !== limit.length) return wholeDigits.length > limit.length;
  if (wholeDigits !== limit) return wholeDigits > limit;
  return /[1-9]/.test(fraction);
}
