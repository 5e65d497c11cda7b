// Where the availability timeline (D21) draws what: days across, one row per quote holding the item,
// its bars cut to the shown days, and the free units under them. Pure, so the maths is tested alone.
import { type AvailabilityHolding, daysBetween } from '@ppp/domain';
import { weekdayOf } from './month.ts';

/** The timeline's measures in pixels (the SVG's own units). */
export const timelineGeometry = {
  /** The column of the rows' labels (quote number and client). */
  labelWidth: 168,
  dayWidth: 30,
  /** The days' numbers and weekdays. */
  headHeight: 40,
  rowHeight: 44,
  barHeight: 24,
  /** The row of free units under the bars. */
  freeHeight: 36,
} as const;

export interface TimelineBar {
  startsOn: string;
  endsOn: string;
  units: number;
  /** The first and the last shown day it covers (0-based), after cutting to the shown days. */
  first: number;
  last: number;
  /** It began before the first shown day / goes on after the last one. */
  clippedStart: boolean;
  clippedEnd: boolean;
  x: number;
  width: number;
}

export interface TimelineRow {
  /** Stable across renders: the quote's id, else the holding's place in the answer. */
  key: string;
  status: AvailabilityHolding['status'];
  /** Null: a quote the viewer may not open ('Rezerwacja' / 'Wstępna rezerwacja'). */
  quote: AvailabilityHolding['quote'];
  bars: TimelineBar[];
  /** The top of the row. */
  y: number;
}

export interface TimelineDay {
  date: string;
  /** 1–31. */
  dayOfMonth: number;
  weekday: string;
  weekend: boolean;
  x: number;
}

export interface TimelineLayout {
  width: number;
  height: number;
  days: TimelineDay[];
  rows: TimelineRow[];
  /** The top of the free units' row. */
  freeY: number;
}

/**
 * The shown days a holding covers: its first and last (0-based) within `days`, and whether it runs
 * on beyond either end; null when it misses them all. `days` are consecutive, earliest first.
 */
export function barSpan(
  holding: Pick<AvailabilityHolding, 'startsOn' | 'endsOn'>,
  days: readonly string[],
): Pick<TimelineBar, 'first' | 'last' | 'clippedStart' | 'clippedEnd'> | null {
  if (days.length === 0) return null;
  const firstShown = days[0];
  const lastIndex = days.length - 1;
  const start = daysBetween(firstShown, holding.startsOn);
  const end = daysBetween(firstShown, holding.endsOn);
  if (end < 0 || start > lastIndex || end < start) return null;
  return {
    first: Math.max(start, 0),
    last: Math.min(end, lastIndex),
    clippedStart: start < 0,
    clippedEnd: end > lastIndex,
  };
}

/** The x of a shown day's left edge. */
export const dayX = (index: number) => timelineGeometry.labelWidth + index * timelineGeometry.dayWidth;

/**
 * Lays the holdings out over the shown days: a quote the viewer may open is one row however many
 * periods it holds (its items may have periods of their own), as long as they do not overlap; a
 * period overlapping another of the same quote goes to a further row of that quote, so no bar hides
 * another and the units of a day add up as the table's do. Each other holding is a row of its own,
 * as nothing says which quote it belongs to. Rows keep the answer's order (earliest first).
 */
export function layoutTimeline(
  days: readonly string[],
  holdings: readonly AvailabilityHolding[],
): TimelineLayout {
  const { dayWidth, headHeight, rowHeight, freeHeight } = timelineGeometry;
  const rows: TimelineRow[] = [];
  const rowsOfQuote = new Map<number, TimelineRow[]>();
  const overlaps = (row: TimelineRow, bar: TimelineBar) =>
    row.bars.some((other) => other.first <= bar.last && bar.first <= other.last);
  holdings.forEach((holding, index) => {
    const span = barSpan(holding, days);
    if (!span) return;
    const bar: TimelineBar = {
      startsOn: holding.startsOn,
      endsOn: holding.endsOn,
      units: holding.units,
      ...span,
      x: dayX(span.first),
      width: (span.last - span.first + 1) * dayWidth,
    };
    const quoteRows = holding.quote ? (rowsOfQuote.get(holding.quote.id) ?? []) : [];
    const free = quoteRows.find((row) => !overlaps(row, bar));
    if (free) {
      free.bars.push(bar);
      return;
    }
    const row: TimelineRow = {
      key: holding.quote
        ? `quote-${holding.quote.id}${quoteRows.length ? `-${quoteRows.length + 1}` : ''}`
        : `holding-${index}`,
      status: holding.status,
      quote: holding.quote,
      bars: [bar],
      y: headHeight + rows.length * rowHeight,
    };
    rows.push(row);
    if (holding.quote) rowsOfQuote.set(holding.quote.id, [...quoteRows, row]);
  });
  const freeY = headHeight + rows.length * rowHeight;
  return {
    width: dayX(days.length),
    height: freeY + freeHeight,
    days: days.map((date, index) => {
      const { name, weekend } = weekdayOf(date);
      return { date, dayOfMonth: Number(date.slice(8, 10)), weekday: name, weekend, x: dayX(index) };
    }),
    rows,
    freeY,
  };
}

/** A label cut to `max` characters with '…', for the SVG's fixed label column (the full text is its title). */
export function fitLabel(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}
