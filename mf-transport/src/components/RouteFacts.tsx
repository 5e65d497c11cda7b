import {
  dayLabel,
  formatDistance,
  formatMoney,
  type TransportLine,
  type TransportQuoteDetail,
} from '@ppp/domain';
import { Badge, DataTable, type DataTableColumn, InfoList } from '@ppp/ui';
import styled from 'styled-components';

const StyledRoute = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledName = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A line of the table with its place in the quote (the same vehicle may come twice). */
type NumberedLine = TransportLine & { position: number };

/** D21: the trip's own facts beside the quote's 'Termin': how many days its vehicles are taken. */
export const tripFacts = (quote: TransportQuoteDetail): [string, string][] => [
  ['Liczba dni przejazdu', dayLabel(quote.tripDays)],
  ...(quote.returnTrip ? ([['Przejazd powrotny', 'Tak']] as [string, string][]) : []),
];

/**
 * The route of a transport quote as saved (D13's vehicle snapshots, D21's lines): where from and
 * where to, each line (a return line marked 'Powrót') with its distance, rate and cost, and their
 * sum; on the detail page and the list's preview.
 */
export function RouteFacts({ quote }: { quote: TransportQuoteDetail }) {
  const money = (amount: string) => formatMoney(amount, quote.currency);
  const columns: DataTableColumn<NumberedLine>[] = [
    { header: 'Dystans', cell: (line) => formatDistance(line.distance), align: 'right' },
    { header: 'Stawka za km', cell: (line) => money(line.vehicle.costPerKm), align: 'right' },
    { header: 'Koszt', cell: (line) => money(line.cost), align: 'right' },
  ];
  return (
    <StyledRoute>
      <InfoList
        rows={[
          ['Skąd', quote.fromAddress],
          ['Dokąd', quote.toAddress],
        ]}
      />
      <DataTable
        aria-label="Przejazdy"
        rows={quote.lines.map((line, position) => ({ ...line, position }))}
        rowKey={(line) => line.position}
        title={{
          header: 'Pojazd',
          cell: (line) => (
            <StyledName>
              <strong>{line.vehicle.name}</strong>
              {line.isReturn ? <Badge variant="neutral">Powrót</Badge> : null}
            </StyledName>
          ),
        }}
        columns={columns}
        cardTitleLevel={3}
      />
      <InfoList rows={[['Koszt transportu', money(quote.totalCost)]]} />
    </StyledRoute>
  );
}
