import BigJs from 'big.js';
import { typedDecimal } from '../decimals/decimal-text.ts';

/**
 * Exact decimal arithmetic for every money path (D4). A private clone of the big.js constructor,
 * so the rounding mode set here never touches a global `Big` another module may configure.
 */
export const Decimal = BigJs();
Decimal.RM = Decimal.roundHalfUp;
// Divisions (intervals, averages) keep 20 places before the final rounding to 0.01.
Decimal.DP = 20;
// Plain notation for every size an amount or rate can take, never "1e-7".
Decimal.NE = -40;
Decimal.PE = 40;

export type Decimal = BigJs;

/** How amounts and rates arrive: requests may send numbers or decimal strings (D5). */
export type DecimalInput = string | number;

/**
 * Reads a number or a decimal string ("1234.5", "1234,50", " 6.5 ", "1 234,50") into an exact decimal.
 * Answers null for anything else (empty text, NaN, Infinity, "1e3", objects).
 * A JS number is taken by its shortest decimal form (0.1 reads as 0.1, not its binary value).
 */
export function parseDecimal(value: unknown): Decimal | null {
  // Our own decimals are answered as they are (big.js never changes a number in place).
  if (value instanceof Decimal) return value;
  if (value instanceof BigJs) return new Decimal(value);
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const cached = parsedTexts.get(value);
  if (cached !== undefined) return cached;
  let parsed: Decimal | null;
  if (typeof value === 'number') parsed = Number.isFinite(value) ? new Decimal(value) : null;
  else {
    // D20's reading of a typed decimal ('9,80', '1 234,50'), the same as the forms' and widgets'.
    const typed = typedDecimal(value);
    parsed = typed ? new Decimal(typed) : null;
  }
  // Catalogue prices and rates repeat from item to item: each text is read once (issue 16 §5).
  if (parsedTexts.size >= PARSED_TEXTS_LIMIT) parsedTexts.clear();
  parsedTexts.set(value, parsed);
  return parsed;
}

/**
 * Decimal texts (and numbers) already read. Sharing the instances is safe: every operation of big.js answers a
 * new number and nothing here changes one in place.
 */
const parsedTexts = new Map<string | number, Decimal | null>();
const PARSED_TEXTS_LIMIT = 10_000;

/**
 * Like parseDecimal, but a value that is not a decimal is a programming error here. Pricing passes
 * whole numbers (days, quantities) through it too: big.js would read a JS number anew on every
 * operation, a cached decimal it only copies (issue 16 §5).
 */
export function toDecimal(value: DecimalInput | Decimal): Decimal {
  const parsed = parseDecimal(value);
  if (parsed === null) throw new TypeError(`Not a decimal amount: ${String(value)}`);
  return parsed;
}

/** Absent (null, undefined, empty text) falls back; anything else must be a decimal. */
export function decimalOr(value: DecimalInput | Decimal | null | undefined, fallback: DecimalInput): Decimal {
  if (value === null || value === undefined || value === '') return toDecimal(fallback);
  return toDecimal(value);
}

export const ZERO = new Decimal(0);
export const HUNDRED = new Decimal(100);

/** Half-up to 0.01 (D4: each cost line, each item total, the quote totals). */
export function roundMoney(value: Decimal): Decimal {
  return value.round(2, Decimal.roundHalfUp);
}

/** The wire form of an amount: two decimals, never "-0.00". */
export function toMoney(value: DecimalInput | Decimal): string {
  const decimal = toDecimal(value);
  const fast = moneyText(decimal);
  if (fast !== null) return fast;
  const rounded = roundMoney(decimal);
  return rounded.eq(0) ? '0.00' : rounded.toFixed(2);
}

/**
 * toMoney's result read straight from big.js's digits (value = ±0.d₀d₁… × 10^(e+1)), half-up (away
 * from zero) on the first dropped digit, as roundMoney does, without making the rounded number and
 * its text (issue 16 §5: a third of pricing was rounding and formatting). Null when the grosz do not
 * fit a safe integer; toMoney then takes the general path.
 */
