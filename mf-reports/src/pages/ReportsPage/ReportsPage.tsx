import {
  defaultReportPeriod,
  formatDateText,
  formatMoney,
  type QuoteKind,
  quoteKinds,
  quoteStatusLabels,
  type ReportSummary,
  readDateText,
  reportKindLabels,
  reportMessages,
} from '@ppp/domain';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  DataTable,
  DateInput,
  EmptyState,
  ErrorState,
  errorMessageOf,
  Field,
  LoadingState,
  PageContainer,
  PageHeader,
  Select,
  statusOf,
  usePageTitle,
} from '@ppp/ui';
import { type ReactNode, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import styled, { type DefaultTheme, useTheme } from 'styled-components';
import { type ReportFilter, useReportSummary } from '../../api.ts';
import { BarChart, type ChartSeries, ColumnChart } from './charts.tsx';
import {
  countsByMonth,
  currenciesOf,
  isEmptySummary,
  kindLabel,
  kindsIn,
  monthLabel,
  netByMonth,
  winPercent,
  winRateByMonth,
} from './reportData.ts';

const StyledFilters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};

  > div {
    flex: 1 1 160px;
    max-width: 220px;
  }
`;

const StyledSections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

/**
 * The chart and its data: side by side on a wide screen (the table as wide as its columns, so none
 * is cut; the chart takes the rest), the table under the chart on a narrower one.
 */
const StyledChartAndTable = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1fr) auto;

    /* A chart drawn wider would only enlarge its lettering. */
    & > :first-child {
      max-width: 40rem;
    }
  }
`;

const StyledCharts = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledChartTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const kindColors = (theme: DefaultTheme): Record<QuoteKind, string> => ({
  equipment: theme.colors.primary,
  transport: theme.colors.success,
  electrical: theme.colors.warning,
  general: theme.colors.danger,
});

const number = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 1 });
const formatCount = (value: number) => number.format(value);
const formatPercent = (value: number | null) => (value === null ? '–' : `${number.format(value)} %`);
/**
 * D11's days, everywhere alike: '1 dzień', a fraction (a median between two) 'N dnia' ('2,5 dnia'),
 * otherwise 'N dni'.
 */
const formatDays = (value: number) => {
  // As shown: to one decimal place.
  const shown = Math.round(value * 10) / 10;
  if (shown === 1) return '1 dzień';
  return `${number.format(shown)} ${Number.isInteger(shown) ? 'dni' : 'dnia'}`;
};

/** The filter in the address (D26: `?from=&to=&kind=`), the last 12 months and every kind unless it says otherwise. */
function useReportFilter() {
  const [params, setParams] = useSearchParams();
  const period = defaultReportPeriod();
  const kind = params.get('kind');
  const filter: ReportFilter = {
    from: readDateText(params.get('from') ?? '').state === 'date' ? params.get('from')! : period.from,
    to: readDateText(params.get('to') ?? '').state === 'date' ? params.get('to')! : period.to,
    kind: quoteKinds.includes(kind as QuoteKind) ? (kind as QuoteKind) : null,
  };
  const setFilter = (next: Partial<ReportFilter>) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value) changed.set(key, value);
          else changed.delete(key);
        }
        return changed;
      },
      { replace: true },
    );
  return { filter, setFilter };
}

function ReportFilters({
  filter,
  onChange,
}: {
  filter: ReportFilter;
  onChange: (next: Partial<ReportFilter>) => void;
}) {
  const [fromText, setFromText] = useState(formatDateText(filter.from));
  const [toText, setToText] = useState(formatDateText(filter.to));
  const from = readDateText(fromText);
  const to = readDateText(toText);
  const reversed = from.state === 'date' && to.state === 'date' && from.value > to.value;
  const apply = (nextFrom: string, nextTo: string) => {
    const a = readDateText(nextFrom);
    const b = readDateText(nextTo);
    if (a.state === 'date' && b.state === 'date' && a.value <= b.value)
      onChange({ from: a.value, to: b.value });
  };
  return (
    <StyledFilters>
      <Field
        label="Od"
        error={from.state === 'invalid' ? from.message : reversed ? reportMessages.period : undefined}
      >
        <DateInput
          value={fromText}
          onChange={(event) => {
            setFromText(event.target.value);
            apply(event.target.value, toText);
          }}
        />
      </Field>
      <Field label="Do" error={to.state === 'invalid' ? to.message : undefined}>
        <DateInput
          value={toText}
          onChange={(event) => {
            setToText(event.target.value);
            apply(fromText, event.target.value);
          }}
        />
      </Field>
      <Field label="Rodzaj wycen">
        <Select
          value={filter.kind ?? ''}
          onChange={(event) => onChange({ kind: (event.target.value || null) as QuoteKind | null })}
        >
          <option value="">Wszystkie rodzaje</option>
          {quoteKinds.map((kind) => (
            <option key={kind} value={kind}>
              {reportKindLabels[kind]}
            </option>
          ))}
        </Select>
      </Field>
    </StyledFilters>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle as="h2" id={headingId}>
            {title}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <StyledChartAndTable>{children}</StyledChartAndTable>
        </CardContent>
      </Card>
    </section>
  );
}

