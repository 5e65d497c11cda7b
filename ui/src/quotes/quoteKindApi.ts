// The server calls every quote kind makes the same way (D18), on the kind's address (`base`:
// `/api/quotes`, `/api/transport-quotes`, …): its list, one quote, a status change, deletion and
// the print page. Every change stores the answer as the quote and refreshes the kind's lists.
import type { Page, QuoteStatus } from '@ppp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api/client.ts';
import { handleApiError } from '../api/errors.ts';
import { toastSuccess } from '../components/Toast/toastStore.ts';

export interface QuoteListFilters {
  page: number;
  pageSize: number;
  status?: QuoteStatus;
  search?: string;
}

/** The query key of one quote of a kind. */
export const kindQuoteKey = (base: string, id: number) => [base, id] as const;

export const useKindQuoteList = <TListItem>(base: string, filters: QuoteListFilters) =>
  useQuery<Page<TListItem>>({
    queryKey: [base, filters],
    // The list changes with every save; fresh rows each visit, the old page kept while paging.
    staleTime: 0,
    placeholderData: (previous) => previous,
  });

export const useKindQuote = <TDetail>(base: string, id: number) =>
  useQuery<TDetail>({
    queryKey: kindQuoteKey(base, id),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  });

/** Stores a changed quote as its detail and refreshes the lists (not the details) of the kind. */
export function useKindQuoteCache<TDetail extends { id: number }>(base: string) {
  const queryClient = useQueryClient();
  return (quote?: TDetail) => {
    if (quote) queryClient.setQueryData(kindQuoteKey(base, quote.id), quote);
    return queryClient.invalidateQueries({
      queryKey: [base],
      predicate: (query) => typeof query.queryKey[1] !== 'number',
    });
  };
}

export function useChangeKindQuoteStatus<TDetail extends { id: number }>(base: string, quoteId: number) {
  const refresh = useKindQuoteCache<TDetail>(base);
  const queryClient = useQueryClient();
  return useMutation({
    // A read of the quote still under way (the page's refetch on opening) would answer the status
    // from before the change and overwrite the changed quote: it is cancelled first.
    onMutate: () => queryClient.cancelQueries({ queryKey: kindQuoteKey(base, quoteId) }),
    mutationFn: (status: QuoteStatus) =>
      apiRequest<TDetail>('PATCH', `${base}/${quoteId}/status`, { status }),
    onSuccess: (quote) => refresh(quote),
    onError: (error) => handleApiError(error, 'Nie udało się zmienić statusu wyceny'),
  });
}

/** Deletes a quote of the kind (approvers, D1); `deletedText` is the success toast. */
export function useDeleteKindQuote(base: string, deletedText = 'Wycena została usunięta') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `${base}/${id}`),
    onSuccess: (_answer, id) => {
      toastSuccess(deletedText);
      queryClient.removeQueries({ queryKey: kindQuoteKey(base, id) });
    },
    onError: (error) => handleApiError(error, 'Nie udało się usunąć wyceny'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [base] }),
  });
}

/** The print page of D7; `framed` asks it not to open the print dialog by itself. */
export const kindQuotePrintUrl = (base: string, id: number, framed = false) =>
  `${base}/${id}/print${framed ? '?autoprint=0' : ''}`;

/** The print view of D7, in a new tab. */
export const openKindQuotePrint = (base: string, id: number) =>
  window.open(kindQuotePrintUrl(base, id), '_blank', 'noopener');
