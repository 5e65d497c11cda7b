// The summary (D26) shaped for the charts: columns per month, bars per kind, key or item.
import {
  type QuoteKind,
  type QuoteStatus,
  quoteKinds,
  quoteStatuses,
  type ReportSummary,
  reportKindLabels,
  toDecimal,
  toMoney,
} from '@ppp/domain';

/** 'YYYY-MM' as the charts and tables show it: '03.2026'. */
export const monthLabel = (month: string) => `${month.slice(5, 7)}.${month.slice(0, 4)}`;

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

/** A column of a chart: its parts stacked, each of a series. */
export interface ChartColumn<Series extends string = string> {
  label: string;
  parts: { series: Series; value: number }[];
}

/** Quotes per month of creation, stacked by status. */
export function countsByMonth(summary: ReportSummary): ChartColumn<QuoteStatus>[] {
  return sorted(summary.byStatus.map((row) => row.month)).map((month) => ({
    label: monthLabel(month),
    parts: quoteStatuses.map((status) => ({
      series: status,
      value: summary.byStatus
        .filter((row) => row.month === month && row.status === status)
        .reduce((sum, row) => sum + row.count, 0),
    })),
  }));
}

/** The currencies of the period's amounts, the złoty first. */
export const currenciesOf = (summary: ReportSummary) =>
  sorted(summary.byStatus.map((row) => row.currency)).sort(
    (a, b) => Number(b === 'PLN') - Number(a === 'PLN'),
  );

/** Net value per month of creation in one currency, stacked by kind (amounts as decimal strings, summed exactly). */
export function netByMonth(summary: ReportSummary, currency: string): ChartColumn<QuoteKind>[] {
  const rows = summary.byStatus.filter((row) => row.currency === currency);
  return sorted(rows.map((row) => row.month)).map((month) => ({
    label: monthLabel(month),
    parts: quoteKinds.map((kind) => ({
      series: kind,
      value: Number(
        rows
          .filter((row) => row.month === month && row.kind === kind)
          .reduce((sum, row) => toMoney(toDecimal(sum).plus(toDecimal(row.net))), '0.00'),
      ),
    })),
  }));
}

/** Approved of decided as a percentage with one decimal, or null when nothing was decided. */
export const winPercent = (approved: number, decided: number) =>
  decided ? Math.round((approved / decided) * 1000) / 10 : null;

/** The win rate per month of the last decision, a column per month with a part per kind. */
export function winRateByMonth(summary: ReportSummary): ChartColumn<QuoteKind>[] {
  return sorted(summary.winRate.map((row) => row.month)).map((month) => ({
    label: monthLabel(month),
    parts: quoteKinds.map((kind) => {
      const row = summary.winRate.find((entry) => entry.month === month && entry.kind === kind);
      return { series: kind, value: row ? (winPercent(row.approved, row.decided) ?? 0) : 0 };
    }),
  }));
}

/** The kinds present in the summary's parts, in the product's order. */
export const kindsIn = (rows: readonly { kind: QuoteKind }[]) =>
  quoteKinds.filter((kind) => rows.some((row) => row.kind === kind));

export const kindLabel = (kind: QuoteKind) => reportKindLabels[kind];

/** Whether the period holds anything to show. */
export const isEmptySummary = (summary: ReportSummary) =>
  !summary.byStatus.length &&
  !summary.winRate.length &&
  !summary.topEquipment.length &&
  !summary.enquiries.length;
