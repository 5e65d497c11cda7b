import { describe, expect, it } from 'vitest';
import { dayRangesLabel } from './day-ranges.ts';

describe("dayRangesLabel: D21's {range}", () => {
  it.each([
    { spec: 'no days', days: [], label: '' },
    { spec: 'one day', days: ['2026-12-01'], label: '01.12.2026' },
    { spec: 'a run', days: ['2026-12-01', '2026-12-02', '2026-12-03'], label: '01.12.2026–03.12.2026' },
    {
      spec: 'runs and single days',
      days: ['2026-12-01', '2026-12-02', '2026-12-05', '2026-12-07', '2026-12-08'],
      label: '01.12.2026–02.12.2026, 05.12.2026, 07.12.2026–08.12.2026',
    },
    {
      spec: 'unsorted, with repeats',
      days: ['2026-12-08', '2026-12-01', '2026-12-07', '2026-12-02', '2026-12-01', '2026-12-05'],
      label: '01.12.2026–02.12.2026, 05.12.2026, 07.12.2026–08.12.2026',
    },
    { spec: 'a run across the year end', days: ['2027-01-01', '2026-12-31'], label: '31.12.2026–01.01.2027' },
    { spec: 'a run across a month end', days: ['2026-04-30', '2026-05-01'], label: '30.04.2026–01.05.2026' },
    {
      spec: 'a run over a leap day',
      days: ['2028-02-28', '2028-02-29', '2028-03-01'],
      label: '28.02.2028–01.03.2028',
    },
    {
      spec: 'no leap day in a common year',
      days: ['2026-02-28', '2026-03-01'],
      label: '28.02.2026–01.03.2026',
    },
    {
      spec: 'over the day clocks go forward',
      days: ['2026-03-28', '2026-03-29', '2026-03-30'],
      label: '28.03.2026–30.03.2026',
    },
    {
      spec: 'over the day clocks go back',
      days: ['2026-10-24', '2026-10-25', '2026-10-26'],
      label: '24.10.2026–26.10.2026',
    },
    {
      spec: 'the same day of other months is no run',
      days: ['2026-11-01', '2026-12-01'],
      label: '01.11.2026, 01.12.2026',
    },
  ])('$spec → "$label"', ({ days, label }) => {
    expect(dayRangesLabel(days)).toBe(label);
  });

  it('joins a run with an en dash', () => {
    expect(dayRangesLabel(['2026-12-01', '2026-12-02'])).toContain('\u2013');
  });

  it('refuses what is no calendar date', () => {
    expect(() => dayRangesLabel(['2026-12-01', '2026-02-30'])).toThrow(RangeError);
  });
});
