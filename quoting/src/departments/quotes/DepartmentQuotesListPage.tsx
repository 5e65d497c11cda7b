import {
  type DepartmentConfig,
  type DepartmentQuoteDetail,
  departmentMessages,
  formatMoney,
  itemCountLabel,
} from '@ppp/domain';
import type { DataTableColumn } from '@ppp/ui';
import { QuoteListMoney, QuoteListShell, quoteListColumns } from '../../quotes/QuoteListShell.tsx';

const columns: DataTableColumn<DepartmentQuoteDetail>[] = [
  quoteListColumns.client,
  quoteListColumns.status,
  { header: 'Pozycje', cell: (quote) => itemCountLabel(quote.itemCount) },
  {
    header: 'Wartość netto',
    cell: (quote) => <QuoteListMoney>{formatMoney(quote.totalNet, quote.currency)}</QuoteListMoney>,
  },
  quoteListColumns.createdAt,
];

/**
 * /electrical-quotes, /general-quotes (spec-2 §2, D5, D14): the shared quote list with the area's
 * texts; the search covers number, company and equipment.
 */
export function DepartmentQuotesListPage({ config }: { config: DepartmentConfig }) {
  return (
    <QuoteListShell
      kind={config.kind}
      createPath={config.paths.create}
      columns={columns}
      backToDashboard
      texts={{
        title: config.texts.listTitle,
        subtitle: `Zapisane wyceny działu: ${config.label.toLowerCase()}`,
        create: config.texts.createTitle,
        searchLabel: 'Szukaj wycen',
        searchPlaceholder: 'Szukaj po numerze, firmie lub nazwie sprzętu...',
        loading: 'Ładowanie wycen...',
        errorDescription: 'Nie udało się załadować wycen.',
        emptyDescription: 'Utwórz pierwszą wycenę działu.',
        rowsLabel: config.texts.listTitle,
        deleted: departmentMessages.quoteDeleted,
      }}
    />
  );
}
