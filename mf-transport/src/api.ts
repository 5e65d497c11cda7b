// The transport area's server calls (spec-2 section 7, D13), as react-query hooks; the calls every
// quote kind shares come from the kit (D18).
import {
  type ClientInput,
  quoteVersion,
  type TransportQuoteDetail,
  type TransportQuoteInput,
  transportMessages,
  type Vehicle,
  type VehicleInput,
} from '@ppp/domain';
import {
  apiRequest,
  ClientStepError,
  handleApiError,
  kindQuoteKey,
  openKindQuotePrint,
  type QuoteListFilters,
  saveQuoteClient,
  toastSuccess,
  useChangeKindQuoteStatus,
  useDeleteKindQuote,
  useKindQuote,
  useKindQuoteCache,
  useKindQuoteList,
} from '@ppp/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const VEHICLES_QUERY_KEY = '/api/transport-vehicles';
export const TRANSPORT_QUOTES = '/api/transport-quotes';

/** Every vehicle, active or not (the admin's table; the form offers the active ones). */
export const useVehicles = () => useQuery<Vehicle[]>({ queryKey: [VEHICLES_QUERY_KEY], staleTime: 0 });

/** A change of the fleet: its toast on success, the server's message (or `failure`) otherwise. */
function useFleetChange<TVariables, TResult = unknown>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  texts: { success: string; failure: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => toastSuccess(texts.success),
    onError: (error) => handleApiError(error, texts.failure),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [VEHICLES_QUERY_KEY] }),
  });
}

export const useCreateVehicle = () =>
  useFleetChange((body: VehicleInput) => apiRequest<Vehicle>('POST', VEHICLES_QUERY_KEY, body), {
    success: 'Pojazd został dodany',
    failure: transportMessages.createVehicleFailed,
  });

export const useUpdateVehicle = () =>
  useFleetChange(
    ({ id, body }: { id: number; body: VehicleInput }) =>
      apiRequest<Vehicle>('PUT', `${VEHICLES_QUERY_KEY}/${id}`, body),
    { success: 'Pojazd został zaktualizowany', failure: transportMessages.updateVehicleFailed },
  );

export const useDeleteVehicle = () =>
  useFleetChange((id: number) => apiRequest('DELETE', `${VEHICLES_QUERY_KEY}/${id}`), {
    success: 'Pojazd został usunięty',
    failure: transportMessages.deleteVehicleFailed,
  });

// Transport quotes on the shared lifecycle (D18).
export const transportQuoteKey = (id: number) => kindQuoteKey(TRANSPORT_QUOTES, id);
export const useTransportQuoteList = (filters: QuoteListFilters) =>
  useKindQuoteList<TransportQuoteDetail>(TRANSPORT_QUOTES, filters);
export const useTransportQuote = (id: number) => useKindQuote<TransportQuoteDetail>(TRANSPORT_QUOTES, id);
export const useChangeTransportStatus = (id: number) =>
  useChangeKindQuoteStatus<TransportQuoteDetail>(TRANSPORT_QUOTES, id);
export const useDeleteTransportQuote = () => useDeleteKindQuote(TRANSPORT_QUOTES);
export const openTransportPrint = (id: number) => openKindQuotePrint(TRANSPORT_QUOTES, id);

export interface SaveTransportVariables {
  quoteId: number | null;
  clientId: number | null;
  client: ClientInput;
  route: Omit<TransportQuoteInput, 'clientId' | 'client'>;
  /** The version the edit started from (its updatedAt): another tab's save since is refused (412). */
  version: string | null;
  /** 'Zapisz jako wersję roboczą' also brings a pending quote back to draft (D3, D20). */
  asDraft: boolean;
  /** Told as soon as the client exists, so a retry updates it instead of creating another. */
  onClientSaved?: (clientId: number) => void;
}

/** The quote was saved but moving it back to draft failed (the draft save of a pending quote). */
export class StatusStepError extends Error {
  constructor(readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'StatusStepError';
  }
}

/**
 * Saves the form: the client first (created or updated in the address book), then the quote; a
 * draft save of a pending quote then moves it back to draft.
 */
export function useSaveTransportQuote() {
  const refresh = useKindQuoteCache<TransportQuoteDetail>(TRANSPORT_QUOTES);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      quoteId,
      clientId,
      client,
      route,
      version,
      asDraft,
      onClientSaved,
    }: SaveTransportVariables) => {
      let savedClientId: number;
      try {
        savedClientId = (await saveQuoteClient(clientId, client)).id;
      } catch (error) {
        throw new ClientStepError(error);
      }
      onClientSaved?.(savedClientId);
      const body: TransportQuoteInput = { ...route, clientId: savedClientId };
      if (quoteId !== null) await queryClient.cancelQueries({ queryKey: transportQuoteKey(quoteId) });
      const saved =
        quoteId === null
          ? await apiRequest<TransportQuoteDetail>('POST', TRANSPORT_QUOTES, body)
          : await apiRequest<TransportQuoteDetail>(
              'PUT',
              `${TRANSPORT_QUOTES}/${quoteId}`,
              body,
              version ? { 'If-Match': quoteVersion(version) } : undefined,
            );
      // Stored at once: the edit form stands on it, and a retry after a failed status step starts from it.
      queryClient.setQueryData(transportQuoteKey(saved.id), saved);
      if (!asDraft || saved.status !== 'pending') return saved;
      try {
        return await apiRequest<TransportQuoteDetail>('PATCH', `${TRANSPORT_QUOTES}/${saved.id}/status`, {
          status: 'draft',
        });
      } catch (error) {
        throw new StatusStepError(error);
      }
    },
    onSuccess: (saved) => refresh(saved),
  });
}
