import {
  pluralPl,
  type QuoteListItem,
  type QuoteStatus,
  quoteStatuses,
  quoteStatusLabels,
} from '@ppp/domain';
import {
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  IconPlus,
  IconSearch,
  Input,
  LoadingState,
  PageContainer,
  PageHeader,
  Pagination,
  Select,
  useCan,
  useListAddress,
  useStayWithinPages,
  visuallyHidden,
} from '@ppp/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useDeleteQuote, useQuoteList } from '../../api.ts';
import { emptyListText } from './emptyListText.ts';
import { QuotesTable } from './QuotesTable.tsx';

export const QUOTES_PAGE_SIZE = 20;

const StyledFilters = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(180px, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr;
  }
`;

const StyledResultCount = styled.p`
  ${visuallyHidden}
`;

const StyledCard = styled(Card)`
  padding: ${({ theme }) => theme.space[4]};
`;

const isStatus = (value: string | null): value is QuoteStatus =>
  quoteStatuses.some((status) => status === value);

/** 'Zarządzanie Wycenami' (/quotes): filters and paging in the address, so Back returns to the same view. */
export function QuotesListPage() {
  const address = useListAddress();
  const { params, page, search, searchText, setSearchText, update } = address;
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const canDelete = useCan('quotes.equipment:approve');
  const list = useQuoteList({ page, pageSize: QUOTES_PAGE_SIZE, status, search: search || undefined });
  const deleteQuote = useDeleteQuote();
  const [deleting, setDeleting] = useState<QuoteListItem | null>(null);

  const filtersActive = Boolean(status || search);
  const pageCount = list.data ? address.pageCountOf(list.data.total, list.data.pageSize) : 1;
  useStayWithinPages(address, list.isSuccess ? { items: list.data.items, pageCount } : null);

  return (
    <PageContainer width="wide">
      <PageHeader
        title="Zarządzanie Wycenami"
        subtitle="Zapisane wyceny sprzętu"
        actions={
          <Button as={Link} to="/create-quote">
            <IconPlus size={16} />
            Nowa wycena
          </Button>
        }
      />
      <StyledFilters role="search">
        <Input
          type="search"
          icon={<IconSearch size={16} />}
          placeholder="Szukaj po numerze wyceny lub nazwie firmy..."
          aria-label="Szukaj wycen"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <Select
          aria-label="Status"
          value={status ?? ''}
          onChange={(event) => update({ status: event.target.value || null, page: null })}
        >
          <option value="">Wszystkie statusy</option>
          {quoteStatuses.map((value) => (
            <option key={value} value={value}>
              {quoteStatusLabels[value]}
            </option>
          ))}
        </Select>
      </StyledFilters>
      {/* How many quotes the filters found, told to screen readers as it changes. */}
      <StyledResultCount role="status">
        {list.data
          ? `Znaleziono ${list.data.total} ${pluralPl(list.data.total, 'wycenę', 'wyceny', 'wycen')}`
          : ''}
      </StyledResultCount>
      <StyledCard>
        {list.isPending ? (
          <LoadingState text="Ładowanie wycen..." />
        ) : list.isError ? (
          <ErrorState
            title="Błąd ładowania wycen"
            description="Nie udało się załadować listy wycen."
            onRetry={() => void list.refetch()}
          />
        ) : list.data.items.length === 0 ? (
          <EmptyState
            {...emptyListText({ filtersActive })}
            action={
              filtersActive ? (
                <Button
                  variant="outline"
                  onClick={() => {
                    setSearchText('');
                    update({ status: null, page: null });
                  }}
                >
                  Wyczyść filtry
                </Button>
              ) : (
                <Button as={Link} to="/create-quote">
                  <IconPlus size={16} />
                  Utwórz wycenę
                </Button>
              )
            }
          />
        ) : (
          <>
            <QuotesTable quotes={list.data.items} canDelete={canDelete} onDelete={setDeleting} />
            <Pagination
              page={page}
              pageCount={pageCount}
              onPageChange={(next) => update({ page: next > 1 ? String(next) : null })}
            />
          </>
        )}
      </StyledCard>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Usunąć wycenę?"
        description={
          deleting
            ? `Czy na pewno chcesz usunąć wycenę ${deleting.quoteNumber}? Ta operacja jest nieodwracalna.`
            : undefined
        }
        confirmLabel="Usuń"
        variant="destructive"
        onConfirm={() => (deleting ? deleteQuote.mutateAsync(deleting.id) : undefined)}
      />
    </PageContainer>
  );
}
