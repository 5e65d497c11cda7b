// The server calls every quote kind makes the same way (D18), on the kind's address (`base`:
// `/api/quotes`, `/api/transport-quotes`, …): its list, one quote, a save, a status change,
// deletion and the print page. Every change stores the answer as the quote and refreshes the kind's lists.

import { isLockedStatus, type Page, type QuoteStatus, quoteVersion, type RecordSource } from '@ppp/domain';
import { apiRequest, handleApiError, toastSuccess } from '@ppp/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveQuoteClient } from '../clients/clientsApi.ts';

export interface QuoteListFilters {
  page: number;
  pageSize: number;
  status?: QuoteStatus;
  /** D22: web enquiries or staff quotes only. */
  source?: RecordSource;
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

/** How often an open quote on screen is read again (useFreshWhileOpen). */
export const OPEN_QUOTE_REFRESH_MS = 30_000;

/**
 * A quote still open (a draft or pending) on screen is read again every 30 s and whenever the tab
 * comes back into view, so a colleague's edit or status change, a client's decision on its page (D17,
 * D22) or an approval shows without a reload, before an action offered by the old state is refused.
 * A second watcher of the loader's query: no read of its own on mount, none once the quote is locked.
 */
export function useFreshWhileOpen(base: string, quote: { id: number; status: QuoteStatus }) {
  const open = !isLockedStatus(quote.status);
  useQuery({
    queryKey: kindQuoteKey(base, quote.id),
    enabled: open,
    staleTime: 0,
    refetchOnMount: false,
    refetchOnWindowFocus: open ? 'always' : false,
    refetchInterval: open ? OPEN_QUOTE_REFRESH_MS : false,
  });
}

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
    onError: (error) => {
      handleApiError(error, 'Nie udało się zmienić statusu wyceny');
      // Refused because someone changed the quote meanwhile (409, 412): the page shows it as it now is.
      void queryClient.invalidateQueries({ queryKey: kindQuoteKey(base, quoteId) });
    },
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

/**
 * The print page of D7; `framed` asks it not to open the print dialog by itself. `forClient` is
 * 'Drukuj dla klienta' (D23): the client document, without the staff's internal facts.
 */
export const kindQuotePrintUrl = (base: string, id: number, framed = false, forClient = false) => {
  const query = [forClient ? 'for=client' : '', framed ? 'autoprint=0' : ''].filter(Boolean).join('&');
  return `${base}/${id}/print${query ? `?${query}` : ''}`;
};

/** The print view of D7 (or, `forClient`, the client document of D23), in a new tab. */
export const openKindQuotePrint = (base: string, id: number, forClient = false) =>
  window.open(kindQuotePrintUrl(base, id, false, forClient), '_blank', 'noopener');

/** A quote save failed at one of its steps (D19, D20): the client, the quote itself, or moving it back to draft. */
export class SaveStepError extends Error {
  constructor(
    readonly step: 'client' | 'quote' | 'status',
    readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'SaveStepError';
  }
}

async function saveStep<T>(step: SaveStepError['step'], run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new SaveStepError(step, error);
  }
}

export interface SaveKindQuoteVariables<TBody, TDetail> {
  /** The quote being edited; null creates one. */
  quoteId: number | null;
  /**
   * The form's Idempotency-Key for a create (newRequestKey, once per form): sent again after a lost
   * answer, the save answers the quote the first send wrote instead of creating a second.
   */
  createKey?: string;
  /** The address-book client chosen; with `client` it is updated, else `client` creates one (D19). */
  clientId: number | null;
  client: unknown;
  /**
   * False when the chosen client's fields are as the form loaded them: the client is then not
   * written, so a form opened before another change of the client (an erasure of its personal data,
   * D25, or another user's edit) never writes its old fields back.
   */
  clientChanged?: boolean;
  /** The quote's own fields; the saved client's id is added to them. */
  body: TBody;
  /** The version the edit started from (its updatedAt): a save since in another tab is refused (412, D19). */
  version: string | null;
  /** 'Zapisz jako wersję roboczą' also brings a pending quote back to draft (D3, D20). */
  asDraft: boolean;
  /** Told as soon as the client exists, so a retry updates it instead of creating another. */
  onClientSaved?: (clientId: number) => void;
  /** Told as soon as the quote is written, before the status step (whose failure keeps it saved). */
  onQuoteSaved?: (saved: TDetail) => void;
}

/**
 * Saves a quote of the kind (D5, D19, D20): the client first (updated when one was chosen and its
 * fields changed, else created), then the quote in one call; a draft save of a pending quote then moves it back to draft.
 * A failure is a SaveStepError naming its step.
 */
export function useSaveKindQuote<TDetail extends { id: number; status: string }, TBody extends object>(
  base: string,
) {
  const refresh = useKindQuoteCache<TDetail>(base);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      quoteId,
      createKey,
      clientId,
      client,
      clientChanged = true,
      body,
      version,
      asDraft,
      onClientSaved,
      onQuoteSaved,
    }: SaveKindQuoteVariables<TBody, TDetail>) => {
      const savedClient =
        clientId && !clientChanged
          ? { id: clientId }
          : await saveStep('client', () => saveQuoteClient(clientId, client));
      onClientSaved?.(savedClient.id);
      const request = { ...body, clientId: savedClient.id };
      // As for a status change: a read of this quote still under way must not overwrite the save.
      if (quoteId !== null) await queryClient.cancelQueries({ queryKey: kindQuoteKey(base, quoteId) });
      const saved = await saveStep('quote', () =>
        quoteId === null
          ? apiRequest<TDetail>(
              'POST',
              base,
              request,
              createKey ? { 'Idempotency-Key': createKey } : undefined,
            )
          : apiRequest<TDetail>(
              'PUT',
              `${base}/${quoteId}`,
              request,
              version ? { 'If-Match': quoteVersion(version) } : undefined,
            ),
      );
      // Stored at once: a retry after a failed status step starts from this version.
      queryClient.setQueryData(kindQuoteKey(base, saved.id), saved);
      onQuoteSaved?.(saved);
      if (!asDraft || saved.status !== 'pending') return saved;
      return saveStep('status', () =>
        apiRequest<TDetail>('PATCH', `${base}/${saved.id}/status`, { status: 'draft' }),
      );
    },
    onSuccess: (saved) => refresh(saved),
  });
}
