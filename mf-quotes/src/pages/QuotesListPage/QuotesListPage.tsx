import { formatMoney, type QuoteListItem, quoteAuthorLabel, rentalPeriodLabel } from '@ppp/domain';
import { QuoteListMoney, QuoteListShell, quoteListColumns } from '@ppp/quoting';
import type { DataTableColumn } from '@ppp/ui';

const columns: DataTableColumn<QuoteListItem>[] = [
  quoteListColumns.client,
  // D16: a quote sent in through the public API reads 'Wycena gościnna ({key})', as on its detail page.
  { header: 'Autor', cell: (quote) => quoteAuthorLabel(quote), muted: true },
  quoteListColumns.createdAt,
  {
    header: 'Okres wynajmu',
    cell: (quote) => (quote.itemCount > 0 ? rentalPeriodLabel(quote.maxRentalPeriodDays) : '—'),
    muted: true,
  },
  {
    header: 'Wartość netto',
    cell: (quote) => <QuoteListMoney as="span">{formatMoney(quote.totalNet, quote.currency)}</QuoteListMoney>,
    align: 'right',
  },
  quoteListColumns.status,
];

/** 'Zarządzanie Wycenami' (/quotes): filters and paging in the address, so Back returns to the same view. */
export function QuotesListPage() {
  return (
    <QuoteListShell
      kind="equipment"
      createPath="/create-quote"
      columns={columns}
      texts={{
        title: 'Zarządzanie Wycenami',
        subtitle: 'Zapisane wyceny sprzętu',
        create: 'Nowa wycena',
        createFirst: 'Utwórz wycenę',
        searchLabel: 'Szukaj wycen',
        searchPlaceholder: 'Szukaj po numerze wyceny lub nazwie firmy...',
        loading: 'Ładowanie wycen...',
        errorDescription: 'Nie udało się załadować listy wycen.',
        emptyDescription: 'Nie masz jeszcze żadnych wycen',
        rowsLabel: 'Wyceny sprzętu',
        deleted: 'Wycena została usunięta pomyślnie',
      }}
    />
  );
}
