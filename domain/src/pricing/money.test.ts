import BigJs from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideToMoney, parseDecimal, toDecimalString, toMoney } from './money.ts';

describe('parseDecimal', () => {
  it.each([
    { spec: 'D5 money as a decimal string', value: '1234.5', expected: '1234.5' },
    { spec: 'D5 money as a number', value: 6.5, expected: '6.5' },
    { spec: 'D5 a number is read by its shortest decimal form', value: 0.1, expected: '0.1' },
    { spec: 'D5 reading: a Polish decimal comma is accepted', value: '1234,50', expected: '1234.5' },
    { spec: 'D5 surrounding spaces are ignored', value: ' 6.5 ', expected: '6.5' },
    { spec: 'D5 leading dot', value: '.5', expected: '0.5' },
    { spec: 'D20 spaces group thousands', value: '1 234,50', expected: '1234.5' },
    { spec: 'D20 a no-break space groups thousands', value: '12\u00a0345,5', expected: '12345.5' },
    { spec: 'D20 a text with both marks is no number', value: '1.234,50', expected: null },
    { spec: 'D20 a misplaced group is no number', value: '12 34', expected: null },
    { spec: 'D5 negative amount parses (limits are checked elsewhere)', value: '-2.5', expected: '-2.5' },
    { spec: 'D5 empty text is not an amount', value: '', expected: null },
    { spec: 'D5 words are not an amount', value: 'abc', expected: null },
    { spec: 'D5 exponent notation is not a decimal string', value: '1e3', expected: null },
    { spec: 'D5 NaN is not an amount', value: Number.NaN, expected: null },
    { spec: 'D5 Infinity is not an amount', value: Number.POSITIVE_INFINITY, expected: null },
    { spec: 'D5 null is not an amount', value: null, expected: null },
    { spec: 'D5 an object is not an amount', value: {}, expected: null },
  ])('$spec', ({ value, expected }) => {
    const parsed = parseDecimal(value);
    expect(parsed === null ? null : parsed.toString()).toBe(expected);
  });
});

describe('toMoney: half-up to 0.01', () => {
  it.each([
    { spec: 'D4 half-up: 2.345 → 2.35', value: '2.345', expected: '2.35' },
    { spec: 'D4 half-up: 2.344 → 2.34', value: '2.344', expected: '2.34' },
    { spec: 'D4 half-up: a negative half rounds away from zero', value: '-2.345', expected: '-2.35' },
    { spec: 'D4 wire form never shows "-0.00"', value: '-0.001', expected: '0.00' },
    { spec: 'D4 no binary float: 0.1 + 0.2 of a client is 0.30', value: 0.1 + 0.2, expected: '0.30' },
    { spec: 'D4 no binary float: 1.005 rounds to 1.01', value: 1.005, expected: '1.01' },
    { spec: 'D5 two decimals in answers', value: '1234', expected: '1234.00' },
    { spec: 'D5 two decimals in answers, one given', value: '1234.5', expected: '1234.50' },
  ])('$spec', ({ value, expected }) => {
    expect(toMoney(value)).toBe(expected);
  });

  it('D4 the local constructor ignores a global big.js rounding mode', () => {
    const before = BigJs.RM;
    BigJs.RM = BigJs.roundDown;
    try {
      expect(toMoney('2.345')).toBe('2.35');
    } finally {
      BigJs.RM = before;
    }
  });
});

describe('toDecimalString', () => {
  it.each([
    { spec: 'D5 rates with two places', value: '6.5', expected: '6.50' },
    { spec: 'D5 a whole figure', value: 8, expected: '8.00' },
    { spec: 'exact figures keep their extra places', value: '0.125', expected: '0.125' },
    { spec: 'no exponent notation', value: 1e-7, expected: '0.0000001' },
    { spec: 'no negative zero', value: '-0', expected: '0.00' },
  ])('$spec', ({ value, expected }) => {
    expect(toDecimalString(value)).toBe(expected);
  });
});

describe('toMoney read from the digits (issue 16 §5)', () => {
  // The general path: round half-up to 0.01 with big.js, then its text.
  const Reference = BigJs();
  const reference = (text: string) => {
    const rounded = new Reference(text).round(2, Reference.roundHalfUp);
    return rounded.eq(0) ? '0.00' : rounded.toFixed(2);
  };

  it.each([
    '0',
    '-0',
    '0.005',
    '0.0049',
    '0.0005',
    '-0.005',
    '-2.345',
    '123.456',
    '1000',
    '99999999999.995',
    '999999999999.994',
    '1e-7',
    '123456789012345.67',
    '5e20',
  ])('%s as big.js rounds it', (text) => {
    expect(toMoney(new BigJs(text).toFixed())).toBe(reference(text));
  });

  it('agrees with big.js on any decimal', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
        fc.integer({ min: 0, max: 12 }),
        (units, places) => {
          const text = new BigJs(units.toString()).div(new BigJs(10).pow(places)).toFixed();
          expect(toMoney(text)).toBe(reference(text));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('divideToMoney (issue 16 §5)', () => {
  const Reference = BigJs();
  Reference.DP = 20;
  const reference = (numerator: string, denominator: string) => {
    const rounded = new Reference(numerator).div(denominator).round(2, Reference.roundHalfUp);
    return rounded.eq(0) ? '0.00' : rounded.toFixed(2);
  };

  it.each([
    ['1', '3'],
    ['2', '3'],
    ['-2', '3'],
    ['0.015', '1'],
    ['-0.015', '1'],
    ['1000', '365'],
    ['8760', '4380'],
    ['2450.5', '-7'],
    ['0', '5'],
  ])('%s / %s as big.js divides and rounds it', (numerator, denominator) => {
    expect(divideToMoney(new BigJs(numerator), new BigJs(denominator))).toBe(
      reference(numerator, denominator),
    );
  });

  it('agrees with big.js on money and rates over everyday denominators', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n }),
        fc.integer({ min: 0, max: 6 }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.integer({ min: 0, max: 4 }),
        (top, topPlaces, bottom, bottomPlaces) => {
          const numerator = new BigJs(top.toString()).div(new BigJs(10).pow(topPlaces)).toFixed();
          const denominator = new BigJs(bottom.toString()).div(new BigJs(10).pow(bottomPlaces)).toFixed();
          expect(divideToMoney(new BigJs(numerator), new BigJs(denominator))).toBe(
            reference(numerator, denominator),
          );
        },
      ),
      { numRuns: 3000 },
    );
  });
});
