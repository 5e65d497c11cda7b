import {
  approveQuotesOf,
  type DepartmentConfig,
  type DepartmentQuoteDetail,
  departmentMessages,
  formatDate,
  formatMoney,
  foundQuotesLabel,
} from '@ppp/domain';
import {
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  IconPlus,
  PageContainer,
  PagedList,
  PageHeader,
  StatusBadge,
  useCan,
  useListAddress,
} from '@ppp/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { QuoteListEmpty } from '../../quotes/QuoteListEmpty.tsx';
import { QuoteRowActions } from '../../quotes/QuoteRowActions.tsx';
import { listStatusOf, QuoteStatusFilter } from '../../quotes/QuoteStatusFilter.tsx';
import { openKindQuotePrint, useDeleteKindQuote, useKindQuoteList } from '../../quotes/quoteKindApi.ts';

const DEPARTMENT_PAGE_SIZE = 20;

const StyledNumber = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;

const StyledMoney = styled.strong`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const columns: DataTableColumn<DepartmentQuoteDetail>[] = [
  {
    header: 'Klient',
    cell: (quote) => quote.client.companyName || quote.client.contactPerson || 'Klient bez nazwy',
  },
  { header: 'Status', cell: (quote) => <StatusBadge status={quote.status} /> },
  { header: 'Pozycje', cell: (quote) => String(quote.itemCount) },
  {
    header: 'Wartość netto',
    cell: (quote) => <StyledMoney>{formatMoney(quote.totalNet, quote.currency)}</StyledMoney>,
  },
  { header: 'Data utworzenia', cell: (quote) => formatDate(quote.createdAt), muted: true },
];

/**
 * /electrical-quotes, /general-quotes (spec-2 §2, D5, D14): search over number, company and
 * equipment, the status filter, pages in the address, both empty states and the row actions.
 */
export function DepartmentQuotesListPage({ config }: { config: DepartmentConfig }) {
  const address = useListAddress();
  const { page, search } = address;
  const status = listStatusOf(address);
  const canDelete = useCan(approveQuotesOf(config.kind));
  const list = useKindQuoteList<DepartmentQuoteDetail>(config.api.quotes, {
    page,
    pageSize: DEPARTMENT_PAGE_SIZE,
    status,
    search: search || undefined,
  });
  const deleteQuote = useDeleteKindQuote(config.api.quotes, departmentMessages.quoteDeleted);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<DepartmentQuoteDetail | null>(null);
  const createButton = (
    <Button as={Link} to={config.paths.create}>
      <IconPlus size={16} />
      {config.texts.createTitle}
    </Button>
  );

  return (
    <PageContainer width="wide">
      <PageHeader
        backTo="/dashboard"
        backLabel="Powrót do strony głównej"
        title={config.texts.listTitle}
        subtitle={`Zapisane wyceny działu: ${config.label.toLowerCase()}`}
        actions={createButton}
      />
      <PagedList
        address={address}
        query={list}
        searchLabel="Szukaj wycen"
        searchPlaceholder="Szukaj po numerze, firmie lub nazwie sprzętu..."
        filters={<QuoteStatusFilter address={address} />}
        resultText={foundQuotesLabel}
        loadingText="Ładowanie wycen..."
        errorTitle="Błąd ładowania wycen"
        errorDescription="Nie udało się załadować wycen."
        empty={
          <QuoteListEmpty
            address={address}
            emptyDescription="Utwórz pierwszą wycenę działu."
            createTo={config.paths.create}
            createLabel={config.texts.createTitle}
          />
        }
        renderItems={(items) => (
          <DataTable
            aria-label={config.texts.listTitle}
            rows={items}
            rowKey={(quote) => quote.id}
            title={{ header: 'Nr wyceny', cell: (quote) => <StyledNumber>{quote.quoteNumber}</StyledNumber> }}
            columns={columns}
            cardTitleLevel={2}
            compactCards
            actions={(quote) => (
              <QuoteRowActions
                quote={quote}
                onPreview={() => navigate(`${config.paths.list}/${quote.id}`)}
                onEdit={() => navigate(`${config.paths.list}/${quote.id}/edit`)}
                onPrint={() => openKindQuotePrint(config.api.quotes, quote.id)}
                onDelete={canDelete ? () => setDeleting(quote) : undefined}
              />
            )}
          />
        )}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={deleting ? `Usunąć wycenę ${deleting.quoteNumber}?` : 'Usunąć wycenę?'}
        description="Czy na pewno chcesz usunąć tę wycenę?"
        confirmLabel="Usuń"
        variant="destructive"
        onConfirm={() => (deleting ? deleteQuote.mutateAsync(deleting.id) : undefined)}
      />
    </PageContainer>
  );
}
