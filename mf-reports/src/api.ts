// The reports area's server call (D26): one summary of the period answers every chart.
import type { QuoteKind, ReportSummary } from '@ppp/domain';
import { useQuery } from '@tanstack/react-query';

export const REPORTS_SUMMARY_URL = '/api/reports/summary';

export interface ReportFilter {
  from: string;
  to: string;
  kind: QuoteKind | null;
}

/** The summary's address for a filter (also its query key: the kit's query function fetches the key). */
export function summaryUrl({ from, to, kind }: ReportFilter) {
  const params = new URLSearchParams({ from, to });
  if (kind) params.set('kind', kind);
  return `${REPORTS_SUMMARY_URL}?${params}`;
}

export const useReportSummary = (filter: ReportFilter) =>
  useQuery<ReportSummary>({ queryKey: [summaryUrl(filter)], staleTime: 60_000 });