function MonthsSection({ summary }: { summary: ReportSummary }) {
  const theme = useTheme();
  const statusColors = {
    draft: theme.colors.textSubtle,
    pending: theme.colors.warning,
    approved: theme.colors.success,
    rejected: theme.colors.danger,
  };
  const statusSeries = (Object.keys(quoteStatusLabels) as (keyof typeof quoteStatusLabels)[]).map(
    (status) => ({
      key: status,
      label: quoteStatusLabels[status],
      color: statusColors[status],
    }),
  );
  const kindSeries: ChartSeries<QuoteKind>[] = quoteKinds.map((kind) => ({
    key: kind,
    label: reportKindLabels[kind],
    color: kindColors(theme)[kind],
  }));
  return (
    <Section title="Wyceny i wartość netto według miesięcy">
      <StyledCharts>
        <div>
          <StyledChartTitle>Liczba wycen według statusu</StyledChartTitle>
          <ColumnChart
            label="Liczba wycen według miesięcy i statusów"
            columns={countsByMonth(summary)}
            series={statusSeries}
            format={formatCount}
          />
        </div>
        {currenciesOf(summary).map((currency) => (
          <div key={currency}>
            <StyledChartTitle>Wartość netto według rodzaju ({currency})</StyledChartTitle>
            <ColumnChart
              label={`Wartość netto wycen według miesięcy i rodzajów (${currency})`}
              columns={netByMonth(summary, currency)}
              series={kindSeries}
              format={(value) => formatMoney(value, currency)}
            />
          </div>
        ))}
      </StyledCharts>
      <DataTable
        aria-label="Wyceny według miesięcy — dane"
        rows={summary.byStatus}
        rowKey={(row) => `${row.month}-${row.kind}-${row.status}-${row.currency}`}
        title={{ header: 'Miesiąc', cell: (row) => monthLabel(row.month) }}
        columns={[
          { header: 'Rodzaj', cell: (row) => kindLabel(row.kind) },
          { header: 'Status', cell: (row) => quoteStatusLabels[row.status] },
          { header: 'Liczba', cell: (row) => row.count, align: 'right' },
          { header: 'Netto', cell: (row) => formatMoney(row.net, row.currency), align: 'right' },
        ]}
        compactCards
      />
    </Section>
  );
}

function WinRateSection({ summary }: { summary: ReportSummary }) {
  const theme = useTheme();
  const series = kindsIn(summary.winRate).map((kind) => ({
    key: kind,
    label: reportKindLabels[kind],
    color: kindColors(theme)[kind],
  }));
  return (
    <Section title="Skuteczność: zatwierdzone z rozstrzygniętych">
      <ColumnChart
        label="Skuteczność według miesiąca decyzji i rodzaju (procent zatwierdzonych)"
        columns={winRateByMonth(summary)}
        series={series}
        format={(value) => formatPercent(value)}
        max={100}
        grouped
      />
      <DataTable
        aria-label="Skuteczność — dane"
        rows={summary.winRate}
        rowKey={(row) => `${row.month}-${row.kind}`}
        title={{ header: 'Miesiąc decyzji', cell: (row) => monthLabel(row.month) }}
        columns={[
          { header: 'Rodzaj', cell: (row) => kindLabel(row.kind) },
          { header: 'Zatwierdzone', cell: (row) => row.approved, align: 'right' },
          { header: 'Rozstrzygnięte', cell: (row) => row.decided, align: 'right' },
          {
            header: 'Skuteczność',
            cell: (row) => formatPercent(winPercent(row.approved, row.decided)),
            align: 'right',
          },
        ]}
        compactCards
      />
    </Section>
  );
}

function DaysSection({ summary }: { summary: ReportSummary }) {
  const theme = useTheme();
  return (
    <Section title="Mediana dni do decyzji">
      <BarChart
        label="Mediana dni od utworzenia do decyzji według rodzaju"
        bars={summary.daysToDecision.map((row) => ({
          key: row.kind,
          label: kindLabel(row.kind),
          value: row.median,
          color: kindColors(theme)[row.kind],
        }))}
        format={formatDays}
      />
      <DataTable
        aria-label="Mediana dni do decyzji — dane"
        rows={summary.daysToDecision}
        rowKey={(row) => row.kind}
        title={{ header: 'Rodzaj', cell: (row) => kindLabel(row.kind) }}
        columns={[{ header: 'Mediana (dni)', cell: (row) => number.format(row.median), align: 'right' }]}
        compactCards
      />
    </Section>
  );
}

