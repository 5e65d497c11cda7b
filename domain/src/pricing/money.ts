import BigJs from 'big.js';

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

const decimalString = /^-?(\d+([.,]\d*)?|[.,]\d+)$/;

/**
 * Reads a number or a decimal string ("1234.5", "1234,50", " 6.5 ") into an exact decimal.
 * Answers null for anything else (empty text, NaN, Infinity, "1e3", objects).
 * A JS number is taken by its shortest decimal form (0.1 reads as 0.1, not its binary value).
 */
export function parseDecimal(value: unknown): Decimal | null {
  // Our own decimals are answered as they are (big.js never changes a number in place).
  if (value instanceof Decimal) return value;
  if (value instanceof BigJs) return new Decimal(value);
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : null;
  if (typeof value !== 'string') return null;
  const cached = parsedTexts.get(value);
  if (cached !== undefined) return cached;
  const text = value.trim();
  const parsed = decimalString.test(text) ? new Decimal(text.replace(',', '.')) : null;
  // Catalogue prices and rates repeat from item to item: each text is read once (issue 16 §5).
  if (parsedTexts.size >= PARSED_TEXTS_LIMIT) parsedTexts.clear();
  parsedTexts.set(value, parsed);
  return parsed;
}

/**
 * Decimal texts already read. Sharing the instances is safe: every operation of big.js answers a
 * new number and nothing here changes one in place.
 */
const parsedTexts = new Map<string, Decimal | null>();
const PARSED_TEXTS_LIMIT = 10_000;

/** Like parseDecimal, but a value that is not a decimal is a programming error here. */
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
  const rounded = roundMoney(toDecimal(value));
  return rounded.eq(0) ? '0.00' : rounded.toFixed(2);
}

/** Sum of amounts, rounded once. */
export function sumMoney(values: readonly (DecimalInput | Decimal)[]): string {
  return toMoney(values.reduce<Decimal>((sum, value) => sum.plus(toDecimal(value)), ZERO));
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
  const decimal = toDecimal(value);
  const places = Math.max(2, decimal.c.length - decimal.e - 1);
  const text = decimal.toFixed(places);
  return decimal.eq(0) ? text.replace('-', '') : text;
}