function moneyText(decimal: Decimal): string | null {
  const { c: digits, e: exponent } = decimal;
  const last = exponent + 2; // the index of the grosz digit
  if (last > 14) return null;
  let cents = 0;
  for (let index = 0; index <= last; index += 1) cents = cents * 10 + (digits[index] ?? 0);
  if (last + 1 >= 0 && (digits[last + 1] ?? 0) >= 5) cents += 1;
  if (cents === 0) return '0.00';
  const grosz = cents % 100;
  return `${decimal.s < 0 ? '-' : ''}${(cents - grosz) / 100}.${grosz < 10 ? '0' : ''}${grosz}`;
}

/** A decimal as an integer and its count of decimal places: 12.345 → 12345n, 3. */
function scaled(decimal: Decimal): { units: bigint; places: number } {
  const places = Math.max(decimal.c.length - decimal.e - 1, 0);
  const zeros = Math.max(decimal.e + 1 - decimal.c.length, 0);
  const units = BigInt(decimal.c.join('') + '0'.repeat(zeros));
  return { units: decimal.s < 0 ? -units : units, places };
}

const TEN = 10n;
const pow10 = (n: number) => TEN ** BigInt(n);

/**
 * numerator / denominator rounded half-up (away from zero) to 0.01, as money text: the exact
 * quotient in integers, not big.js's long division to 20 places (issue 16 §5). The two agree: a
 * 20-place division could only round otherwise after 18 nines in a row, which needs a denominator
 * above 10^18.
 */
export function divideToMoney(numerator: Decimal, denominator: Decimal): string {
  const n = scaled(numerator);
  const d = scaled(denominator);
  if (d.units === 0n) throw new RangeError('Division by zero');
  // n/d × 100 in grosz: (nu / 10^np) / (du / 10^dp) × 100 = nu × 10^dp × 100 / (du × 10^np)
  let top = n.units * pow10(d.places + 2);
  let bottom = d.units * pow10(n.places);
  if (bottom < 0n) {
    top = -top;
    bottom = -bottom;
  }
  const negative = top < 0n;
  const magnitude = negative ? -top : top;
  let cents = magnitude / bottom;
  if ((magnitude % bottom) * 2n >= bottom) cents += 1n;
  if (cents === 0n) return '0.00';
  const grosz = cents % 100n;
  return `${negative ? '-' : ''}${cents / 100n}.${grosz < TEN ? '0' : ''}${grosz}`;
}

const ONE = new Decimal(1);
/** Exactly 1/100: multiplying by it is dividing by 100 without big.js's long division. */
export const HUNDREDTH = new Decimal('0.01');

/** The factor a percentage discount leaves: 1 − percent / 100. */
export function discountFactor(percent: DecimalInput | Decimal): Decimal {
  return ONE.minus(toDecimal(percent).times(HUNDREDTH));
}

/** An exact figure (rate, consumption, distance) as text: at least two decimals, more when it has them. */
export function toDecimalString(value: DecimalInput | Decimal): string {
  // Catalogue figures repeat from item to item: each text or number is written once (issue 16 §5).
  if (typeof value === 'string' || typeof value === 'number') {
    let text = decimalTexts.get(value);
    if (text === undefined) {
      text = decimalText(toDecimal(value));
      if (decimalTexts.size >= PARSED_TEXTS_LIMIT) decimalTexts.clear();
      decimalTexts.set(value, text);
    }
    return text;
  }
  return decimalText(value);
}
const decimalTexts = new Map<string | number, string>();

function decimalText(decimal: Decimal): string {
  const places = Math.max(2, decimal.c.length - decimal.e - 1);
  const text = decimal.toFixed(places);
  return decimal.eq(0) ? text.replace('-', '') : text;
}
