import type { AvailabilityHolding } from '@ppp/domain';
import { describe, expect, it } from 'vitest';
import { daysOfMonth, monthPeriod, monthTitle, readMonth, shiftMonth, weekdayOf } from './month.ts';
import { barSpan, dayX, fitLabel, layoutTimeline, timelineGeometry } from './timelineLayout.ts';

const march = daysOfMonth('2027-03');
const { labelWidth, dayWidth, headHeight, rowHeight, freeHeight } = timelineGeometry;

const holding = (overrides: Partial<AvailabilityHolding>): AvailabilityHolding => ({
  status: 'approved',
  units: 1,
  startsOn: '2027-03-10',
  endsOn: '2027-03-12',
  quote: null,
  ...overrides,
});
const named = (id: number) => ({
  id,
  kind: 'equipment' as const,
  quoteNumber: `WYC/2027/00${id}`,
  clientName: 'Budimex',
});

describe('the month of an availability page (D21)', () => {
  it.each([
    ['2027-03', '2027-03-01', '2027-03-31', 31],
    ['2027-02', '2027-02-01', '2027-02-28', 28],
    ['2028-02', '2028-02-01', '2028-02-29', 29],
    ['2027-12', '2027-12-01', '2027-12-31', 31],
  ])('%s runs from %s to %s (%i days)', (month, from, to, count) => {
    expect(monthPeriod(month)).toEqual({ from, to });
    expect(daysOfMonth(month)).toHaveLength(count);
  });

  it('steps over the turn of a year both ways', () => {
    expect(shiftMonth('2027-12', 1)).toBe('2028-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2027-03', 13)).toBe('2028-04');
  });

  it('reads only a real month from the address', () => {
    expect(readMonth('2027-03')).toBe('2027-03');
    expect(readMonth('2027-13')).toBeNull();
    expect(readMonth('2027-3')).toBeNull();
    expect(readMonth('2027-03-01')).toBeNull();
    expect(readMonth(null)).toBeNull();
    // The calendar's edges: the page's period and its arrows would leave it.
    expect(readMonth('9999-12')).toBeNull();
    expect(readMonth('0001-01')).toBeNull();
    expect(readMonth('9999-11')).toBe('9999-11');
  });

  it('names the month and the weekdays in Polish, weeks from Monday', () => {
    expect(monthTitle('2027-03')).toBe('Marzec 2027');
    expect(monthTitle('2026-12')).toBe('Grudzień 2026');
    expect(weekdayOf('2027-03-01')).toEqual({ name: 'Pn', weekend: false });
    expect(weekdayOf('2027-03-06')).toEqual({ name: 'So', weekend: true });
    expect(weekdayOf('2027-03-07')).toEqual({ name: 'Nd', weekend: true });
  });
});

describe('the bars of the timeline (D21)', () => {
  it.each([
    [
      'inside the month',
      '2027-03-10',
      '2027-03-12',
      { first: 9, last: 11, clippedStart: false, clippedEnd: false },
    ],
    ['one day', '2027-03-01', '2027-03-01', { first: 0, last: 0, clippedStart: false, clippedEnd: false }],
    [
      'from the month before',
      '2027-02-25',
      '2027-03-02',
      { first: 0, last: 1, clippedStart: true, clippedEnd: false },
    ],
    [
      'into the month after',
      '2027-03-30',
      '2027-04-04',
      { first: 29, last: 30, clippedStart: false, clippedEnd: true },
    ],
    [
      'over the whole month',
      '2027-02-01',
      '2027-05-01',
      { first: 0, last: 30, clippedStart: true, clippedEnd: true },
    ],
  ])('cuts a holding %s to the shown days', (_case, startsOn, endsOn, span) => {
    expect(barSpan({ startsOn, endsOn }, march)).toEqual(span);
  });

  it.each([
    ['2027-02-20', '2027-02-28'],
    ['2027-04-01', '2027-04-03'],
  ])('draws nothing for a holding from %s to %s, outside the month', (startsOn, endsOn) => {
    expect(barSpan({ startsOn, endsOn }, march)).toBeNull();
  });

  it('places a bar from the left edge of its first day to the right edge of its last', () => {
    const layout = layoutTimeline(march, [holding({ startsOn: '2027-03-10', endsOn: '2027-03-12' })]);
    const [bar] = layout.rows[0].bars;
    expect(bar.x).toBe(labelWidth + 9 * dayWidth);
    expect(bar.width).toBe(3 * dayWidth);
    expect(dayX(31)).toBe(layout.width);
    expect(layout.width).toBe(labelWidth + 31 * dayWidth);
  });

  it('gives every quote one row, its periods as bars of that row, and each unnamed holding a row of its own', () => {
    const layout = layoutTimeline(march, [
      holding({ quote: named(11), startsOn: '2027-03-02', endsOn: '2027-03-04' }),
      holding({ status: 'pending', units: 2, startsOn: '2027-03-03', endsOn: '2027-03-05' }),
      holding({ quote: named(11), startsOn: '2027-03-08', endsOn: '2027-03-09', units: 3 }),
      holding({ status: 'pending', units: 1, startsOn: '2027-03-20', endsOn: '2027-03-21' }),
    ]);
    expect(layout.rows.map((row) => [row.key, row.status, row.bars.length, row.y])).toEqual([
      ['quote-11', 'approved', 2, headHeight],
      ['holding-1', 'pending', 1, headHeight + rowHeight],
      ['holding-3', 'pending', 1, headHeight + 2 * rowHeight],
    ]);
    expect(layout.rows[0].bars.map((bar) => [bar.first, bar.last, bar.units])).toEqual([
      [1, 3, 1],
      [7, 8, 3],
    ]);
    // The free units' row comes under the last row of bars.
    expect(layout.freeY).toBe(headHeight + 3 * rowHeight);
    expect(layout.height).toBe(layout.freeY + freeHeight);
  });

  it("puts a quote's period overlapping another of its own on a further row, so no bar hides another", () => {
    const layout = layoutTimeline(march, [
      holding({ quote: named(12), startsOn: '2027-03-02', endsOn: '2027-03-04', units: 2 }),
      holding({ quote: named(12), startsOn: '2027-03-02', endsOn: '2027-03-11', units: 1 }),
      holding({ quote: named(12), startsOn: '2027-03-20', endsOn: '2027-03-21', units: 4 }),
    ]);
    expect(
      layout.rows.map((row) => [row.key, row.bars.map((bar) => [bar.first, bar.last, bar.units])]),
    ).toEqual([
      [
        'quote-12',
        [
          [1, 3, 2],
          [19, 20, 4],
        ],
      ],
      ['quote-12-2', [[1, 10, 1]]],
    ]);
  });

  it('leaves out holdings that miss the shown days, and lays out the days with their weekends', () => {
    const layout = layoutTimeline(march, [holding({ startsOn: '2027-04-02', endsOn: '2027-04-03' })]);
    expect(layout.rows).toEqual([]);
    expect(layout.freeY).toBe(headHeight);
    expect(layout.days[5]).toEqual({
      date: '2027-03-06',
      dayOfMonth: 6,
      weekday: 'So',
      weekend: true,
      x: labelWidth + 5 * dayWidth,
    });
  });

  it('cuts long labels for the label column with an ellipsis', () => {
    expect(fitLabel('Budimex', 10)).toBe('Budimex');
    expect(fitLabel('Przedsiębiorstwo Budowlane', 10)).toBe('Przedsięb…');
  });
});
