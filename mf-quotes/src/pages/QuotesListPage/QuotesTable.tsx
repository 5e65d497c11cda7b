import {
  formatDate,
  formatMoney,
  type QuoteListItem,
  quoteAuthorLabel,
  rentalPeriodLabel,
} from '@ppp/domain';
import { QuoteRowActions } from '@ppp/quoting';
import { DataTable, type DataTableColumn, StatusBadge } from '@ppp/ui';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { openQuotePrint } from '../../api.ts';

export interface QuotesTableProps {
  quotes: QuoteListItem[];
  /** Whether the delete action is offered (approvers, D1). */
  canDelete: boolean;
  onDelete: (quote: QuoteListItem) => void;
}

const StyledNumber = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;

const StyledMoney = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const clientLabel = (quote: QuoteListItem) =>
  quote.client.companyName || quote.client.contactPerson || 'Klient bez nazwy';

const columns: DataTableColumn<QuoteListItem>[] = [
  { header: 'Klient', cell: clientLabel },
  { header: 'Autor', cell: quoteAuthorLabel, muted: true },
  { header: 'Data utworzenia', cell: (quote) => formatDate(quote.createdAt), muted: true },
  {
    header: 'Okres wynajmu',
    cell: (quote) => (quote.itemCount > 0 ? rentalPeriodLabel(quote.maxRentalPeriodDays) : '—'),
    muted: true,
  },
  {
    header: 'Wartość netto',
    cell: (quote) => <StyledMoney>{formatMoney(quote.totalNet, quote.currency)}</StyledMoney>,
    align: 'right',
  },
  { header: 'Status', cell: (quote) => <StatusBadge status={quote.status} /> },
];

/** The rows of 'Zarządzanie Wycenami' with their actions: view, edit, print, delete; cards on a phone. */
export function QuotesTable({ quotes, canDelete, onDelete }: QuotesTableProps) {
  const navigate = useNavigate();
  return (
    <DataTable
      aria-label="Wyceny sprzętu"
      rows={quotes}
      rowKey={(quote) => quote.id}
      title={{ header: 'Nr wyceny', cell: (quote) => <StyledNumber>{quote.quoteNumber}</StyledNumber> }}
      columns={columns}
      cardTitleLevel={2}
      compactCards
      actions={(quote) => (
        <QuoteRowActions
          quote={quote}
          onPreview={() => navigate(`/quotes/${quote.id}`)}
          onEdit={() => navigate(`/quotes/${quote.id}/edit`)}
          onPrint={() => openQuotePrint(quote.id)}
          onDelete={canDelete ? () => onDelete(quote) : undefined}
        />
      )}
    />
  );
}
