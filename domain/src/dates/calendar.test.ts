import { describe, expect, it } from 'vitest';
import { addDays, datesOf, daysBetween, endsOn, todayInWarsaw } from './calendar.ts';

describe('addDays: pure calendar arithmetic', () => {
  it.each([
    { spec: 'within a month', date: '2026-12-01', days: 3, expected: '2026-12-04' },
    { spec: 'zero days', date: '2026-12-01', days: 0, expected: '2026-12-01' },
    { spec: 'across the year end', date: '2026-12-30', days: 3, expected: '2027-01-02' },
    { spec: 'back across the year end', date: '2027-01-02', days: -3, expected: '2026-12-30' },
    { spec: 'past a 30-day month end', date: '2026-04-30', days: 1, expected: '2026-05-01' },
    { spec: 'past a 31-day month end', date: '2026-05-31', days: 1, expected: '2026-06-01' },
    { spec: 'into a leap day', date: '2028-02-28', days: 1, expected: '2028-02-29' },
    { spec: 'over a leap day', date: '2028-02-28', days: 2, expected: '2028-03-01' },
    { spec: 'February of a common year', date: '2026-02-28', days: 1, expected: '2026-03-01' },
    { spec: 'February of 2100, not a leap year', date: '2100-02-28', days: 1, expected: '2100-03-01' },
    { spec: 'the day clocks go forward', date: '2026-03-28', days: 1, expected: '2026-03-29' },
    { spec: 'over the day clocks go forward', date: '2026-03-29', days: 1, expected: '2026-03-30' },
    { spec: 'the day clocks go back', date: '2026-10-24', days: 1, expected: '2026-10-25' },
    { spec: 'over the day clocks go back', date: '2026-10-25', days: 1, expected: '2026-10-26' },
    { spec: 'a whole year', date: '2026-03-01', days: 365, expected: '2027-03-01' },
    { spec: 'a whole leap year', date: '2028-01-01', days: 366, expected: '2029-01-01' },
    { spec: 'a year below 100 stays as it is', date: '0099-12-31', days: 1, expected: '0100-01-01' },
  ])('$spec: $date + $days → $expected', ({ date, days, expected }) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('refuses what is no calendar date or no whole number of days', () => {
    expect(() => addDays('2026-02-29', 1)).toThrow(RangeError);
    expect(() => addDays('01.12.2026', 1)).toThrow(RangeError);
    expect(() => addDays('2026-12-01', 1.5)).toThrow(RangeError);
  });
});

describe('daysBetween', () => {
  it.each([
    { from: '2026-12-01', to: '2026-12-01', days: 0 },
    { from: '2026-12-30', to: '2027-01-02', days: 3 },
    { from: '2027-01-02', to: '2026-12-30', days: -3 },
    { from: '2026-03-28', to: '2026-03-30', days: 2 },
    { from: '2026-10-24', to: '2026-10-26', days: 2 },
    { from: '2028-02-01', to: '2028-03-01', days: 29 },
    { from: '2026-02-01', to: '2026-03-01', days: 28 },
    { from: '2026-01-01', to: '2027-01-01', days: 365 },
  ])('$from → $to: $days', ({ from, to, days }) => {
    expect(daysBetween(from, to)).toBe(days);
  });
});

describe('the days an item occupies (D21: startsOn to startsOn + days − 1)', () => {
  it.each([
    { startsOn: '2026-12-01', days: 1, dates: ['2026-12-01'] },
    { startsOn: '2026-12-30', days: 4, dates: ['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'] },
    { startsOn: '2028-02-28', days: 3, dates: ['2028-02-28', '2028-02-29', '2028-03-01'] },
    { startsOn: '2026-03-28', days: 3, dates: ['2026-03-28', '2026-03-29', '2026-03-30'] },
    { startsOn: '2026-10-24', days: 3, dates: ['2026-10-24', '2026-10-25', '2026-10-26'] },
  ])('$startsOn for $days days', ({ startsOn, days, dates }) => {
    expect(datesOf(startsOn, days)).toEqual(dates);
    expect(endsOn(startsOn, days)).toBe(dates.at(-1));
    expect(daysBetween(startsOn, endsOn(startsOn, days))).toBe(days - 1);
  });

  it('a period of a year holds every day once', () => {
    const dates = datesOf('2028-01-01', 366);
    expect(new Set(dates).size).toBe(366);
    expect(dates.at(-1)).toBe('2028-12-31');
  });

  it('no days occupy nothing', () => {
    expect(datesOf('2026-12-01', 0)).toEqual([]);
  });
});

describe('todayInWarsaw', () => {
  it.each([
    { spec: 'midday', now: '2026-12-01T11:00:00Z', today: '2026-12-01' },
    {
      spec: 'before midnight UTC, already tomorrow in winter (UTC+1)',
      now: '2026-12-31T23:30:00Z',
      today: '2027-01-01',
    },
    {
      spec: 'before midnight UTC, already tomorrow in summer (UTC+2)',
      now: '2026-07-14T22:30:00Z',
      today: '2026-07-15',
    },
    { spec: 'just before midnight in summer (UTC+2)', now: '2026-07-14T21:59:59Z', today: '2026-07-14' },
    { spec: 'the night clocks go forward', now: '2026-03-28T23:30:00Z', today: '2026-03-29' },
    { spec: 'the night clocks go back', now: '2026-10-24T22:30:00Z', today: '2026-10-25' },
    { spec: 'the last hour of the day clocks go back', now: '2026-10-25T22:59:00Z', today: '2026-10-25' },
  ])('$spec: $now → $today', ({ now, today }) => {
    expect(todayInWarsaw(new Date(now))).toBe(today);
  });

  it('answers today by default', () => {
    expect(todayInWarsaw()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('keeps no day past its minute: asked second by second across midnight, in winter and in summer', () => {
    for (const midnight of ['2026-12-31T23:00:00Z', '2026-07-14T22:00:00Z', '2026-10-25T23:00:00Z']) {
      const at = Date.parse(midnight);
      for (let second = -90; second <= 90; second += 1) {
        const now = new Date(at + second * 1000);
        const expected = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(now);
        expect(todayInWarsaw(now)).toBe(expected);
      }
      // And back again: an earlier moment after a later one.
      expect(todayInWarsaw(new Date(at - 1000))).not.toBe(todayInWarsaw(new Date(at)));
    }
  });
});
