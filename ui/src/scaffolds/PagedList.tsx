import type { Page } from '@ppp/domain';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../components/Card/Card.tsx';
import { Input } from '../components/Input/Input.tsx';
import { Pagination } from '../components/Pagination/Pagination.tsx';
import { type ListAddress, useStayWithinPages } from '../hooks/useListAddress.ts';
import { IconSearch } from '../icons/icons.tsx';
import { ErrorState } from './ErrorState.tsx';
import { LoadingState } from './LoadingState.tsx';

/** The parts of a react-query result of a paged list (D5) that the list reads. */
export interface PagedListQuery<TItem> {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  data: Page<TItem> | undefined;
  refetch: () => Promise<unknown>;
}

export interface PagedListProps<TItem> {
  /** The page and search kept in the address (useListAddress). */
  address: ListAddress;
  query: PagedListQuery<TItem>;
  searchLabel: string;
  searchPlaceholder: string;
  /** Controls beside the search box (a status filter). */
  filters?: ReactNode;
  /**
   * The count above the rows, which screen readers hear as the results change: 'Znaleziono 3 wyceny'
   * ('ponad N' when the list stopped counting: `isEstimate`).
   */
  resultText: (total: number, isEstimate: boolean) => string;
  loadingText: string;
  errorTitle: string;
  errorDescription: string;
  /** Shown when the page holds no rows (with and without filters, as the caller decides). */
  empty: ReactNode;
  /** The loaded rows (usually a DataTable). */
  renderItems: (items: TItem[]) => ReactNode;
}

const StyledFilters = styled.div<{ $withFilters: boolean }>`
  display: grid;
  grid-template-columns: ${({ $withFilters }) => ($withFilters ? 'minmax(0, 2fr) minmax(180px, 1fr)' : 'minmax(0, 1fr)')};
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr;
  }
`;

const StyledResultCount = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  min-height: 1.4em;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledCard = styled(Card)`
  padding: ${({ theme }) => theme.space[4]};
`;

/**
 * A searchable, paged list of D5 as every area shows it: the search box (and filters), the rows in a
 * card with their loading, error and empty states, the pages under them; after a deletion empties the
 * last page, the page before it.
 */
export function PagedList<TItem>({
  address,
  query,
  searchLabel,
  searchPlaceholder,
  filters,
  resultText,
  loadingText,
  errorTitle,
  errorDescription,
  empty,
  renderItems,
}: PagedListProps<TItem>) {
  // Past the counted part there is always one more page to go to.
  const pageCount = query.data
    ? address.pageCountOf(query.data.total, query.data.pageSize) + (query.data.totalIsEstimate ? 1 : 0)
    : 1;
  useStayWithinPages(address, query.isSuccess && query.data ? { items: query.data.items, pageCount } : null);
  return (
    <>
      <StyledFilters role="search" $withFilters={Boolean(filters)}>
        <Input
          type="search"
          icon={<IconSearch size={16} />}
          placeholder={searchPlaceholder}
          aria-label={searchLabel}
          value={address.searchText}
          onChange={(event) => address.setSearchText(event.target.value)}
        />
        {filters}
      </StyledFilters>
      <StyledResultCount role="status">
        {query.data ? resultText(query.data.total, query.data.totalIsEstimate ?? false) : ''}
      </StyledResultCount>
      <StyledCard>
        {query.isPending ? (
          <LoadingState text={loadingText} />
        ) : query.isError || !query.data ? (
          <ErrorState
            title={errorTitle}
            description={errorDescription}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.items.length === 0 ? (
          empty
        ) : (
          <>
            {renderItems(query.data.items)}
            <Pagination
              page={address.page}
              pageCount={pageCount}
              onPageChange={(next) => address.update({ page: next > 1 ? String(next) : null })}
            />
          </>
        )}
      </StyledCard>
    </>
  );
}
