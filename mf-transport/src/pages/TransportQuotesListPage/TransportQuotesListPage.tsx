import { formatDistance, formatMoney, type TransportQuoteDetail } from '@ppp/domain';
import { QuoteListMoney, QuoteListShell, quoteListColumns } from '@ppp/quoting';
import type { DataTableColumn } from '@ppp/ui';
import { TransportPreviewDialog } from './TransportPreviewDialog.tsx';

/** D21: the vehicle lines of a quote (its return lines repeat them). */
const outbound = (quote: TransportQuoteDetail) => quote.lines.filter((line) => !line.isReturn);
/** Each value once, in order: two lines of one vehicle name it once. */
const distinct = (values: string[]) => [...new Set(values)].join(', ');

const columns: DataTableColumn<TransportQuoteDetail>[] = [
  { ...quoteListColumns.createdAt, header: 'Data' },
  {
    header: 'Koszt całkowity',
    // spec-2's total cost is the quote's net value (D13: totalNet = totalCost), as the detail says it.
    cell: (quote) => <QuoteListMoney>{formatMoney(quote.totalNet, quote.currency)}</QuoteListMoney>,
  },
  quoteListColumns.client,
  { header: 'Pojazd', cell: (quote) => distinct(outbound(quote).map((line) => line.vehicle.name)) },
  {
    header: 'Trasa',
    cell: (quote) => `${quote.fromAddress} → ${quote.toAddress}${quote.returnTrip ? ' (z powrotem)' : ''}`,
  },
  {
    header: 'Dystans',
    cell: (quote) => distinct(outbound(quote).map((line) => formatDistance(line.distance))),
  },
  {
    header: 'Cena za km',
    cell: (quote) =>
      distinct(outbound(quote).map((line) => formatMoney(line.vehicle.costPerKm, quote.currency))),
  },
  quoteListColumns.status,
];

/**
 * 'Zapisane wyceny transportu' (/transport-quotes, spec-2 §2, D5, D13): the saved quotes as cards,
 * each previewed in a dialog with its route, status actions, edit and print.
 */
export function TransportQuotesListPage() {
  return (
    <QuoteListShell
      kind="transport"
      createPath="/create-transport-quote"
      columns={columns}
      backToDashboard
      layout="cards"
      texts={{
        title: 'Zapisane wyceny transportu',
        subtitle: 'Trasy, pojazdy i koszty przygotowanych wycen',
        create: 'Nowa wycena transportu',
        searchLabel: 'Szukaj wycen transportu',
        searchPlaceholder: 'Szukaj po numerze, firmie lub adresie...',
        loading: 'Ładowanie wycen transportu...',
        errorDescription: 'Nie udało się załadować wycen transportu.',
        // spec-2 §2, verbatim.
        emptyTitle: 'Brak wycen transportu',
        emptyDescription: 'Utwórz pierwszą wycenę transportu: pojazd, trasa i koszt za kilometr.',
        rowsLabel: 'Wyceny transportu',
      }}
      preview={(quote, close) => (
        <TransportPreviewDialog id={quote?.id ?? null} number={quote?.quoteNumber ?? null} onClose={close} />
      )}
    />
  );
}
