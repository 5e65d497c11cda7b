import { describe, expect, it } from 'vitest';
import {
  dayLabel,
  formatDate,
  formatDateLong,
  formatDateTime,
  formatDateTimeLong,
  formatDistance,
  formatMoney,
  formatPercent,
  rentalPeriodLabel,
} from './format.ts';

// What Node's ICU really produces for pl-PL: U+00A0 (no-break space) between thousands and before
// the currency sign. Spelled out so a change of separator shows in the test, not on a printout.
const nbsp = '\u00a0';

describe('formatMoney (D4 Intl pl-PL)', () => {
  it.each([
    {
      spec: 'D4 "1234,50 zł": four digits are not grouped',
      amount: '1234.50',
      currency: undefined,
      expected: `1234,50${nbsp}zł`,
    },
    {
      spec: 'D4 "12 345,50 zł": five digits are grouped',
      amount: '12345.50',
      currency: undefined,
      expected: `12${nbsp}345,50${nbsp}zł`,
    },
    {
      spec: 'D4 a million',
      amount: '1000000',
      currency: 'PLN',
      expected: `1${nbsp}000${nbsp}000,00${nbsp}zł`,
    },
    { spec: 'D4 zero', amount: '0', currency: undefined, expected: `0,00${nbsp}zł` },
    { spec: 'D4 never "-0,00 zł"', amount: '-0.001', currency: undefined, expected: `0,00${nbsp}zł` },
    { spec: 'D4 half-up before display', amount: '2.345', currency: undefined, expected: `2,35${nbsp}zł` },
    {
      spec: 'D4 no float loss: 17 digits stay exact',
      amount: '12345678901234567.89',
      currency: undefined,
      expected: `12${nbsp}345${nbsp}678${nbsp}901${nbsp}234${nbsp}567,89${nbsp}zł`,
    },
    {
      spec: 'D4 currency from the pricing settings: EUR',
      amount: '1234.5',
      currency: 'EUR',
      expected: `1234,50${nbsp}€`,
    },
    {
      spec: 'D4 currency from the pricing settings: USD',
      amount: '99.9',
      currency: 'USD',
      expected: `99,90${nbsp}USD`,
    },
    {
      spec: 'D5 an amount sent as a number',
      amount: 1234.5,
      currency: undefined,
      expected: `1234,50${nbsp}zł`,
    },
    { spec: 'nothing to show for a non-amount', amount: 'abc', currency: undefined, expected: '' },
  ])('$spec', ({ amount, currency, expected }) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });
});

describe('dates in Europe/Warsaw (D11, D7)', () => {
  it.each([
    { spec: 'D11 tables DD.MM.YYYY', value: '2026-11-21T12:00:00Z', expected: '21.11.2026' },
    {
      spec: 'D11 Warsaw, not UTC: 23:30 UTC in winter is the next day',
      value: '2026-11-21T23:30:00Z',
      expected: '22.11.2026',
    },
    {
      spec: 'D11 Warsaw summer time: 22:30 UTC on 1 July is 2 July',
      value: '2026-07-01T22:30:00Z',
      expected: '02.07.2026',
    },
    { spec: 'D11 a Date object', value: new Date(Date.UTC(2026, 0, 5, 10)), expected: '05.01.2026' },
    { spec: 'no date, nothing shown', value: null, expected: '' },
    { spec: 'an invalid date, nothing shown', value: 'not a date', expected: '' },
  ])('formatDate: $spec', ({ value, expected }) => {
    expect(formatDate(value)).toBe(expected);
  });

  it.each([
    {
      spec: 'spec-1 detail pages: Polish long form',
      value: '2026-11-21T12:00:00Z',
      expected: '21 listopada 2026',
    },
    {
      spec: 'spec-1 detail pages: the genitive of March',
      value: '2026-03-05T12:00:00Z',
      expected: '5 marca 2026',
    },
    { spec: 'D11 long form in Warsaw time', value: '2026-12-31T23:30:00Z', expected: '1 stycznia 2027' },
  ])('formatDateLong: $spec', ({ value, expected }) => {
    expect(formatDateLong(value)).toBe(expected);
  });

  it.each([
    {
      spec: 'D7 print footer dd.MM.yyyy HH:mm, winter (UTC+1)',
      value: '2026-11-21T13:05:00Z',
      expected: '21.11.2026 14:05',
    },
    { spec: 'D7 print footer, summer (UTC+2)', value: '2026-07-01T08:09:00Z', expected: '01.07.2026 10:09' },
    {
      spec: 'D7 midnight reads 00:00, not 24:00',
      value: '2026-07-01T22:00:00Z',
      expected: '02.07.2026 00:00',
    },
    { spec: 'D7 an epoch number', value: Date.UTC(2026, 10, 21, 13, 5), expected: '21.11.2026 14:05' },
    { spec: 'nothing shown for an invalid date', value: 'x', expected: '' },
  ])('formatDateTime: $spec', ({ value, expected }) => {
    expect(formatDateTime(value)).toBe(expected);
  });

  it.each([
    {
      spec: 'D11 long form with the time, winter',
      value: '2026-11-21T13:05:00Z',
      expected: '21 listopada 2026, 14:05',
    },
    {
      spec: 'D11 the day after midnight in Warsaw',
      value: '2026-07-01T22:00:00Z',
      expected: '2 lipca 2026, 00:00',
    },
    { spec: 'nothing shown for an invalid date', value: 'x', expected: '' },
  ])('formatDateTimeLong: $spec', ({ value, expected }) => {
    expect(formatDateTimeLong(value)).toBe(expected);
  });
});

describe('day labels', () => {
  it.each([
    { spec: "spec-1 quote detail: '1 dzień'", days: 1, expected: '1 dzień' },
    { spec: "spec-1 quote detail: '2 dni'", days: 2, expected: '2 dni' },
    { spec: "spec-1 quote detail: '5 dni'", days: 5, expected: '5 dni' },
    { spec: "spec-1 quote detail: '22 dni'", days: 22, expected: '22 dni' },
    { spec: "spec-1 quote detail: '45 dni' (no plus here)", days: 45, expected: '45 dni' },
  ])('dayLabel: $spec', ({ days, expected }) => {
    expect(dayLabel(days)).toBe(expected);
  });

  it.each([
    { spec: "D11 '1 dzień' for one, everywhere", days: 1, expected: '1 dzień' },
    { spec: "D11 'N dni' below 30", days: 7, expected: '7 dni' },
    { spec: "D11 'N dni' at 29", days: 29, expected: '29 dni' },
    { spec: "D11 'N+ dni' from 30", days: 30, expected: '30+ dni' },
    { spec: "D11 45 days reads '45+ dni'", days: 45, expected: '45+ dni' },
    { spec: "D11 'N+ dni' at 365", days: 365, expected: '365+ dni' },
  ])('rentalPeriodLabel: $spec', ({ days, expected }) => {
    expect(rentalPeriodLabel(days)).toBe(expected);
  });
});

describe('formatPercent', () => {
  it.each([
    ['10.00', '10%'],
    ['7.50', '7,5%'],
    ['14.29', '14,29%'],
    ['23.00', '23%'],
    [null, '0%'],
  ])('reads %s as %s', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });
});

describe('formatDistance (D13)', () => {
  it.each([
    ['127.5', '127,5 km'],
    [12, '12,0 km'],
    ['0.1', '0,1 km'],
    ['', ''],
    [null, ''],
    ['abc', ''],
  ])('%s reads as %s', (value, expected) => {
    expect(formatDistance(value as string)).toBe(expected);
  });
});
