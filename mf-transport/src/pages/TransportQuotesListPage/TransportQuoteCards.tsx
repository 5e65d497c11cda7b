import { formatDate, formatDistance, formatMoney, type TransportQuoteDetail } from '@ppp/domain';
import { QuoteRowActions } from '@ppp/quoting';
import { DataTable, type DataTableColumn, StatusBadge, usePhoneLayout } from '@ppp/ui';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { openTransportPrint } from '../../api.ts';

export interface TransportQuoteCardsProps {
  quotes: TransportQuoteDetail[];
  /** Whether the delete action is offered (approvers, D1). */
  canDelete: boolean;
  onPreview: (quote: TransportQuoteDetail) => void;
  onDelete: (quote: TransportQuoteDetail) => void;
}

const StyledNumber = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;

const StyledMoney = styled.strong`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const clientLabel = (quote: TransportQuoteDetail) =>
  quote.client.companyName || quote.client.contactPerson || 'Klient bez nazwy';

const columns: DataTableColumn<TransportQuoteDetail>[] = [
  { header: 'Data', cell: (quote) => formatDate(quote.createdAt), muted: true },
  {
    header: 'Koszt całkowity',
    cell: (quote) => <StyledMoney>{formatMoney(quote.totalGross, quote.currency)}</StyledMoney>,
  },
  { header: 'Klient', cell: clientLabel },
  { header: 'Pojazd', cell: (quote) => quote.vehicle.name },
  { header: 'Trasa', cell: (quote) => `${quote.fromAddress} → ${quote.toAddress}` },
  { header: 'Dystans', cell: (quote) => formatDistance(quote.distance) },
  { header: 'Cena za km', cell: (quote) => formatMoney(quote.vehicle.costPerKm, quote.currency) },
  { header: 'Status', cell: (quote) => <StatusBadge status={quote.status} /> },
];

/** The saved transport quotes as cards (spec-2 §2) with preview, edit, print and delete. */
export function TransportQuoteCards({ quotes, canDelete, onPreview, onDelete }: TransportQuoteCardsProps) {
  const navigate = useNavigate();
  const phone = usePhoneLayout();
  return (
    <DataTable
      aria-label="Wyceny transportu"
      layout="cards"
      rows={quotes}
      rowKey={(quote) => quote.id}
      title={{ header: 'Nr wyceny', cell: (quote) => <StyledNumber>{quote.quoteNumber}</StyledNumber> }}
      columns={columns}
      cardTitleLevel={2}
      // On a phone a quote takes a few lines, as in the other kinds' lists (issue 24).
      compactCards={phone}
      actions={(quote) => (
        <QuoteRowActions
          quote={quote}
          onPreview={() => onPreview(quote)}
          onEdit={() => navigate(`/transport-quotes/${quote.id}/edit`)}
          onPrint={() => openTransportPrint(quote.id)}
          onDelete={canDelete ? () => onDelete(quote) : undefined}
        />
      )}
    />
  );
}
