import BigJs from 'big.js';
import { describe, expect, it } from 'vitest';
import { parseDecimal, sumMoney, toDecimalString, toMoney } from './money.ts';

describe('parseDecimal', () => {
  it.each([
    { spec: 'D5 money as a decimal string', value: '1234.5', expected: '1234.5' },
    { spec: 'D5 money as a number', value: 6.5, expected: '6.5' },
    { spec: 'D5 a number is read by its shortest decimal form', value: 0.1, expected: '0.1' },
    { spec: 'D5 reading: a Polish decimal comma is accepted', value: '1234,50', expected: '1234.5' },
    { spec: 'D5 surrounding spaces are ignored', value: ' 6.5 ', expected: '6.5' },
    { spec: 'D5 leading dot', value: '.5', expected: '0.5' },
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

  it('D4 sums exactly: 0.1 + 0.2 = 0.30', () => {
    expect(sumMoney(['0.1', 0.2])).toBe('0.30');
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
