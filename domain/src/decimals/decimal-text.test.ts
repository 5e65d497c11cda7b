import { describe, expect, it } from 'vitest';
import { decimalPlaces, formatDecimalText, readDecimalText } from './decimal-text.ts';
import { plausibilityWarning } from './plausibility.ts';

const money = decimalPlaces.money;
const distance = decimalPlaces.distance;
const nbsp = '\u00a0';
const narrowNbsp = '\u202f';

describe('readDecimalText (D20)', () => {
  it.each([
    { spec: 'a decimal comma', text: '9,80', places: money, value: '9.80' },
    { spec: 'a decimal dot', text: '9.80', places: money, value: '9.80' },
    { spec: 'spaces group thousands', text: '1 234,50', places: money, value: '1234.50' },
    { spec: 'U+00A0 groups thousands', text: `1${nbsp}234,50`, places: money, value: '1234.50' },
    { spec: 'U+202F groups thousands', text: `1${narrowNbsp}234,50`, places: money, value: '1234.50' },
    { spec: 'several groups', text: '1 234 567,5', places: money, value: '1234567.5' },
    { spec: 'one place of two', text: '1234,5', places: money, value: '1234.5' },
    { spec: 'a whole number', text: '980', places: money, value: '980' },
    { spec: 'surrounding spaces', text: ' 23,5 ', places: distance, value: '23.5' },
    { spec: 'a leading mark', text: ',5', places: money, value: '0.5' },
    {
      spec: 'a minus is read (the field says it may not be negative)',
      text: '-2,5',
      places: money,
      value: '-2.5',
    },
  ])('$spec: $text → $value', ({ text, places, value }) => {
    expect(readDecimalText(text, places)).toEqual({ state: 'number', value });
  });

  it.each([
    { spec: 'more places than money keeps: never rounded', text: '9,805', places: money },
    { spec: 'more places than a distance keeps', text: '23,55', places: distance },
    { spec: 'both marks', text: '1.234,50', places: money },
    { spec: 'both marks, the other way', text: '1,234.50', places: money },
    { spec: 'two commas', text: '12,3,4', places: money },
    { spec: 'two dots', text: '1.234.567', places: money },
    { spec: 'a group that is not three digits', text: '9 80', places: money },
    { spec: 'a first group of four digits', text: '1234 567', places: money },
    { spec: 'a trailing mark', text: '5,', places: money },
    { spec: 'letters', text: '12 zł', places: money },
    { spec: 'exponent notation', text: '1e3', places: money },
    { spec: 'a whole-number field given places', text: '1,5', places: 0 },
  ])('$spec: $text → Nieprawidłowa liczba', ({ text, places }) => {
    expect(readDecimalText(text, places)).toEqual({ state: 'invalid', message: 'Nieprawidłowa liczba' });
  });

  it('empty text stays empty', () => {
    expect(readDecimalText('', money)).toEqual({ state: 'empty' });
    expect(readDecimalText('   ', money)).toEqual({ state: 'empty' });
  });
});

describe('formatDecimalText: what a field shows once left', () => {
  it.each([
    { value: '9.8', kind: 'money' as const, shown: '9,80' },
    { value: '9.80', kind: 'money' as const, shown: '9,80' },
    { value: '1234.5', kind: 'money' as const, shown: '1234,50' },
    { value: '12345.5', kind: 'money' as const, shown: `12${nbsp}345,50` },
    { value: '23.5', kind: 'distance' as const, shown: '23,5' },
    { value: '120.00', kind: 'distance' as const, shown: '120' },
    { value: '12.50', kind: 'distance' as const, shown: '12,5' },
    { value: '1 234,5', kind: 'money' as const, shown: '1234,50' },
    { value: '9,805', kind: 'money' as const, shown: '9,805' },
    { value: '1.234,50', kind: 'money' as const, shown: '1.234,50' },
    { value: '', kind: 'money' as const, shown: '' },
  ])('$value ($kind) → $shown', ({ value, kind, shown }) => {
    expect(formatDecimalText(value, kind)).toBe(shown);
  });
});

describe('plausibilityWarning (D20)', () => {
  it.each([
    {
      text: '980',
      limit: 'perKmRate' as const,
      warning: 'Sprawdź wartość: 980,00 zł/km to nietypowo dużo (zwykle do 50 zł/km).',
    },
    {
      text: '50,01',
      limit: 'perKmRate' as const,
      warning: 'Sprawdź wartość: 50,01 zł/km to nietypowo dużo (zwykle do 50 zł/km).',
    },
    { text: '50', limit: 'perKmRate' as const, warning: null },
    { text: '9,80', limit: 'perKmRate' as const, warning: null },
    {
      text: '150 000',
      limit: 'dayPrice' as const,
      warning: `Sprawdź wartość: 150${nbsp}000,00 zł to nietypowo dużo (zwykle do 100${nbsp}000 zł).`,
    },
    { text: '100000', limit: 'dayPrice' as const, warning: null },
    {
      text: '6000',
      limit: 'distance' as const,
      warning: `Sprawdź wartość: 6${nbsp}000 km to nietypowo dużo (zwykle do 5${nbsp}000 km).`,
    },
    { text: '5000,0', limit: 'distance' as const, warning: null },
    { text: '1.234,50', limit: 'dayPrice' as const, warning: null },
    { text: '', limit: 'distance' as const, warning: null },
  ])('$text ($limit)', ({ text, limit, warning }) => {
    expect(plausibilityWarning(text, limit)).toBe(warning);
  });
});
