import { z } from 'zod';
import { addDays, todayInWarsaw } from '../dates/calendar.ts';
import { type QuoteKind, quoteKinds } from '../permissions.ts';
import { calendarDate } from './calendar-date.ts';
import { quoteStatuses } from './quote-lifecycle.ts';

// D26: the reports of /reports. One summary answers every chart of a period (days in Europe/Warsaw,
// both included, selecting quotes by their creation day) and, optionally, one kind.

export const reportMessages = {
  from: 'Podaj datę początkową w postaci RRRR-MM-DD',
  to: 'Podaj datę końcową w postaci RRRR-MM-DD',
  period: 'Data początkowa nie może być późniejsza niż końcowa',
  tooLong: 'Okres raportu może obejmować najwyżej 10 lat',
  kind: 'Nieznany rodzaj wyceny',
  /** A deleted API key's enquiries still count under its name (D26), marked as such. */
  deletedKey: (name: string) => `${name} (klucz usunięty)`,
  /** D26's empty state. */
  empty: 'Brak danych w wybranym okresie',
} as const;

/** The kinds as the reports name them. */
export const reportKindLabels: Record<QuoteKind, string> = {
  equipment: 'Sprzęt',
  transport: 'Transport',
  electrical: 'Elektryka',
  general: 'Wynajem ogólny',
};

/** The longest period a report covers (the summaries are per day: ten years are 3 653 days of them). */
export const REPORT_MAX_DAYS = 3653;

/**
 * D26's default period, the last 12 months: from the first day of the month eleven months back to
 * today (Warsaw), so every month of the charts is whole but the current one.
 */
export function defaultReportPeriod(today: string = todayInWarsaw()) {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const back = year * 12 + (month - 1) - 11;
  const from = `${String(Math.floor(back / 12)).padStart(4, '0')}-${String((back % 12) + 1).padStart(2, '0')}-01`;
  return { from, to: today };
}

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** GET /api/reports/summary?from=&to=&kind= (each optional: the default period, every kind). */
export const reportQuerySchema = z
  .object({
    from: z.preprocess(emptyToUndefined, calendarDate(reportMessages.from).optional()),
    to: z.preprocess(emptyToUndefined, calendarDate(reportMessages.to).optional()),
    kind: z.preprocess(emptyToUndefined, z.enum(quoteKinds, { error: reportMessages.kind }).optional()),
  })
  .transform((query) => {
    const period = defaultReportPeriod();
    const to = query.to ?? (query.from && query.from > period.to ? query.from : period.to);
    const from =
      query.from ?? (query.to && query.to < period.from ? defaultReportPeriod(query.to).from : period.from);
    return { from, to, kind: query.kind };
  })
  .superRefine((query, ctx) => {
    if (query.from > query.to)
      ctx.addIssue({ code: 'custom', path: ['from'], message: reportMessages.period });
    else if (addDays(query.from, REPORT_MAX_DAYS - 1) < query.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: reportMessages.tooLong });
  });
export type ReportQuery = z.output<typeof reportQuerySchema>;

const money = z.string().regex(/^-?\d+\.\d{2}$/);
const month = z.string().regex(/^\d{4}-\d{2}$/);
const kind = z.enum(quoteKinds);

/** The answer of GET /api/reports/summary (D26): amounts as decimal strings, per currency. */
export const reportSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Quotes and their net value by month of creation, kind and status. */
  byStatus: z.array(
    z.object({
      month,
      kind,
      status: z.enum(quoteStatuses),
      count: z.number().int(),
      net: money,
      currency: z.string(),
    }),
  ),
  /** Approved of decided (approved or rejected), by month of the last decision and kind. */
  winRate: z.array(z.object({ month, kind, approved: z.number().int(), decided: z.number().int() })),
  /** The median of whole Warsaw days from creation to the last decision, rounded to one decimal. */
  daysToDecision: z.array(z.object({ kind, median: z.number() })),
  /** The 10 catalogue items (for transport the vehicles) of each kind with the most quoted net. */
  topEquipment: z.array(
    z.object({ kind, equipmentId: z.number().int(), name: z.string(), net: money, currency: z.string() }),
  ),
  /** Web enquiries (quotes and assessments sent in with an API key) per key. */
  enquiries: z.array(z.object({ apiKeyId: z.number().int(), name: z.string(), count: z.number().int() })),
});
export type ReportSummary = z.output<typeof reportSummarySchema>;

/**
 * PostgreSQL's `percentile_cont(0.5)` of values given as a histogram (value → how many), sorted
 * by value: the middle value, or the mean of the two middle ones; rounded to one decimal.
 */
export function medianOfHistogram(histogram: readonly { value: number; count: number }[]): number | null {
  const total = histogram.reduce((sum, bar) => sum + bar.count, 0);
  if (!total) return null;
  const position = (total - 1) / 2;
  const at = (index: number) => {
    let seen = 0;
    for (const bar of histogram) {
      seen += bar.count;
      if (index < seen) return bar.value;
    }
    return histogram[histogram.length - 1]!.value;
  };
  const low = at(Math.floor(position));
  const high = at(Math.ceil(position));
  const median = low + (high - low) * (position - Math.floor(position));
  return Math.round(median * 10) / 10;
}
