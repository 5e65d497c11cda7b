import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { calendarDate } from '../schemas/calendar-date.ts';
import { formatDateText, isCalendarDate, readDateText } from './date-text.ts';

describe('readDateText (D21)', () => {
  it.each([
    { spec: 'DD.MM.YYYY', text: '01.12.2026', value: '2026-12-01' },
    { spec: 'D.M.YYYY', text: '1.2.2027', value: '2027-02-01' },
    { spec: 'a one-digit day only', text: '5.11.2026', value: '2026-11-05' },
    { spec: 'a pasted YYYY-MM-DD', text: '2026-12-01', value: '2026-12-01' },
    { spec: 'surrounding spaces', text: '  24.12.2026 ', value: '2026-12-24' },
    { spec: 'spaces around a pasted date', text: '\t2026-12-24\n', value: '2026-12-24' },
    { spec: 'a leap day', text: '29.02.2028', value: '2028-02-29' },
    { spec: 'a leap day of a year divisible by 400', text: '29.02.2000', value: '2000-02-29' },
    { spec: 'the last day of a 31-day month', text: '31.01.2027', value: '2027-01-31' },
    { spec: 'the last day of a 30-day month', text: '30.04.2027', value: '2027-04-30' },
    { spec: 'the last day of the year', text: '31.12.2026', value: '2026-12-31' },
    { spec: 'the day clocks go forward', text: '29.03.2026', value: '2026-03-29' },
    { spec: 'the day clocks go back', text: '25.10.2026', value: '2026-10-25' },
  ])('$spec: $text → $value', ({ text, value }) => {
    expect(readDateText(text)).toEqual({ state: 'date', value });
  });

  it.each([
    { spec: 'February 31st', text: '31.02.2027' },
    { spec: 'February 29th of a common year', text: '29.02.2026' },
    { spec: 'February 29th of a century not divisible by 400', text: '29.02.2100' },
    { spec: 'the 31st of a 30-day month', text: '31.04.2027' },
    { spec: 'a pasted impossible day', text: '2026-02-29' },
    { spec: 'a thirteenth month', text: '01.13.2026' },
    { spec: 'month zero', text: '01.00.2026' },
    { spec: 'day zero', text: '0.12.2026' },
    { spec: 'year zero', text: '0000-01-01' },
    { spec: 'a two-digit year', text: '01.12.26' },
    { spec: 'slashes', text: '01/12/2026' },
    { spec: 'dashes the Polish way round', text: '01-12-2026' },
    { spec: 'YYYY-M-D', text: '2026-1-5' },
    { spec: 'a date with a time', text: '2026-12-01T10:00' },
    { spec: 'a three-digit day', text: '001.12.2026' },
    { spec: 'a trailing dot', text: '01.12.2026.' },
    { spec: 'spaces inside', text: '01. 12. 2026' },
    { spec: 'words', text: '1 grudnia 2026' },
    { spec: 'letters', text: 'jutro' },
  ])('$spec: $text → Nieprawidłowa data', ({ text }) => {
    expect(readDateText(text)).toEqual({ state: 'invalid', message: 'Nieprawidłowa data' });
  });

  it('empty text stays empty', () => {
    expect(readDateText('')).toEqual({ state: 'empty' });
    expect(readDateText('   ')).toEqual({ state: 'empty' });
  });
});

describe('formatDateText: what a field and a table show', () => {
  it.each([
    { value: '2026-12-01', shown: '01.12.2026' },
    { value: '2028-02-29', shown: '29.02.2028' },
    { value: null, shown: '' },
    { value: undefined, shown: '' },
    { value: '01.12.2026', shown: '01.12.2026' },
    { value: 'nie data', shown: 'nie data' },
  ])('$value → "$shown"', ({ value, shown }) => {
    expect(formatDateText(value)).toBe(shown);
  });

  it('shows what readDateText reads', () => {
    const reading = readDateText('1.2.2027');
    expect(reading.state === 'date' && formatDateText(reading.value)).toBe('01.02.2027');
  });
});

describe('isCalendarDate and the API schema of startsOn', () => {
  const message = 'Podaj datę rozpoczęcia';
  const messagesOf = (schema: z.ZodType, input: unknown) =>
    schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

  it.each([
    ['2026-12-01', true],
    ['2028-02-29', true],
    ['2000-02-29', true],
    ['2026-12-31', true],
    ['0001-01-01', true],
    ['2026-02-29', false],
    ['1900-02-29', false],
    ['2027-02-31', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['0000-01-01', false],
    ['2026-1-5', false],
    ['01.12.2026', false],
    [' 2026-12-01', false],
    ['2026-12-01T00:00:00Z', false],
  ])('%s: %s', (value, valid) => {
    expect(isCalendarDate(value)).toBe(valid);
    expect(calendarDate(message).safeParse(value).success).toBe(valid);
  });

  it('answers only the given message', () => {
    expect(calendarDate(message).parse('2026-12-01')).toBe('2026-12-01');
    expect(messagesOf(calendarDate(message), '2026-02-29')).toEqual([message]);
    expect(messagesOf(calendarDate(message), 20261201)).toEqual([message]);
    expect(messagesOf(calendarDate(message), null)).toEqual([message]);
  });

  it('says a text that names no day is no date when asked to, and none is missing', () => {
    const field = calendarDate(message, 'Nieprawidłowa data');
    expect(messagesOf(field, '2027-02-31')).toEqual(['Nieprawidłowa data']);
    expect(messagesOf(field, '31.02.2027')).toEqual(['Nieprawidłowa data']);
    expect(messagesOf(field, '')).toEqual([message]);
    expect(messagesOf(field, null)).toEqual([message]);
  });
});