function TopEquipmentSection({ summary }: { summary: ReportSummary }) {
  const theme = useTheme();
  const groups = kindsIn(summary.topEquipment).flatMap((kind) =>
    [...new Set(summary.topEquipment.filter((row) => row.kind === kind).map((row) => row.currency))].map(
      (currency) => ({
        kind,
        currency,
        rows: summary.topEquipment.filter((row) => row.kind === kind && row.currency === currency),
      }),
    ),
  );
  return (
    <Section title="Top 10 sprzętu według wartości netto">
      <StyledCharts>
        {groups.map((group) => (
          <div key={`${group.kind}-${group.currency}`}>
            <StyledChartTitle>
              {group.kind === 'transport' ? 'Pojazdy' : kindLabel(group.kind)} ({group.currency})
            </StyledChartTitle>
            <BarChart
              label={`Najwyżej wycenione pozycje: ${kindLabel(group.kind)} (${group.currency})`}
              bars={group.rows.map((row) => ({
                key: String(row.equipmentId),
                label: row.name,
                // The bar's length only; the amount is shown from its decimal text.
                value: Number(row.net),
                color: kindColors(theme)[row.kind],
              }))}
              format={(value) => formatMoney(value, group.currency)}
            />
          </div>
        ))}
      </StyledCharts>
      <DataTable
        aria-label="Top 10 sprzętu — dane"
        rows={summary.topEquipment}
        rowKey={(row) => `${row.kind}-${row.equipmentId}-${row.currency}`}
        title={{ header: 'Pozycja', cell: (row) => row.name }}
        columns={[
          { header: 'Rodzaj', cell: (row) => kindLabel(row.kind) },
          { header: 'Netto', cell: (row) => formatMoney(row.net, row.currency), align: 'right' },
        ]}
        compactCards
      />
    </Section>
  );
}

function EnquiriesSection({ summary }: { summary: ReportSummary }) {
  return (
    <Section title="Zgłoszenia z formularzy WWW według klucza API">
      <BarChart
        label="Zgłoszenia z formularzy WWW (wyceny i badania) według klucza API"
        bars={summary.enquiries.map((row) => ({
          key: String(row.apiKeyId),
          label: row.name,
          value: row.count,
        }))}
        format={formatCount}
      />
      <DataTable
        aria-label="Zgłoszenia z formularzy WWW — dane"
        rows={summary.enquiries}
        rowKey={(row) => row.apiKeyId}
        title={{ header: 'Klucz API', cell: (row) => row.name }}
        columns={[{ header: 'Zgłoszenia', cell: (row) => row.count, align: 'right' }]}
        compactCards
      />
    </Section>
  );
}

function ReportSections({ summary }: { summary: ReportSummary }) {
  if (isEmptySummary(summary)) return <EmptyState title={reportMessages.empty} headingLevel={2} />;
  return (
    <StyledSections>
      {summary.byStatus.length ? <MonthsSection summary={summary} /> : null}
      {summary.winRate.length ? <WinRateSection summary={summary} /> : null}
      {summary.daysToDecision.length ? <DaysSection summary={summary} /> : null}
      {summary.topEquipment.length ? <TopEquipmentSection summary={summary} /> : null}
      {summary.enquiries.length ? <EnquiriesSection summary={summary} /> : null}
    </StyledSections>
  );
}

const CONNECTION_HINT = 'Sprawdź połączenie i spróbuj ponownie.';

/** /reports (D26): the charts of a period, each with its data, over the quotes the user's lists show. */
export function ReportsPage() {
  usePageTitle('Raporty');
  const { filter, setFilter } = useReportFilter();
  const summary = useReportSummary(filter);
  return (
    <PageContainer>
      <PageHeader title="Raporty" subtitle="Wyceny, skuteczność i zgłoszenia w wybranym okresie" />
      <ReportFilters filter={filter} onChange={setFilter} />
      {summary.isPending ? (
        <LoadingState text="Ładowanie raportów..." />
      ) : summary.isError || !summary.data ? (
        <ErrorState
          title="Nie udało się załadować raportów"
          // A period the server refuses says why (D6: 'Okres raportu może obejmować najwyżej 10 lat').
          description={
            statusOf(summary.error) === 400 ? errorMessageOf(summary.error, CONNECTION_HINT) : CONNECTION_HINT
          }
          onRetry={() => void summary.refetch()}
        />
      ) : (
        <ReportSections summary={summary.data} />
      )}
    </PageContainer>
  );
}
